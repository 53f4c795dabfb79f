import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { fixtureBundle } from "@/fixtures/bundles";
import { auditRun, uploadDemo } from "./demo-run";
import { MemoryFileSink, Snapshot } from "../lib/core/snapshot";
import { createShareLink, uploadAndAudit } from "./share-fixtures";

// The reviewer's flow on the report: the legend of marks, the Markdown report, triage keys and
// the verdict filter, the reasons behind red sentences and failing nodes, the export and CJK text.

let demo: { runId: string; auditId: string };

interface Sentence {
  index: number;
  text: string;
  verdict: string;
  claimIds: string[];
}

async function reportOf(request: APIRequestContext, runId: string, auditId: string): Promise<Sentence[]> {
  return (await (await request.get(`/api/runs/${runId}/audits/${auditId}/report`)).json()).sentences;
}

async function screenshot(page: Page, name: string, target?: Locator) {
  const file = path.join(test.info().project.outputDir, name);
  await (target ?? page).screenshot({ path: file });
  console.log(`${name}: ${path.resolve(file)}`);
}

test.beforeAll(async ({ request }) => {
  const runId = await uploadDemo(request, "Report flow demo");
  demo = { runId, auditId: await auditRun(request, runId) };
});

test("the legend explains every mark, and an edge's label opens the edge", async ({ page }) => {
  await page.goto(`/runs/${demo.runId}`);
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
  await page.getByTestId("open-legend").click();
  const legend = page.getByTestId("marks-legend-body");
  await expect(legend).toBeVisible();
  for (const mark of ["status-pass", "status-fail", "status-empty", "verdict-not-found", "provenance-enveloped", "provenance-trusted", "provenance-raw", "provenance-unknown", "mark-injection", "mark-overridden"]) {
    await expect(legend.getByTestId(`legend-${mark}`)).toBeVisible();
  }
  await expect(legend.getByTestId("legend-status-empty")).toContainText("∅ empty");
  await screenshot(page, "legend.png");
  await page.getByTestId("open-legend").click();
  await expect(legend).toBeHidden();

  const label = page.locator('[data-testid="graph-edge"][data-edge="synthesizer->writer"] [data-testid="edge-label"]');
  await label.click();
  await expect(page).toHaveURL(/[?&]edge=synthesizer-%3Ewriter/);
  await expect(page.getByTestId("edge-panel")).toContainText("synthesizer → writer");
});

test("a report written in Markdown renders headings and tables, every sentence clickable, raw HTML never parsed", async ({ page, request }) => {
  const response = await request.post("/api/runs", {
    multipart: { archive: { name: "deep_research.zip", mimeType: "application/zip", buffer: readFileSync(fixtureBundle("deep_research.zip")) }, duplicate: "allow" },
  });
  expect([201, 409]).toContain(response.status());
  const runId = (await response.json()).run.id as string;
  const auditId = await auditRun(request, runId);
  const sentences = await reportOf(request, runId, auditId);
  const row = sentences.find((sentence) => sentence.text.startsWith("North Coast"))!;
  expect(row.claimIds.length).toBeGreaterThan(0);

  await page.goto(`/runs/${runId}?panel=report&audit=${auditId}`);
  const view = page.getByTestId("report-view");
  await expect(view.getByRole("heading", { level: 1 })).toContainText("Grid-scale battery storage in Varenna, 2025");
  await expect(view.getByRole("heading", { level: 2 }).first()).toContainText("Summary");
  await expect(view).not.toContainText("## ");
  await expect(view).not.toContainText("|---|");
  await expect(view.locator("table tbody tr")).toHaveCount(4);
  // Every sentence the API cut is drawn, once, under its own index.
  await expect(view.locator("[data-sentence]")).toHaveCount(sentences.filter((sentence) => sentence.claimIds.length > 0).length);
  await screenshot(page, "report-markdown.png", page.getByTestId("report-panel"));

  // A table row is one sentence: its second cell opens it, at the claim the API names.
  await view.locator(`[data-part-of="${row.index}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]claim=(${row.claimIds.join("|")})`));
  await expect(page.getByTestId("claim-chain")).toBeVisible();
});

