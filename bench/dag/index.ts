/**
 * Run page at scale: generated runs of 10, 100 and 500 agents (≈4 edges per agent at 500) are
 * ingested into a fresh SQLite file, the production build serves them, and Chromium measures
 * navigation → graph painted (`data-graph-ready`, set a frame after React Flow has fitted the
 * laid-out graph) and run data in the page → painted (the run's data arrives with the HTML; this
 * span includes fetching the stored layout, so it is the "after data arrival" figure). The first
 * view of each run, which lays it out on the server, is reported on its own. Also the run page's first-load JS (gzip) and whether React Flow
 * leaks into the runs list's bundle. Needs a production build (`npm run build`).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { chromium, type Page } from "playwright-core";
import { applyMigrations, databaseConfig } from "@/lib/server/db";
import { ingestBundle } from "@/lib/server/ingest";
import { PRODUCTION_BUILD, startProductionServer, uploadWithProgress } from "@/lib/server/testing";
import { firstLoadJs } from "../lib/first-load-js";
import { benchResult, type BenchMetric, type BenchResult } from "../lib/result";
import { GRAPH_MARKS } from "@/components/run/graph/graph-marks";
import { writeGeneratedBundle } from "./generate";

const SIZES = [
  { agents: 10, fanIn: 2 },
  { agents: 100, fanIn: 3 },
  { agents: 500, fanIn: 4 },
];
/** Uploaded through the API: a size ELK lays out (up to 150 agents), the slowest first view. */
const UPLOADED = { agents: 100, fanIn: 3 };
const REPEATS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every file under `dir`, zipped with paths relative to it, as a reviewer's upload would be. */
function zipFolder(dir: string): Uint8Array {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => statSync(path.join(dir, file)).isFile());
  return zipSync(Object.fromEntries(files.map((file) => [file.split(path.sep).join("/"), readFileSync(path.join(dir, file))])));
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

/** The longest gap between animation frames while `act` runs: what a reviewer feels as a stall. */
// Plain JavaScript: tsx would wrap named functions in a helper the page does not have.
const FRAME_RECORDER = `(() => {
  const frames = [];
  let last = performance.now();
  let running = true;
  requestAnimationFrame(function tick(now) {
    frames.push(now - last);
    last = now;
    if (running) requestAnimationFrame(tick);
  });
  window.stopFrames = () => { running = false; return Math.max(...frames); };
})()`;

async function longestFrame(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(FRAME_RECORDER);
  await act();
  await page.waitForTimeout(300);
  return page.evaluate("window.stopFrames()");
}

/** Drags the graph pane by (dx, dy) in small steps, as a hand would. */
async function pan(page: Page, dx: number, dy: number): Promise<void> {
  const box = (await page.getByTestId("run-graph").boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 20 });
  await page.mouse.up();
}

/** Wheel-zooms at a node in the middle of the run, `notches` times (negative zooms in), so the zoomed view is full of graph. */
async function zoom(page: Page, notches: number): Promise<void> {
  const box = (await page.locator('[data-testid="graph-node"][data-node="agent_0250"]').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < Math.abs(notches); i++) {
    await page.mouse.wheel(0, Math.sign(notches) * 100);
    await page.waitForTimeout(30);
  }
}

/** Pan and zoom on the painted graph: overview, the switch into React Flow's full drawing, and panning there. */
async function interaction(page: Page): Promise<{ overviewPan: number; zoomIn: number; detailPan: number; mode: string | null }> {
  const overviewPan = await longestFrame(page, () => pan(page, -300, 120));
  const zoomIn = await longestFrame(page, () => zoom(page, -20));
  const mode = await page.getAttribute('[data-testid="run-graph"]', "data-graph-mode");
  if ((await page.locator('[data-testid="graph-edge"]').count()) === 0) throw new Error("zoomed into an empty part of the graph: the detail pan would measure nothing");
  const detailPan = await longestFrame(page, () => pan(page, 400, -150));
  return { overviewPan, zoomIn, detailPan, mode };
}

