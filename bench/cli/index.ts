/**
 * CLI start-up, measured as whole processes from an installed package (packed, then installed
 * into an empty folder, as a CI job runs it): `cairn --help`, `cairn audit` of a small bundle and
 * `cairn ingest` of it into a new SQLite file, against `node -e 0` on the same machine. The
 * checkout's own bin (tsx, compiling TypeScript on the fly) and `npx cairn` are reported beside.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { installCliPackage } from "@/lib/cli/pack/install-package";
import { smallBundle, zipBundle } from "@/lib/cli/testing/small-bundle";
import { benchResult, withRatio, type BenchResult } from "../lib/result";

const RUNS = 9;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median wall time of `RUNS` runs; `prepare` runs before each, outside the timing. */
function timed(command: string, args: string[], cwd: string, expectCode: number, prepare: (run: number) => Record<string, string> = () => ({})): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const env = { ...process.env, ...prepare(run) };
    const started = performance.now();
    const result = spawnSync(command, args, { cwd, env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
    times.push(performance.now() - started);
    if (result.status !== expectCode) throw new Error(`${command} ${args.join(" ")} exited ${result.status}: ${result.stderr}`);
  }
  return median(times);
}

export async function run(): Promise<BenchResult> {
  const work = mkdtempSync(path.join(tmpdir(), "cairn-bench-cli-"));
  try {
    const { job, bin } = await installCliPackage(process.cwd(), work);
    const bundle = path.join(job, "bundle.zip");
    writeFileSync(bundle, zipBundle(smallBundle()));
    const node = timed(process.execPath, ["-e", "0"], job, 0);
    const metric = (name: string, value: number, goal?: string) => withRatio({ metric: name, value, unit: "ms", baseline: node, ...(goal ? { goal } : {}) });
    return benchResult(
      "cli",
      [
        { metric: "node -e 0 (baseline)", value: node, unit: "ms" },
        metric("cairn --help", timed(bin, ["--help"], job, 0), "≤ 300 ms"),
        // The small bundle has an invented figure, so the audit's gate fails: exit 1.
        metric("cairn audit (small bundle)", timed(bin, ["audit", bundle, "--out", path.join(work, "audit")], job, 1), "≤ 800 ms"),
        metric("cairn ingest (small bundle, new SQLite file)", timed(bin, ["ingest", bundle], job, 0, (run) => ({ DATABASE_URL: `file:${path.join(work, `ingest-${run}.db`)}` })), "≤ 1000 ms"),
        metric("npx cairn --help (npx's own start included)", timed("npx", ["--no", "--", "cairn", "--help"], job, 0)),
        metric("checkout bin --help (tsx)", timed(process.execPath, [path.join(process.cwd(), "lib/cli/cairn.mjs"), "--help"], process.cwd(), 0)),
      ],
      [
        `small bundle: ${statSync(bundle).size} bytes zipped; median of ${RUNS} runs each`,
        `load average ${loadavg().map((load) => load.toFixed(1)).join(" / ")} at the end: the machine is shared with other jobs, so figures move with its load`,
      ],
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
