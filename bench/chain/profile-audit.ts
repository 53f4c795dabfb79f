/**
 * `tsx bench/chain/profile-audit.ts [db-file] [--profile out.cpuprofile]`: bench/chain's audit
 * alone, for A/B runs and CPU profiles. The generated run is ingested into `db-file` once (kept,
 * so later runs only audit); each run audits it again from scratch and prints wall and CPU time.
 * With --profile, the audit (not the ingest) is recorded by V8's sampling profiler and the top
 * frames by self and inclusive time are printed.
 */
import { existsSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { createMechanicalAuditor } from "@/lib/core/auditors";
import { executeAudit, queueAudit } from "@/lib/server/audits";
import { applyMigrations, createDb, databaseConfig } from "@/lib/server/db";
import { ingestChainRun } from "./chain-run";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const frameName = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  `${functionName || "(anonymous)"} ${url.replace(/^.*\/(node_modules|lib|bench)\//, "$1/")}:${lineNumber + 1}`;

/** Self and inclusive milliseconds by frame (a recursive frame counts once per sample). */
function summarise(profile: Profile, top: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    total += ms;
    const leaf = frameName(byId.get(id)!);
    self.set(leaf, (self.get(leaf) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = frameName(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const table = (title: string, map: Map<string, number>) =>
    [`${title} (of ${total.toFixed(0)} ms sampled)`, ...[...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${name}`)].join("\n");
  return `${table("self", self)}\n\n${table("inclusive", inclusive)}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const profileAt = args.indexOf("--profile");
  const profileFile = profileAt === -1 ? null : args.splice(profileAt, 2)[1];
  const file = path.resolve(args[0] ?? "/tmp/cairn-profile-audit.db");
  const config = databaseConfig(`file:${file}`);
  const fresh = !existsSync(file);
  await applyMigrations(config);
  const db = createDb(config);
  try {
    const runId = fresh ? (await ingestChainRun(config)).runId : (await db.run.findFirstOrThrow({ select: { id: true } })).id;
    const audit = await queueAudit(db, runId, "mechanical");
    const session = new Session();
    if (profileFile) {
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.setSamplingInterval", { interval: 200 });
      await session.post("Profiler.start");
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    await executeAudit(db, audit.id, createMechanicalAuditor());
    const wallMs = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    const claims = await db.claim.count({ where: { auditId: audit.id } });
    console.log(`${claims} claims: wall ${wallMs.toFixed(0)} ms, user ${(user / 1000).toFixed(0)} ms, sys ${(system / 1000).toFixed(0)} ms, ${((claims * 1000) / wallMs).toFixed(0)} claims/s`);
    if (profileFile) {
      const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
      writeFileSync(profileFile, JSON.stringify(profile));
      console.log(summarise(profile, 40));
    }
    await db.audit.delete({ where: { id: audit.id } });
  } finally {
    await db.$disconnect();
  }
}

void main();
