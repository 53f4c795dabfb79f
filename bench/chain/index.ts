/**
 * Chain API: getChain (the handler behind GET /api/runs/:id/audits/:auditId/claims/:claimId/chain)
 * on an audit with ≥ 10,000 claims. A generated research run (bench/audit/research-bundle.ts) is
 * ingested into a fresh SQLite database and audited with the mechanical auditor; then 500 random
 * claims are walked in this process (the first call loads the audit's claim index: the rest are
 * warm) and a few in fresh processes (cold: index loaded by the call). Goals: warm p95 < 50 ms
 * (issue 6), cold p95 < 50 ms (issue 16).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMechanicalAuditor } from "@/lib/core/auditors";
import { executeAudit, getChain, queueAudit } from "@/lib/server/audits";
import { applyMigrations, createDb, databaseConfig } from "@/lib/server/db";
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

export async function run(): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "cairn-bench-chain-"));
  const url = `file:${path.join(dir, "chain.db")}`;
  const config = databaseConfig(url);
  await applyMigrations(config);
  const db = createDb(config);
  try {
    const { runId, traceBytes, toolCalls } = await ingestChainRun(config);
    const audit = await queueAudit(db, runId, "mechanical");
    const auditStarted = performance.now();
    await executeAudit(db, audit.id, createMechanicalAuditor());
    const auditMs = performance.now() - auditStarted;

    const claimRows = await db.claim.findMany({ where: { auditId: audit.id }, select: { id: true, fence: true } });
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
    return benchResult(
      "chain",
      [
        { metric: "claims in the audit", value: claimRows.length, unit: "claims" },
        { metric: "audit time (executeAudit)", value: auditMs, unit: "ms" },
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
