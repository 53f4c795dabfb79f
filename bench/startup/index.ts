/**
 * Baseline: cold start (process start → /api/health OK, migrations included, against a new SQLite
 * file) and first-load JS per route (every script the page's HTML loads, gzip-compressed).
 * Needs a production build (`npm run build`).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
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

async function firstLoadJs(base: string, route: string): Promise<number> {
  const html = await (await fetch(base + route)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  let total = 0;
  for (const src of new Set(scripts)) {
    const file = path.join(process.cwd(), ".next", src.replace(/^\/_next\//, "").split("?")[0]);
    if (existsSync(file)) total += gzipSync(readFileSync(file)).length;
  }
  return total / 1024;
}

export async function run(): Promise<BenchResult> {
  if (!existsSync(path.join(process.cwd(), ".next/BUILD_ID"))) throw new Error("no production build: run `npm run build` first");
  const port = 3900 + Math.floor(Math.random() * 90);
  const database = path.join(mkdtempSync(path.join(tmpdir(), "cairn-bench-")), "bench.db");
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
    for (const route of ROUTES) metrics.push({ metric: `first-load JS ${route} (gzip)`, value: await firstLoadJs(base, route), unit: "KB" });
    return benchResult("startup", metrics);
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
}
