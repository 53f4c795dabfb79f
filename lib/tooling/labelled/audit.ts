import type { FencedClaim } from "@/lib/core/bundle";
import { readBundle, type BundleFiles } from "@/lib/core/bundle";
import { createMechanicalAuditor } from "@/lib/core/auditors";
import { joinedAsciiTexts } from "@/lib/core/node";
import { auditCascade, cascadeInputFromBundle } from "@/lib/core/cascade";

/**
 * The mechanical cascade audit of a bundle, in process, as `cairn audit` runs it (the same
 * auditCascade): every hop audited, claims linked across hops; its claims as claims.jsonl lists them.
 */
export async function mechanicalClaims(files: BundleFiles): Promise<FencedClaim[]> {
  const cascade = await auditCascade(cascadeInputFromBundle(readBundle(files, { batchDecoder: joinedAsciiTexts })), createMechanicalAuditor());
  return cascade.results.flatMap((result) => result.claims.map((record) => ({ fence: result.fence, record })));
}
