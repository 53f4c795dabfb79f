/**
 * `tsx bench/audit/cascade-digest.ts`: a digest of everything the mechanical cascade records on
 * bench/audit's and bench/chain's runs (each fence's status, claims with their nearest candidates,
 * rejections and usage; timestamps left out), so a speed change can show its claims are identical:
 * the digests before and after must be the same.
 */
import { createHash } from "node:crypto";
import { createMechanicalAuditor } from "@/lib/core/auditors";
import { cascadeInputFromBundle, planCascade, runCascade } from "@/lib/core/cascade";
import { AUDIT_BUNDLE, CHAIN_BUNDLE, generateResearchBundle, readResearchBundle } from "./research-bundle";

const withoutTimestamp = <T extends { timestamp: number }>({ timestamp: _timestamp, ...rest }: T) => rest;

async function main(): Promise<void> {
  for (const [name, options] of [["bench/audit", AUDIT_BUNDLE], ["bench/chain", CHAIN_BUNDLE]] as const) {
    const { files } = generateResearchBundle(options);
    const cascade = await runCascade(planCascade(cascadeInputFromBundle(readResearchBundle(files))), createMechanicalAuditor());
    const recorded = cascade.results.map((result) => ({
      fence: result.fence,
      status: result.status,
      claims: result.claims.map(withoutTimestamp),
      rejections: result.rejections.map(withoutTimestamp),
      usage: result.usage,
    }));
    const claims = cascade.results.reduce((sum, result) => sum + result.claims.length, 0);
    const rejections = cascade.results.reduce((sum, result) => sum + result.rejections.length, 0);
    console.log(`${name}: ${createHash("sha256").update(JSON.stringify(recorded)).digest("hex").slice(0, 16)} (${claims} claims, ${rejections} rejections)`);
  }
}

void main();
