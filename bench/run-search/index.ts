/**
 * Search this run: searchRun (the handler behind GET /api/runs/:id/search) on the generated
 * 3,000-call, ~60 MB run that bench/ingest uses, ingested into a fresh SQLite database. The first
 * search builds the run's call corpus (every call text read once); then a mix of queries — rare
 * and common literals (a common one stops at RUN_SEARCH_MAX_LINES), regexes, a miss — is searched
 * SAMPLES times in this process. Goal (issue 17): p95 under 200 ms.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { applyMigrations, createDb, databaseConfig } from "@/lib/server/db";
import { ingestBundle } from "@/lib/server/ingest";
import { searchRun } from "@/lib/server/run-search";
import { generateBundle } from "../lib/generated-bundle";
import { benchResult, type BenchResult } from "../lib/result";

const SAMPLES = 200;
const QUERIES: { q: string; regex: boolean }[] = [
  { q: "1004711", regex: false },
  { q: "revenue_q3", regex: false },
  { q: "sql_query", regex: false },
  { q: "no-such-text-anywhere", regex: false },
  { q: "2999-1\\b", regex: true },
  { q: "revenue_q[12].*0\\.29\\d", regex: true },
];

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

export async function run(): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "cairn-bench-run-search-"));
  const config = databaseConfig(`file:${path.join(dir, "search.db")}`);
  await applyMigrations(config);
  const db = createDb(config);
  try {
    const files = generateBundle({ agents: 20, calls: 3000, targetBytes: 60_000_000 });
    const bytes = [...files.values()].reduce((sum, file) => sum + file.length, 0);
    const ingested = await ingestBundle({ config }, { kind: "folder", name: "run-search-bench", files: [...files].map(([filePath, data]) => ({ path: filePath, bytes: data })) });
    if (ingested.status !== "created") throw new Error(`ingest: ${ingested.status}`);
    const runId = ingested.run.id;

    const firstStarted = performance.now();
    const first = await searchRun(db, runId, QUERIES[0]);
    const firstMs = performance.now() - firstStarted;
    if (!first) throw new Error("run not found");

    const perQuery = new Map<string, number[]>(QUERIES.map((query) => [query.q, []]));
    const matches = new Map<string, string>();
    for (let sample = 0; sample < SAMPLES; sample++) {
      const query = QUERIES[sample % QUERIES.length];
      const started = performance.now();
      const answer = await searchRun(db, runId, query);
      perQuery.get(query.q)!.push(performance.now() - started);
      matches.set(query.q, `${answer!.matches}${answer!.truncated ? "+" : ""} lines`);
    }
    const all = [...perQuery.values()].flat();
    return benchResult(
      "run-search",
      [
        { metric: "trace size", value: bytes / 1024 ** 2, unit: "MB" },
        { metric: "tool calls", value: ingested.run.totals.toolCalls, unit: "calls" },
        { metric: "first search (reads the run's call texts, builds the corpus)", value: firstMs, unit: "ms" },
        { metric: "search p50", value: quantile(all, 0.5), unit: "ms" },
        { metric: "search p95", value: quantile(all, 0.95), unit: "ms", goal: "< 200 ms" },
        { metric: "search max", value: Math.max(...all), unit: "ms" },
        ...QUERIES.map((query) => ({ metric: `p95 ${query.regex ? "regex" : "text"} ${query.q}`, value: quantile(perQuery.get(query.q)!, 0.95), unit: "ms" })),
      ],
      [
        `${SAMPLES} searches, the ${QUERIES.length} queries in turn, after the first; each includes the run lookup and grouping by agent and call`,
        `load average when done (1/5/15 min): ${loadavg().map((load) => load.toFixed(1)).join(" / ")}: the scan is CPU-bound, so a busy machine inflates every figure`,
        `matches: ${QUERIES.map((query) => `${query.q} → ${matches.get(query.q)}`).join("; ")}`,
      ],
    );
  } finally {
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}