test("n/N step through the ✗ sentences, the legend filters by verdict, and ? lists the keys", async ({ page, request }) => {
  const sentences = await reportOf(request, demo.runId, demo.auditId);
  const failed = sentences.filter((sentence) => sentence.verdict === "not-found");
  expect(failed.length).toBeGreaterThan(1);
  await page.goto(`/runs/${demo.runId}?panel=report`);
  const view = page.getByTestId("report-view");
  await expect(view.locator("[data-sentence]").first()).toBeVisible();
  const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.sentence);

  await page.keyboard.press("n");
  expect(await focused()).toBe(String(failed[0].index));
  await page.keyboard.press("n");
  expect(await focused()).toBe(String(failed[1].index));
  await page.keyboard.press("Shift+N");
  expect(await focused()).toBe(String(failed[0].index));
  await page.keyboard.press("j");
  expect(Number(await focused())).toBeGreaterThan(failed[0].index);
  await page.keyboard.press("Shift+N");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]claim=(${failed[0].claimIds.join("|")})`));
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/[?&]claim=/);
  await expect(page).toHaveURL(/[?&]panel=report/);
  // On a slow machine, Escape pressed before the page has drawn the chain Enter opened still
  // closes only the chain (the CPU slowed 30× so the keys land between the URL and the render).
  expect(await focused()).toBe(String(failed[0].index));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 30 });
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/[?&]claim=/);
  await expect(page).toHaveURL(/[?&]panel=report/);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  await page.getByTestId("verdict-filter-not-found").click();
  await expect(page.getByTestId("verdict-filter-state")).toContainText(`${failed.length} of ${sentences.length} sentences shown`);
  // Blocks without a ✗ sentence are hidden; headings stay, dimmed, to keep the report's outline.
  const strays = () =>
    view.evaluate((article) =>
      [...article.querySelectorAll<HTMLElement>("[data-sentence]")].filter((part) => part.checkVisibility() && !part.hasAttribute("data-match") && !part.closest("h1, h2, h3, h4, h5, h6") && !part.closest("p, li, tr")?.querySelector("[data-match]")).length,
    );
  expect(await strays()).toBe(0);
  for (const bad of failed) await expect(view.locator(`[data-sentence="${bad.index}"]`)).toBeVisible();
  const hiddenSupported = view.locator('[data-sentence][data-verdict="found"]:not(:visible)');
  expect(await hiddenSupported.count()).toBeGreaterThan(0);
  await screenshot(page, "report-filtered.png", page.getByTestId("report-panel"));
  await page.getByTestId("verdict-filter-not-found").click();
  await expect(hiddenSupported).toHaveCount(0);

  await page.keyboard.press("?");
  const help = page.getByTestId("keyboard-help");
  await expect(help).toBeVisible();
  for (const key of ["j", "k", "n", "N", "Enter", "Esc", "/", "?"]) await expect(help.locator("kbd", { hasText: new RegExp(`^${key.replace(/[?/]/g, "\\$&")}$`) })).toHaveCount(1);
  await screenshot(page, "keyboard-help.png");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  // Esc closed only the overlay: the report is still open.
  await expect(page).toHaveURL(/[?&]panel=report/);
});

test("a share link shows the same Markdown report, triage keys and verdict filter, read-only", async ({ browser, request }) => {
  const link = await createShareLink(request, demo.runId, { auditId: demo.auditId });
  const failed = (await reportOf(request, demo.runId, demo.auditId)).filter((sentence) => sentence.verdict === "not-found");
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${link.path}?panel=report`);
  const view = page.getByTestId("report-view");
  await expect(view.getByRole("heading", { level: 1 })).toContainText("Northwind Robotics (NWR)");
  await expect(view).not.toContainText("## ");
  await expect(view.locator("[data-sentence]").first()).toBeVisible();
  await page.keyboard.press("n");
  expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.sentence)).toBe(String(failed[0].index));
  await page.getByTestId("verdict-filter-not-found").click();
  await expect(page.getByTestId("verdict-filter-state")).toContainText(`${failed.length} of`);
  // The legend and the key map are the run page's, so a share link has them too.
  await page.getByTestId("open-legend").click();
  await expect(page.getByTestId("marks-legend-body").getByTestId("legend-provenance-raw-warning")).toBeVisible();
  await page.keyboard.press("?");
  await expect(page.getByTestId("keyboard-help")).toBeVisible();
  await context.close();
});

