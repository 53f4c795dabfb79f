/**
 * `tsx bench/audit/profile-cascade.ts [--runs N] [--chain] [--profile out.cpuprofile]`: bench/audit's
 * full cascade alone (readBundle → plan → runCascade with a fresh mechanical auditor), N times in
 * one process (3 by default), printing each run's wall and CPU time and each hop's share. With
 * --chain, bench/chain's run instead. With --profile, the last run is recorded by V8's sampling
 * profiler and its top frames printed.
 */
import { createMechanicalAuditor } from "@/lib/core/auditors";
import { cascadeInputFromBundle, planCascade, runCascade, type Auditor } from "@/lib/core/cascade";
import { profileArgument, profiled } from "../lib/cpu-profile";
import { AUDIT_BUNDLE, CHAIN_BUNDLE, generateResearchBundle, readResearchBundle } from "./research-bundle";

/** The auditor, timing each audit it is given (hops run one at a time, so the times are each hop's own). */
function timedAuditor(hops: string[]): Auditor {
  const auditor = createMechanicalAuditor();
  return {
    kind: auditor.kind,
    audit: async (task, options) => {
      const started = performance.now();
      const outcome = await auditor.audit(task, options);
      hops.push(`${task.fence} ${(performance.now() - started).toFixed(0)} ms (${outcome.claims.length} claims)`);
      return outcome;
    },
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const profileFile = profileArgument(args);
  const runsAt = args.indexOf("--runs");
  const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
  const { files } = generateResearchBundle(args.includes("--chain") ? CHAIN_BUNDLE : AUDIT_BUNDLE);
  for (let run = 1; run <= runs; run++) {
    const hops: string[] = [];
    const cpu = process.cpuUsage();
    const started = performance.now();
    const cascade = await profiled(run === runs ? profileFile : null, async () =>
      runCascade(planCascade(cascadeInputFromBundle(readResearchBundle(files))), timedAuditor(hops), { concurrency: 1 }),
    );
    const wallMs = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    const claims = cascade.results.reduce((sum, result) => sum + result.claims.length, 0);
    console.log(`run ${run}: ${claims} claims, wall ${wallMs.toFixed(0)} ms, user ${(user / 1000).toFixed(0)} ms, sys ${(system / 1000).toFixed(0)} ms; ${hops.join("; ")}`);
  }
}

void main();
