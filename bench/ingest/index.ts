/**
 * Ingest: a generated bundle of ≥60 MB of trace text and ≥3,000 tool calls, zipped; ingest time,
 * CPU time and peak memory in a child process, against `unzip -q` of the same archive as the
 * baseline. Goals (issue 16): ingest within 1.5× of unzip; peak memory added at most 3× the
 * uncompressed size. The memory goal is read against what ingest adds to the process: Node, tsx
 * and the loaded modules hold ~110 MB before a byte of the bundle is read, whatever its size. The
 * whole RSS is reported beside it, with no goal. Ingest never loads the Prisma client, so this
 * process does not.
 *
 * unzip and ingest runs alternate (unzip, ingest, unzip, …) so that both meet the same load on a
 * shared machine, and CPU time (user + system) is reported beside wall time: it moves far less
 * with the load. Ingest's figures cover ingestBundle alone, not the child's start-up; unzip's are
 * the whole process, read with the shell's `times`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { generateBundle } from "../lib/generated-bundle";
import { benchResult, withRatio, type BenchResult } from "../lib/result";

const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loadAverage = () => loadavg().map((load) => load.toFixed(1)).join(" / ");

interface Run {
  ms: number;
  cpuMs: number;
}

interface IngestRun extends Run {
  baselineRssBytes: number;
  maxRssBytes: number;
  toolCalls: number;
}

/** `unzip -q` into a fresh folder: wall time, and its CPU time as the shell's `times` reports its children's. */
function unzipOnce(archive: string, target: string): Run {
  const started = performance.now();
  const output = execFileSync("sh", ["-c", 'unzip -q "$0" -d "$1" && times', archive, target]).toString();
  const ms = performance.now() - started;
  rmSync(target, { recursive: true, force: true });
  // Two lines of "<user> <system>" as 0m0.600s: the shell's own, then its children's.
  const seconds = [...output.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  if (seconds.length !== 4) throw new Error(`unexpected output of times: ${output}`);
  return { ms, cpuMs: (seconds[2] + seconds[3]) * 1000 };
}

function ingestOnce(archive: string, databaseFile: string): IngestRun {
  const output = execFileSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["bench/ingest/ingest-once.ts", archive, `file:${databaseFile}`], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output.toString());
}

export async function run(): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "cairn-bench-ingest-"));
  try {
    const files = generateBundle({ agents: 12, calls: 3000, targetBytes: 62 * 1024 * 1024 });
    const uncompressed = [...files.values()].reduce((sum, bytes) => sum + bytes.length, 0) / 1024 ** 2;
    const archive = path.join(dir, "bundle.zip");
    writeFileSync(archive, zipSync(Object.fromEntries(files), { level: 6 }));

    const loadBefore = loadAverage();
    const unzips: Run[] = [];
    const ingests: IngestRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      unzips.push(unzipOnce(archive, path.join(dir, `unzipped-${i}`)));
      ingests.push(ingestOnce(archive, path.join(dir, `ingest-${i}.db`)));
    }
    // What each run added to its own process: start-up alone moves the baseline by tens of MB between runs.
    const added = Math.max(...ingests.map((r) => r.maxRssBytes - r.baselineRssBytes)) / 1024 ** 2;
    const round = (values: number[]) => values.map((value) => Math.round(value)).join(", ");
    return benchResult(
      "ingest",
      [
        { metric: "uncompressed bundle size", value: uncompressed, unit: "MB" },
        { metric: "tool calls", value: ingests[0].toolCalls, unit: "calls" },
        withRatio({ metric: `ingest time (median of ${RUNS})`, value: median(ingests.map((r) => r.ms)), unit: "ms", baseline: median(unzips.map((r) => r.ms)), goal: "≤ 1.5× unzip -q" }),
        withRatio({ metric: `ingest CPU time, user + system (median of ${RUNS})`, value: median(ingests.map((r) => r.cpuMs)), unit: "ms", baseline: median(unzips.map((r) => r.cpuMs)) }),
        { metric: "process memory before ingest (Node, tsx, modules)", value: Math.min(...ingests.map((r) => r.baselineRssBytes)) / 1024 ** 2, unit: "MB" },
        withRatio({ metric: "peak memory (RSS)", value: Math.max(...ingests.map((r) => r.maxRssBytes)) / 1024 ** 2, unit: "MB", baseline: uncompressed }),
        withRatio({ metric: "peak memory added by ingest", value: added, unit: "MB", baseline: uncompressed, goal: "≤ 3× uncompressed size" }),
      ],
      [
        `load average (1 / 5 / 15 min) before ${loadBefore}, after ${loadAverage()}: figures, wall time most, move with it`,
        `runs, alternating: unzip ms ${round(unzips.map((r) => r.ms))} (CPU ${round(unzips.map((r) => r.cpuMs))}); ingest ms ${round(ingests.map((r) => r.ms))} (CPU ${round(ingests.map((r) => r.cpuMs))})`,
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
