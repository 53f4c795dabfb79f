/**
 * Ingest: a generated bundle of ≥60 MB of trace text and ≥3,000 tool calls, zipped; ingest time
 * and peak memory in a child process, against `unzip -q` of the same archive as the baseline.
 * Goals (issue 16): ingest within 1.5× of unzip; peak memory added at most 3× the uncompressed
 * size. The memory goal is read against what ingest adds to the process: Node, tsx and the loaded
 * modules hold ~110 MB before a byte of the bundle is read, whatever its size. The whole RSS is
 * reported beside it, with no goal. Ingest never loads the Prisma client, so this process does not.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { generateBundle } from "../lib/generated-bundle";
import { benchResult, withRatio, type BenchResult } from "../lib/result";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run(): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "cairn-bench-ingest-"));
  try {
    const files = generateBundle({ agents: 12, calls: 3000, targetBytes: 62 * 1024 * 1024 });
    const uncompressed = [...files.values()].reduce((sum, bytes) => sum + bytes.length, 0);
    const archive = path.join(dir, "bundle.zip");
    writeFileSync(archive, zipSync(Object.fromEntries(files), { level: 6 }));

    const unzipMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const target = path.join(dir, `unzipped-${i}`);
      const started = performance.now();
      execFileSync("unzip", ["-q", archive, "-d", target]);
      unzipMs.push(performance.now() - started);
      rmSync(target, { recursive: true, force: true });
    }

    const runs: { ms: number; baselineRssBytes: number; maxRssBytes: number; toolCalls: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const output = execFileSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["bench/ingest/ingest-once.ts", archive, `file:${path.join(dir, `ingest-${i}.db`)}`], {
        maxBuffer: 1 << 20,
      });
      runs.push(JSON.parse(output.toString()));
    }
    const ingestMs = median(runs.map((r) => r.ms));
    const peak = Math.max(...runs.map((r) => r.maxRssBytes));
    const baseline = Math.min(...runs.map((r) => r.baselineRssBytes));
    return benchResult("ingest", [
      { metric: "uncompressed bundle size", value: uncompressed / 1024 ** 2, unit: "MB" },
      { metric: "tool calls", value: runs[0].toolCalls, unit: "calls" },
      withRatio({ metric: "ingest time (median of 3)", value: ingestMs, unit: "ms", baseline: median(unzipMs), goal: "≤ 1.5× unzip -q" }),
      { metric: "process memory before ingest (Node, tsx, modules)", value: baseline / 1024 ** 2, unit: "MB" },
      withRatio({ metric: "peak memory (RSS)", value: peak / 1024 ** 2, unit: "MB", baseline: uncompressed / 1024 ** 2 }),
      withRatio({ metric: "peak memory added by ingest", value: (peak - baseline) / 1024 ** 2, unit: "MB", baseline: uncompressed / 1024 ** 2, goal: "≤ 3× uncompressed size" }),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
