/**
 * Chain API: getChain (the handler behind GET /api/runs/:id/audits/:auditId/claims/:claimId/chain)
 * on an audit with ≥ 10,000 claims. A generated research run (bench/audit/research-bundle.ts) is
 * ingested into a fresh SQLite database and audited with the mechanical auditor; then 500 random
 * claims are walked in this process (the first call loads the audit's claim index: the rest are
 * warm) and a few in fresh processes (cold: index loaded by the call). Goals: warm p95 < 50 ms
 * (issue 6), cold p95 < 50 ms (issue 16). The audit runs in this process, then on the audit threads as
 * the server runs it (lib/server/audit-threads), whose warm throughput has the goal ≥ 3,000 claims/s (issue 16).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMechanicalAuditor } from "@/lib/core/auditors";
import type { Auditor } from "@/lib/core/cascade";
import { createThreadedMechanicalAuditor } from "@/lib/server/audit-threads";
import { executeAudit, getChain, queueAudit } from "@/lib/server/audits";
import { applyMigrations, createDb, databaseConfig, type Db } from "@/lib/server/db";
import { benchResult, type BenchResult } from "../lib/result";
import { ingestChainRun } from "./chain-run";

const WARM_SAMPLES = 500;
const COLD_SAMPLES = 8;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Deterministic picks, so every run walks the same claims. */
function pick<T>(items: readonly T[], count: number): T[] {
  let state = 7;
  return Array.from({ length: count }, () => {
    state = (state * 48271) % 2147483647;
    return items[state % items.length];
  });
}

async function timedAudit(db: Db, auditId: string, auditor: Auditor): Promise<number> {
  const started = performance.now();
  await executeAudit(db, auditId, auditor);
  return performance.now() - started;
}

export async function run(): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "cairn-bench-chain-"));
  const url = `file:${path.join(dir, "chain.db")}`;
  const config = databaseConfig(url);
  await applyMigrations(config);
  const db = createDb(config);
  try {
    const { runId, traceBytes, toolCalls } = await ingestChainRun(config);
    const audit = await queueAudit(db, runId, "mechanical");
    const auditMs = await timedAudit(db, audit.id, createMechanicalAuditor());

    // In a fixed order, so the sampled claims are the same whatever order the audit stored its rows in.
    const claimRows = await db.claim.findMany({ where: { auditId: audit.id }, orderBy: [{ fence: "asc" }, { recordId: "asc" }], select: { id: true, fence: true } });
    const reportClaims = claimRows.filter((row) => row.fence.endsWith("->report"));
    const sample = pick(claimRows, WARM_SAMPLES);

    const coldMs = pick(reportClaims, COLD_SAMPLES).map((claim) => {
      const output = execFileSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["bench/chain/cold-chain.ts", url, runId, audit.id, claim.id]);
      return (JSON.parse(output.toString()) as { ms: number }).ms;
    });

    const warmMs: number[] = [];
    let hops = 0;
    let firstCallMs = 0;
    for (const [index, claim] of sample.entries()) {
      const started = performance.now();
      const chain = await getChain(db, runId, audit.id, claim.id);
      const ms = performance.now() - started;
      if (index === 0) firstCallMs = ms;
      else warmMs.push(ms);
      hops += chain.hops.length;
    }
    // The server's path: the same audit on the process's audit threads, first while they start, then warm. After the chain
    // walks, so those read a database holding one audit.
    const threadedMs = [];
    for (let i = 0; i < 2; i++) {
      const auditor = createThreadedMechanicalAuditor();
      threadedMs.push(await timedAudit(db, (await queueAudit(db, runId, "mechanical")).id, auditor));
      auditor.close?.();
    }
    return benchResult(
      "chain",
      [
        { metric: "claims in the audit", value: claimRows.length, unit: "claims" },
        { metric: "audit time, in this process (executeAudit)", value: auditMs, unit: "ms" },
        { metric: "audit throughput, in this process", value: (claimRows.length / auditMs) * 1000, unit: "claims/s" },
        { metric: "audit time on the audit threads, threads starting", value: threadedMs[0], unit: "ms" },
        { metric: "audit time on the audit threads, warm (the server's path)", value: threadedMs[1], unit: "ms" },
        { metric: "audit throughput on the audit threads, warm", value: (claimRows.length / threadedMs[1]) * 1000, unit: "claims/s", goal: ">= 3000 claims/s (issue 16)" },
        { metric: "cold chain p50 (fresh process)", value: quantile(coldMs, 0.5), unit: "ms" },
        { metric: "cold chain p95 (fresh process)", value: quantile(coldMs, 0.95), unit: "ms", goal: "< 50 ms" },
        { metric: "first chain call in this process", value: firstCallMs, unit: "ms" },
        { metric: "warm chain p50", value: quantile(warmMs, 0.5), unit: "ms" },
        { metric: "warm chain p95", value: quantile(warmMs, 0.95), unit: "ms", goal: "< 50 ms" },
        { metric: "warm chain max", value: Math.max(...warmMs), unit: "ms" },
      ],
      [
        `${WARM_SAMPLES} random claims of all audits (mean ${(hops / sample.length).toFixed(2)} hops), the first one loading the claim index; ${COLD_SAMPLES} report claims each walked in a fresh process after a warm-up query`,
        `trace ${(traceBytes / 1024 ** 2).toFixed(1)} MB, ${toolCalls} tool calls; cold samples (ms): ${coldMs.map((ms) => Math.round(ms)).join(", ")}`,
      ],
    );
  } finally {
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}
