/**
 * /api/health latency while the production server ingests an upload (issue: "answers within
 * 100 ms during any ingest"). Health is asked every 20 ms, one request at a time, during each
 * upload; three runs per upload, figures are medians over the runs. Needs `npm run build`.
 */
import { zipSync } from "fflate";
import { createTestDatabase, largeBundleZip, PRODUCTION_BUILD, startProductionServer, uploadWithProgress, watchHealth } from "@/lib/server/testing";
import { generateBundle } from "../lib/generated-bundle";
import { benchResult, type BenchMetric, type BenchResult } from "../lib/result";

const RUNS = 3;
const MiB = 1024 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

export async function run(): Promise<BenchResult> {
  if (!PRODUCTION_BUILD) throw new Error("no production build: run `npm run build` first");
  const uploads: { name: string; bytes: Uint8Array }[] = [
    { name: "60 MB bundle (3,000 calls)", bytes: zipSync(Object.fromEntries(generateBundle({ agents: 20, calls: 3000, targetBytes: 60_000_000 }))) },
    { name: "15 MiB line of NaNs", bytes: largeBundleZip({ calls: 100, callBytes: 1000, nanLineBytes: 15 * MiB }) },
    { name: "157 MB line of NaNs (refused)", bytes: largeBundleZip({ calls: 1, callBytes: 100, nanLineBytes: 157_000_000 }) },
  ];
  const database = await createTestDatabase();
  const server = await startProductionServer({ DATABASE_URL: database.url, CAIRN_RUNNER: "off" });
  const metrics: BenchMetric[] = [];
  try {
    for (const upload of uploads) {
      const maxima: number[] = [];
      const p95s: number[] = [];
      const medians: number[] = [];
      const durations: number[] = [];
      let outcome = "";
      for (let run = 0; run < RUNS; run++) {
        const latencies: number[] = [];
        const started = performance.now();
        await watchHealth(
          server.port,
          () => uploadWithProgress(server.port, upload.bytes, "bench.zip", (event) => {
            if (event.type !== "progress") outcome = event.type === "result" ? event.answer.status : event.error.code;
          }),
          (status, ms) => latencies.push(status === 200 ? ms : Number.POSITIVE_INFINITY),
        );
        durations.push(performance.now() - started);
        maxima.push(Math.max(...latencies));
        p95s.push(percentile(latencies, 0.95));
        medians.push(median(latencies));
      }
      const label = `${upload.name}, ${(upload.bytes.length / 1e6).toFixed(1)} MB zip → ${outcome}`;
      metrics.push(
        { metric: `${label}: upload to answer`, value: Math.round(median(durations)), unit: "ms" },
        { metric: `${label}: health median`, value: Number(median(medians).toFixed(1)), unit: "ms" },
        { metric: `${label}: health p95`, value: Number(median(p95s).toFixed(1)), unit: "ms" },
        { metric: `${label}: health max`, value: Number(median(maxima).toFixed(1)), unit: "ms", goal: "≤ 100 ms" },
      );
    }
  } finally {
    await server.stop();
    await database.dispose();
  }
  return benchResult("ingest-latency", metrics, [`health every 20 ms during each upload; medians over ${RUNS} runs; the machine's 2 cores are shared with other work`]);
}
