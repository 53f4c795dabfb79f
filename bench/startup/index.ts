/**
 * Baseline: cold start (process start → /api/health OK, migrations included, against a new SQLite
 * file) and first-load JS per route (every script the page's HTML loads, gzip-compressed).
 * Needs a production build (`npm run build`).
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PRODUCTION_BUILD } from "@/lib/server/testing";
import { firstLoadJs } from "../lib/first-load-js";
import { benchResult, type BenchMetric, type BenchResult } from "../lib/result";

const ROUTES = ["/"];

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

export async function run(): Promise<BenchResult> {
  if (!PRODUCTION_BUILD) throw new Error("no production build: run `npm run build` first");
  const port = 3900 + Math.floor(Math.random() * 90);
  const database = path.join(mkdtempSync(path.join(tmpdir(), "cairn-bench-")), "bench.db");
  // Spawned here, not by startProductionServer: the cold start is timed from this spawn of tsx,
  // with health polled every 25 ms.
  const started = performance.now();
  const server = spawn(path.join(process.cwd(), "node_modules/.bin/tsx"), ["lib/tooling/start.ts"], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: `file:${database}`, CAIRN_DEMO: "off" },
    stdio: "ignore",
    detached: true,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, Date.now() + 60_000);
    const coldStart = performance.now() - started;
    const metrics: BenchMetric[] = [{ metric: "cold start to health OK", value: coldStart, unit: "ms" }];
    for (const route of ROUTES) metrics.push({ metric: `first-load JS ${route} (gzip)`, value: (await firstLoadJs(base, route)).kb, unit: "KB" });
    return benchResult("startup", metrics);
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
}
