/**
 * `tsx bench/chain/profile-audit.ts [db-file] [--profile out.cpuprofile]`: bench/chain's audit
 * alone, for A/B runs and CPU profiles. The generated run is ingested into `db-file` once (kept,
 * so later runs only audit); each run audits it again from scratch and prints wall and CPU time.
 * With --profile, the audit (not the ingest) is recorded by V8's sampling profiler and the top
 * frames by self and inclusive time are printed.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createMechanicalAuditor } from "@/lib/core/auditors";
import { executeAudit, queueAudit } from "@/lib/server/audits";
import { applyMigrations, createDb, databaseConfig } from "@/lib/server/db";
import { profileArgument, profiled } from "../lib/cpu-profile";
import { ingestChainRun } from "./chain-run";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const profileFile = profileArgument(args);
  const file = path.resolve(args[0] ?? "/tmp/cairn-profile-audit.db");
  const config = databaseConfig(`file:${file}`);
  const fresh = !existsSync(file);
  await applyMigrations(config);
  const db = createDb(config);
  try {
    const runId = fresh ? (await ingestChainRun(config)).runId : (await db.run.findFirstOrThrow({ select: { id: true } })).id;
    const audit = await queueAudit(db, runId, "mechanical");
    const cpu = process.cpuUsage();
    const started = performance.now();
    // The profile's table prints after the audit, so the line of figures comes first.
    let figures = "";
    await profiled(profileFile, async () => {
      await executeAudit(db, audit.id, createMechanicalAuditor());
      const wallMs = performance.now() - started;
      const { user, system } = process.cpuUsage(cpu);
      const claims = await db.claim.count({ where: { auditId: audit.id } });
      figures = `${claims} claims: wall ${wallMs.toFixed(0)} ms, user ${(user / 1000).toFixed(0)} ms, sys ${(system / 1000).toFixed(0)} ms, ${((claims * 1000) / wallMs).toFixed(0)} claims/s`;
      if (!profileFile) console.log(figures);
    });
    if (profileFile) console.log(figures);
    await db.audit.delete({ where: { id: audit.id } });
  } finally {
    await db.$disconnect();
  }
}

void main();
