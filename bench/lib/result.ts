import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

/** One benchmark's figures, as written to bench/results/<name>.json. */
export interface BenchMetric {
  metric: string;
  value: number;
  unit: string;
  /** The named baseline's figure for the same work, when the issue names one. */
  baseline?: number;
  /** value / baseline. */
  ratio?: number;
  /** The target, in words (e.g. "≤ 3× unzip"). */
  goal?: string;
}

export interface BenchResult {
  name: string;
  measuredAt: string;
  /** `malloc`: the GLIBC_TUNABLES the benchmark ran under (lib/tooling/malloc-policy.ts), or "glibc defaults". */
  environment: { node: string; platform: string; cpus: number; malloc: string };
  metrics: BenchMetric[];
  notes?: string[];
}

export function benchResult(name: string, metrics: BenchMetric[], notes?: string[]): BenchResult {
  return {
    name,
    measuredAt: new Date().toISOString(),
    environment: { node: process.version, platform: `${process.platform}-${process.arch}`, cpus: availableParallelism(), malloc: process.env.GLIBC_TUNABLES ?? "glibc defaults" },
    metrics,
    notes,
  };
}

export function withRatio(metric: Omit<BenchMetric, "ratio">): BenchMetric {
  return metric.baseline ? { ...metric, ratio: Number((metric.value / metric.baseline).toFixed(3)) } : metric;
}

export function writeResult(result: BenchResult): string {
  const dir = path.join(process.cwd(), "bench/results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${result.name}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + "\n");
  return file;
}

export function printResult(result: BenchResult): void {
  console.log(`\n${result.name}`);
  for (const m of result.metrics) {
    const value = `${Number(m.value.toFixed(3))} ${m.unit}`;
    const base = m.baseline !== undefined ? `  baseline ${Number(m.baseline.toFixed(3))} ${m.unit}` : "";
    const ratio = m.ratio !== undefined ? `  ratio ${m.ratio}×` : "";
    const goal = m.goal ? `  goal: ${m.goal}` : "";
    console.log(`  ${m.metric.padEnd(44)} ${value.padStart(16)}${base}${ratio}${goal}`);
  }
  for (const note of result.notes ?? []) console.log(`  note: ${note}`);
}
