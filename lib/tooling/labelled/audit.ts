import type { FencedClaim } from "@/lib/core/bundle";
import { readBundle, type BundleFiles } from "@/lib/core/bundle";
import { createMechanicalAuditor } from "@/lib/core/auditors";
import { cascadeInputFromBundle, linkClaims, planCascade, runCascade } from "@/lib/core/cascade";

/**
 * The mechanical cascade audit of a bundle, in process, as `cairn audit` runs it: every hop
 * audited, claims linked across hops; its claims as claims.jsonl lists them.
 */
export async function mechanicalClaims(files: BundleFiles): Promise<FencedClaim[]> {
  const tasks = planCascade(cascadeInputFromBundle(readBundle(files)));
  const cascade = await runCascade(tasks, createMechanicalAuditor());
  linkClaims(cascade.results, Object.fromEntries(tasks.map((task) => [task.target, task.document])));
  return cascade.results.flatMap((result) => result.claims.map((record) => ({ fence: result.fence, record })));
}
