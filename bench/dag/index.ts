/**
 * Run page at scale: generated runs of 10, 100 and 500 agents (≈4 edges per agent at 500) are
 * ingested into a fresh SQLite file, the production build serves them, and Chromium measures
 * navigation → graph painted (`data-graph-ready`, set a frame after React Flow has fitted the
 * laid-out graph) and run data in the page → painted (the run's data arrives with the HTML; this
 * span includes fetching the stored layout, so it is the "after data arrival" figure). The first
 * view of each run, which lays it out on the server, is reported on its own. Also the run page's first-load JS (gzip) and whether React Flow
 * leaks into the runs list's bundle. Needs a production build (`npm run build`).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { applyMigrations, createDb, databaseConfig } from "@/lib/server/db";
import { ingestBundle } from "@/lib/server/ingest";
import { benchResult, type BenchMetric, type BenchResult } from "../lib/result";
import { GRAPH_MARKS } from "@/components/run/graph/graph-marks";
import { writeGeneratedBundle } from "./generate";

const SIZES = [
  { agents: 10, fanIn: 2 },
  { agents: 100, fanIn: 3 },
  { agents: 500, fanIn: 4 },
];
const REPEATS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

/** The gzip size of every script the page's HTML loads, and whether any of them carries React Flow. */
async function firstLoadJs(base: string, route: string): Promise<{ kb: number; hasReactFlow: boolean }> {
  const html = await (await fetch(base + route)).text();
  const scripts = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]));
  let bytes = 0;
  let hasReactFlow = false;
  for (const src of scripts) {
    const file = path.join(process.cwd(), ".next", src.replace(/^\/_next\//, "").split("?")[0]);
    if (!existsSync(file)) continue;
    const source = readFileSync(file);
    bytes += gzipSync(source).length;
    hasReactFlow ||= source.includes("react-flow__");
  }
  return { kb: bytes / 1024, hasReactFlow };
}

/** One navigation: ms from navigation start to graph painted, and from the run's data in the page to painted (the page's own User Timing marks). */
async function measurePaint(page: Page, url: string, nodes: number): Promise<{ painted: number; afterData: number }> {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForSelector('[data-graph-ready="true"]', { state: "attached", timeout: 120_000 });
  const drawn = Number(await page.getAttribute('[data-testid="run-graph"]', "data-node-count"));
  if (drawn !== nodes) throw new Error(`expected ${nodes} nodes on the graph, found ${drawn}`);
  const [dataInPage, painted] = await page.evaluate(
    (marks) => [marks.dataInPage, marks.painted].map((name) => performance.getEntriesByName(name, "mark")[0]?.startTime ?? NaN),
    GRAPH_MARKS,
  );
  if (!(painted >= dataInPage)) throw new Error(`the page left no timing marks (data ${dataInPage}, painted ${painted})`);
  return { painted, afterData: painted - dataInPage };
}

export async function run(): Promise<BenchResult> {
  if (!existsSync(path.join(process.cwd(), ".next/BUILD_ID"))) throw new Error("no production build: run `npm run build` first");
  const dir = mkdtempSync(path.join(tmpdir(), "cairn-bench-dag-"));
  const url = `file:${path.join(dir, "bench.db")}`;
  const config = databaseConfig(url);
  await applyMigrations(config);
  const db = createDb(config);
  const runs: { agents: number; edges: number; id: string }[] = [];
  try {
    for (const size of SIZES) {
      const bundle = writeGeneratedBundle(dir, size.agents, size.fanIn);
      const answer = await ingestBundle({ db, config }, { kind: "directory", path: bundle.dir });
      if (answer.status !== "created") throw new Error(`generated run of ${size.agents} agents was not created`);
      runs.push({ agents: size.agents, edges: bundle.edges, id: answer.run.id });
    }
  } finally {
    await db.$disconnect();
  }

  const port = 3990 + Math.floor(Math.random() * 9);
  const server = spawn(path.join(process.cwd(), "node_modules/.bin/tsx"), ["lib/tooling/start.ts"], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: url, CAIRN_DEMO: "off", CAIRN_ADMIN_TOKEN: "" },
    stdio: "ignore",
    detached: true,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, Date.now() + 60_000);
    const metrics: BenchMetric[] = [];
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    for (const runInfo of runs) {
      const routeUrl = `${base}/runs/${runInfo.id}`;
      // The first view lays the run out (ELK on the server's thread) and stores it; later views read it.
      const firstView = await measurePaint(page, routeUrl, runInfo.agents + 1);
      const samples: { painted: number; afterData: number }[] = [];
      for (let i = 0; i < REPEATS; i++) samples.push(await measurePaint(page, routeUrl, runInfo.agents + 1));
      const label = `${runInfo.agents} agents, ${runInfo.edges} edges`;
      metrics.push({ metric: `first view, layout computed → graph painted (${label})`, value: firstView.afterData, unit: "ms" });
      metrics.push({ metric: `navigation → graph painted (${label})`, value: median(samples.map((s) => s.painted)), unit: "ms" });
      metrics.push({
        metric: `data arrival → graph painted (${label})`,
        value: median(samples.map((s) => s.afterData)),
        unit: "ms",
        ...(runInfo.agents === 500 ? { goal: "≤ 1000 ms" } : {}),
      });
    }
    const runPage = await firstLoadJs(base, `/runs/${runs[0].id}`);
    const home = await firstLoadJs(base, "/");
    metrics.push({ metric: "first-load JS /runs/[runId] (gzip)", value: runPage.kb, unit: "KB", goal: "≤ 250 KB" });
    metrics.push({ metric: "first-load JS / (gzip)", value: home.kb, unit: "KB" });
    metrics.push({ metric: "React Flow in the first-load JS of /runs/[runId] or /", value: Number(runPage.hasReactFlow || home.hasReactFlow), unit: "bool", goal: "0 (loaded on demand)" });
    return benchResult("dag", metrics, [`median of ${REPEATS} navigations after each run's first view; elkjs lays a run out on the server once and the page fetches it`]);
  } finally {
    await browser.close();
    process.kill(-server.pid!, "SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}