export async function run(): Promise<BenchResult> {
  if (!PRODUCTION_BUILD) throw new Error("no production build: run `npm run build` first");
  const dir = mkdtempSync(path.join(tmpdir(), "cairn-bench-dag-"));
  const url = `file:${path.join(dir, "bench.db")}`;
  const config = databaseConfig(url);
  await applyMigrations(config);
  const runs: { agents: number; edges: number; id: string }[] = [];
  for (const size of SIZES) {
    const bundle = writeGeneratedBundle(dir, size.agents, size.fanIn);
    const answer = await ingestBundle({ config }, { kind: "directory", path: bundle.dir });
    if (answer.status !== "created") throw new Error(`generated run of ${size.agents} agents was not created`);
    runs.push({ agents: size.agents, edges: bundle.edges, id: answer.run.id });
  }

  const server = await startProductionServer({ DATABASE_URL: url, CAIRN_ADMIN_TOKEN: "" });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    const { base } = server;
    const metrics: BenchMetric[] = [];
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    for (const runInfo of runs) {
      const routeUrl = `${base}/runs/${runInfo.id}`;
      // The first view lays the run out (ELK on the server's thread) and stores it; later views read it.
      const firstView = await measurePaint(page, routeUrl, runInfo.agents + 1);
      const samples: { painted: number; afterData: number }[] = [];
      for (let i = 0; i < REPEATS; i++) samples.push(await measurePaint(page, routeUrl, runInfo.agents + 1));
      const label = `${runInfo.agents} agents, ${runInfo.edges} edges`;
      metrics.push({
        metric: `first view, layout computed → graph painted (${label})`,
        value: firstView.afterData,
        unit: "ms",
        ...(runInfo.agents === 500 ? { goal: "< 1000 ms" } : {}),
      });
      metrics.push({ metric: `navigation → graph painted (${label})`, value: median(samples.map((s) => s.painted)), unit: "ms" });
      metrics.push({
        metric: `data arrival → graph painted (${label})`,
        value: median(samples.map((s) => s.afterData)),
        unit: "ms",
        ...(runInfo.agents === 500 ? { goal: "≤ 1000 ms" } : {}),
      });
      if (runInfo.agents === 500) {
        const frames = await interaction(page);
        if (frames.mode !== "detail") throw new Error(`zooming in should reach the full drawing, still in ${frames.mode}`);
        metrics.push({ metric: `longest frame panning the overview (${label})`, value: frames.overviewPan, unit: "ms" });
        metrics.push({ metric: `longest frame zooming into the full drawing (${label})`, value: frames.zoomIn, unit: "ms" });
        metrics.push({ metric: `longest frame panning the full drawing (${label})`, value: frames.detailPan, unit: "ms" });
      }
    }
    // The reviewer's own path: upload through the API, then open the run at once; the server began laying it out as it stored it.
    const uploaded = writeGeneratedBundle(path.join(dir, "uploaded"), UPLOADED.agents, UPLOADED.fanIn);
    let uploadedRunId: string | undefined;
    await uploadWithProgress(server.port, zipFolder(uploaded.dir), "dag.zip", (event) => {
      if (event.type === "result" && event.answer.status === "created") uploadedRunId = event.answer.run.id;
    });
    if (!uploadedRunId) throw new Error(`the ${UPLOADED.agents}-agent upload stored no run`);
    const opened = await measurePaint(page, `${base}/runs/${uploadedRunId}`, UPLOADED.agents + 1);
    metrics.push({ metric: `first view opened the moment its upload answered → graph painted (${UPLOADED.agents} agents, ${uploaded.edges} edges)`, value: opened.painted, unit: "ms" });

    const runPage = await firstLoadJs(base, `/runs/${runs[0].id}`);
    const home = await firstLoadJs(base, "/");
    metrics.push({ metric: "first-load JS /runs/[runId] (gzip)", value: runPage.kb, unit: "KB", goal: "≤ 250 KB" });
    metrics.push({ metric: "first-load JS / (gzip)", value: home.kb, unit: "KB" });
    const hasReactFlow = [...runPage.scripts, ...home.scripts].some((script) => script.includes("react-flow__"));
    metrics.push({ metric: "React Flow in the first-load JS of /runs/[runId] or /", value: Number(hasReactFlow), unit: "bool", goal: "0 (loaded on demand)" });
    return benchResult("dag", metrics, [`median of ${REPEATS} navigations after each run's first view; elkjs lays a run out on the server once and the page fetches it`]);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