test("a red sentence found in the report says where upstream it breaks, and a failing node says why", async ({ page, request }) => {
  const sentences = await reportOf(request, demo.runId, demo.auditId);
  const fabricated = sentences.find((sentence) => sentence.text.includes("now employs 14,800 people"))!;
  await page.goto(`/runs/${demo.runId}?panel=report&claim=${fabricated.claimIds[0]}`);
  const breaks = page.getByTestId("sentence-break");
  await expect(breaks).toHaveCount(1);
  await expect(breaks).toContainText("14,800");
  await expect(breaks).toHaveAttribute("data-hop", "synthesizer->writer");
  await expect(breaks).toContainText("is found in the report, but its chain breaks upstream at synthesizer->writer");
  await breaks.getByTestId("sentence-break-hop").click();
  await expect(page).toHaveURL(/[?&]edge=synthesizer-%3Ewriter/);
  await expect(page.getByTestId("edge-panel")).toBeVisible();

  await page.locator('[data-testid="graph-node"][data-node="writer"]').click();
  const reason = page.locator('[data-testid="node-verdict-reason"][data-fence="synthesizer->writer"]');
  await expect(reason).toHaveAttribute("data-status", "fail");
  await expect(reason).toContainText(/\d+ of \d+ claims not found/);
  await reason.locator("summary").click();
  await expect(reason.getByTestId("fence-result")).toBeVisible();
  await expect(reason.getByText("14,800").first()).toBeVisible();
});

test("the HTML export groups not-found claims by hop and says where supported sentences come from", async ({ request }) => {
  const html = await (await request.get(`/api/runs/${demo.runId}/audits/${demo.auditId}/export?format=html`)).text();
  expect(html).toMatch(/<h3>Breaks at <span class="mono">synthesizer-&gt;writer<\/span> \(\d+\)<\/h3>/);
  expect(html).toMatch(/<td class="mono">fundamental\/calls\/\d{4}_get_backlog\.txt<\/td><td class="num">\d+<\/td>/);
});

test("CJK agent names render with the bundled fallback font on a machine without CJK fonts", async ({ page, request }) => {
  const sink = new MemoryFileSink();
  let clock = 1_760_000_000;
  const snapshot = new Snapshot("trace", sink, { sessionId: "20251121_090000_0c0ffee0", now: () => (clock += 1) });
  const [research, prices] = ["研究代理", "株価データ"];
  snapshot.record(research, "search", { query: "蓄電池" }, { results: ["容量 3.8 GW"] }, 5);
  snapshot.record(prices, "get_price", { ticker: "7203" }, { close: 2841 }, 5);
  snapshot.saveArtifact(research, "容量は 3.8 GW。", "notes.md");
  snapshot.declareDependency(prices, [research]);
  snapshot.finalize();
  sink.writeFile("report.md", "# 報告\n\n容量は 3.8 GW に達した。\n");
  const { runId } = await uploadAndAudit(request, sink.paths().map((file) => ({ path: `cjk/${file}`, bytes: sink.read(file)! })), "CJK 名のパイプライン");

  await page.goto(`/runs/${runId}`);
  const node = page.locator(`[data-testid="graph-node"][data-node="${research}"]`);
  await expect(node).toContainText(research);
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/["']/g, "") === "Noto Sans SC" && face.status === "loaded"))).toBe(true);
  await screenshot(page, "cjk-names.png", node);
});

test("the run view with the Markdown report and a chain open, as the README shows it", async ({ page, request }) => {
  const runId = await uploadDemo(request, "Demo: Northwind Robotics equity research");
  const auditId = await auditRun(request, runId);
  const backlog = (await reportOf(request, runId, auditId)).find((sentence) => sentence.text.includes("Order backlog stood at $6.1 billion"))!;
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(`/runs/${runId}?panel=report&claim=${backlog.claimIds[0]}`);
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
  await expect(page.getByTestId("claim-chain").getByTestId("chain-source")).toBeVisible();
  await expect(page.getByTestId("report-view").getByRole("heading", { level: 2 }).first()).toBeVisible();
  await screenshot(page, "run-view-report.png");
});
