import { readFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { expect, test, type Page } from "@playwright/test";
import { fixtureBundle } from "@/fixtures/bundles";
import { generateBundle } from "../bench/lib/generated-bundle";
import { auditRun, uploadDemo } from "./demo-run";
import { createShareLink } from "./share-fixtures";

// Issue 17's reviewer flow, part B: search this run, the call list (tool filter, input previews,
// its place kept on Back), wrapped lines, the resizable layout at 1024 px and a re-audit that keeps
// the previous colours until each hop is redone.

let clinicalRunId: string;
let manyCallsRunId: string;
let demoRunId: string;
let demoAuditId: string;

test.beforeAll(async ({ request }) => {
  const clinical = await request.post("/api/runs", {
    multipart: { archive: { name: "clinical_summary.zip", mimeType: "application/zip", buffer: readFileSync(fixtureBundle("clinical_summary.zip")) } },
  });
  expect([201, 409]).toContain(clinical.status());
  clinicalRunId = (await clinical.json()).run.id;
  // Two agents of 300 calls each: every fifth a sql_query, the rest get_metrics.
  const files = generateBundle({ agents: 2, calls: 600, targetBytes: 600 * 300 });
  const many = await request.post("/api/runs", {
    multipart: { archive: { name: "many-calls.zip", mimeType: "application/zip", buffer: Buffer.from(zipSync(Object.fromEntries(files))) }, duplicate: "allow" },
  });
  expect(many.status(), await many.text()).toBe(201);
  manyCallsRunId = (await many.json()).run.id;
  demoRunId = await uploadDemo(request, "Triage demo");
  demoAuditId = await auditRun(request, demoRunId);
});

const shot = (name: string) => path.join(test.info().project.outputDir, name);

async function openRun(page: Page, runId: string, search = "") {
  await page.goto(`/runs/${runId}${search}`);
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
}

test("search this run lists every call line holding the text, grouped by agent and call, and opens the call at the line", async ({ page }) => {
  await openRun(page, clinicalRunId);
  // Focusing the box gets the run's search ready on the server before a word is typed.
  const prepared = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/runs/${clinicalRunId}/search/corpus`);
  await page.keyboard.press("/");
  await expect(page.getByTestId("run-search")).toBeFocused();
  expect((await prepared).status()).toBe(200);
  await page.keyboard.type("hazard");
  await page.keyboard.press("Enter");

  const panel = page.getByTestId("run-search-panel");
  await expect(panel).toContainText(/the flat text of \d+ tool calls \(\d/);
  await expect(panel.getByTestId("run-search-summary")).toHaveAttribute("data-matches", "2");
  await expect(panel.getByTestId("run-search-agent")).toHaveCount(2);
  await expect(panel.getByTestId("run-search-agent").nth(0)).toHaveAttribute("data-agent", "literature");
  await expect(panel.getByTestId("run-search-agent").nth(1)).toHaveAttribute("data-agent", "trial_data");
  const hit = panel.locator('[data-testid="run-search-agent"][data-agent="trial_data"] [data-testid="run-search-line"]');
  await expect(hit).toHaveAttribute("data-line", "13");
  await expect(hit.locator("mark")).toHaveText("hazard");
  await page.screenshot({ path: shot("run-search.png") });

  await hit.click();
  const callPanel = page.getByTestId("call-panel");
  await expect(callPanel).toContainText("get_trial_results");
  await expect(callPanel.locator('[data-testid="trace-line"][data-line="13"]')).toHaveAttribute("data-cited", "true");
  await expect(callPanel.getByTestId("trace-search")).toHaveValue("hazard");
  await expect(callPanel.getByTestId("trace-search-count")).toHaveText("1 / 1");

  // Back returns to the results, the line just opened marked.
  await page.goBack();
  await expect(panel.locator('[data-testid="run-search-line"][aria-current="true"]')).toHaveAttribute("data-line", "13");

  // A regex searches as a regex; the same text as written finds nothing.
  await panel.getByTestId("run-search-query").fill("hazard.ratio");
  await panel.getByTestId("run-search-regex").check();
  await panel.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/regex=1/);
  await expect(panel.getByTestId("run-search-summary")).toHaveAttribute("data-matches", "2");
  // Each line marks what the regex matched on it, as the server found it.
  await expect(panel.locator('[data-testid="run-search-agent"][data-agent="trial_data"] [data-testid="run-search-line"] mark')).toHaveText("hazard_ratio");
  await panel.getByTestId("run-search-regex").uncheck();
  await panel.getByRole("button", { name: "Search" }).click();
  await expect(panel.getByTestId("run-search-summary")).toHaveAttribute("data-matches", "0");
  await panel.getByTestId("run-search-query").fill("(unclosed");
  await panel.getByTestId("run-search-regex").check();
  await panel.getByRole("button", { name: "Search" }).click();
  await expect(panel.getByTestId("run-search-error")).toContainText("not a valid regex");
});

test("tool chips filter the call list, rows preview their input, and Back keeps the list's scroll and the call opened", async ({ page }) => {
  await openRun(page, manyCallsRunId, "?node=agent_000");
  const nodePanel = page.getByTestId("node-panel");
  const list = nodePanel.getByTestId("tool-call-list");
  await expect(list).toHaveAttribute("data-total", "300");
  await expect(nodePanel.getByTestId("tool-call-input").first()).toHaveText("call: 0, table: kpis");

  await nodePanel.locator('[data-testid="tool-chip"][data-tool="sql_query"]').click();
  await expect(page).toHaveURL(/[?&]tool=sql_query/);
  await expect(nodePanel.locator('[data-testid="tool-chip"][data-tool="sql_query"]')).toHaveAttribute("aria-pressed", "true");
  await expect(list).toHaveAttribute("data-total", "60");
  const rows = nodePanel.getByTestId("tool-call-row");
  await expect(rows.first()).toBeVisible();
  expect(new Set(await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-tool"))))).toEqual(new Set(["sql_query"]));

  await list.evaluate((element) => element.scrollTo({ top: 1200 }));
  const row = nodePanel.locator('[data-testid="tool-call-row"]', { hasText: "#150" });
  await expect(row).toBeVisible();
  const callId = await row.getAttribute("data-call");
  const scrolled = await list.evaluate((element) => element.scrollTop);
  await row.click();
  await expect(page.getByTestId("call-panel")).toContainText("sql_query");
  await expect(page).toHaveURL(/[?&]tool=sql_query/);

  await page.goBack();
  await expect(list).toHaveAttribute("data-total", "60");
  await expect(nodePanel.locator(`[data-testid="tool-call-row"][data-call="${callId}"]`)).toHaveAttribute("aria-current", "true");
  expect(Math.abs((await list.evaluate((element) => element.scrollTop)) - scrolled)).toBeLessThan(50);

  // The chip pressed again shows every call.
  await nodePanel.locator('[data-testid="tool-chip"][data-tool="sql_query"]').click();
  await expect(list).toHaveAttribute("data-total", "300");
});

test("long lines scroll sideways until Wrap is on, and the choice holds across texts and reloads", async ({ page }) => {
  await openRun(page, clinicalRunId, "?node=literature");
  await page.locator('[data-testid="tool-call-row"]', { hasText: "fetch_abstract" }).click();
  const text = page.getByTestId("call-panel").getByTestId("trace-lines");
  const longLine = text.locator('[data-testid="trace-line"][data-line="8"]');
  await expect(longLine).toContainText("semaglutide");
  expect((await longLine.boundingBox())!.height).toBeLessThanOrEqual(21);
  expect(await text.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  await page.getByTestId("trace-wrap").click();
  await expect(page.getByTestId("trace-wrap")).toHaveAttribute("aria-pressed", "true");
  await expect(text).toHaveAttribute("data-wrap", "true");
  await expect.poll(async () => (await longLine.boundingBox())!.height).toBeGreaterThan(40);
  expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // The short line before it keeps one row, and the text's height makes room for the wrapped one.
  expect((await text.locator('[data-testid="trace-line"][data-line="7"]').boundingBox())!.height).toBeLessThanOrEqual(21);
  const wrappedHeight = (await longLine.boundingBox())!.height;
  expect(await text.evaluate((element) => element.scrollHeight)).toBeGreaterThanOrEqual(7 * 20 + wrappedHeight - 1);

  await page.reload();
  await expect(page.getByTestId("trace-wrap")).toHaveAttribute("aria-pressed", "true");
});

test("at 1024 px the graph stays usable beside the report and a chain: panels resize and collapse, the minimap keeps to its corner", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openRun(page, demoRunId, `?audit=${demoAuditId}&panel=report`);
  const sentence = page.locator('[data-testid="report-sentence"]', { hasText: "now employs 14,800 people" });
  await sentence.scrollIntoViewIfNeeded();
  // The report's scroller: the nearest ancestor of the sentence that scrolls, tagged so it can be read again after the click.
  const reportScrolled = await sentence.evaluate((element) => {
    let scroller = element.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight && getComputedStyle(scroller).overflowY !== "visible")) scroller = scroller.parentElement;
    scroller?.setAttribute("data-report-scroller", "");
    return scroller?.scrollTop ?? -1;
  });
  await sentence.click();
  await expect(page.getByTestId("claim-chain")).toBeVisible();
  // Opening the chain beside the report keeps the report mounted (the tagged scroller is the same element), the sentence still in view.
  expect(reportScrolled).toBeGreaterThan(0);
  await expect(page.locator("[data-report-scroller]")).toHaveCount(1);
  expect(await page.locator("[data-report-scroller]").evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect(sentence).toBeInViewport();

  const graph = page.getByTestId("run-graph");
  const minimap = page.locator(".react-flow__minimap");
  await expect.poll(async () => (await graph.boundingBox())!.width).toBeGreaterThanOrEqual(355);
  const graphBox = (await graph.boundingBox())!;
  const minimapBox = (await minimap.boundingBox())!;
  expect(minimapBox.width * minimapBox.height).toBeLessThan(graphBox.width * graphBox.height * 0.05);
  // The lit chain is fitted into the narrow canvas: every lit node is inside it.
  for (const node of await page.locator('[data-testid="graph-node"][data-emphasis="lit"]').all()) {
    const box = (await node.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(graphBox.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(graphBox.x + graphBox.width + 1);
  }
  await page.screenshot({ path: shot("run-layout-1024.png") });

  // Dragging the separator gives the graph more room.
  const separator = page.getByTestId("run-panels-separator");
  const handle = (await separator.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 150, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await graph.boundingBox())!.width).toBeGreaterThan(graphBox.width + 100);

  // Collapsing the details panel gives the graph the whole width; opening something brings it back.
  await page.getByTestId("toggle-details").click();
  await expect(page.getByTestId("toggle-details")).toHaveText("Show details");
  await expect.poll(async () => (await graph.boundingBox())!.width).toBeGreaterThan(1000);
  await page.screenshot({ path: shot("run-layout-1024-collapsed.png") });
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/[?&]claim=/);
  await expect(page.getByTestId("toggle-details")).toHaveText("Hide details");
  await expect(page.getByTestId("report-panel")).toBeVisible();
});

test("a new audit keeps the previous colours marked stale and recolours hop by hop, progress naming the hop running", async ({ page }) => {
  await openRun(page, demoRunId, `?audit=${demoAuditId}`);
  const edges = page.locator('[data-testid="graph-edge"]');
  const edgeCount = await edges.count();
  await expect.poll(() => page.locator('[data-testid="graph-edge"][data-status="fail"]').count()).toBeGreaterThan(0);
  const before = await edges.evaluateAll((elements) => Object.fromEntries(elements.map((element) => [element.getAttribute("data-edge"), element.getAttribute("data-status")])));

  // Hold the new audit mid-run, as the poll would see it: its first hop done, its second running, the rest queued.
  let midRun = true;
  await page.route(/\/api\/runs\/[^/]+\/audits\/[^/?]+$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (!midRun || body.audit.id === demoAuditId) return route.fulfill({ response, json: body });
    const results = body.audit.edgeResults as { fence: string; status: string }[];
    body.audit.status = "running";
    body.audit.progressDone = 1;
    body.audit.edgeResults = results.map((result, index) => ({ ...result, status: index === 0 ? result.status : index === 1 ? "running" : "queued" }));
    await route.fulfill({ response, json: body });
  });
  await page.getByTestId("run-audit").click();
  const progress = page.getByTestId("audit-progress");
  await expect(progress).toHaveAttribute("data-status", "running");
  await expect(progress).toContainText(/1 \/ \d+ hops/);
  await expect(progress.getByTestId("audit-running-hop")).not.toBeEmpty();
  const stale = page.locator('[data-testid="graph-edge"][data-stale="true"]');
  await expect.poll(() => stale.count()).toBeGreaterThan(0);
  // Stale edges show the previous audit's status, not a blank graph.
  for (const edge of await stale.all()) expect(await edge.getAttribute("data-status")).toBe(before[(await edge.getAttribute("data-edge"))!]);
  await expect(page.locator('[data-testid="graph-edge"][data-status="not-audited"]')).toHaveCount(0);
  await page.screenshot({ path: shot("re-audit-stale.png") });

  midRun = false;
  await expect(progress).toHaveAttribute("data-status", "done", { timeout: 30_000 });
  await expect(stale).toHaveCount(0);
  await expect(edges).toHaveCount(edgeCount);
});

test("on a share link, search, the tool filter, wrap and the resizable panels work read-only, with no audit controls", async ({ browser, request }) => {
  const link = await createShareLink(request, demoRunId, { auditId: demoAuditId });
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    const page = await context.newPage();
    await page.goto(link.path);
    await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
    await expect(page.getByTestId("run-audit")).toHaveCount(0);

    await page.getByTestId("run-search").fill("backlog");
    await page.getByTestId("run-search").press("Enter");
    const results = page.getByTestId("run-search-panel");
    await expect.poll(async () => Number(await results.getByTestId("run-search-summary").getAttribute("data-matches"))).toBeGreaterThan(0);
    await results.getByTestId("run-search-line").first().click();
    await expect(page.getByTestId("call-panel").locator('[data-testid="trace-line"][data-cited="true"] mark').first()).toHaveText(/backlog/i);
    await page.getByTestId("trace-wrap").click();
    await expect(page.getByTestId("trace-lines")).toHaveAttribute("data-wrap", "true");

    await page.getByTestId("call-panel").getByRole("button", { name: /^← / }).click();
    const nodePanel = page.getByTestId("node-panel");
    const chip = nodePanel.getByTestId("tool-chip").first();
    const tool = (await chip.getAttribute("data-tool"))!;
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(nodePanel.getByTestId("tool-call-row").first()).toHaveAttribute("data-tool", tool);
    expect(new Set(await nodePanel.getByTestId("tool-call-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-tool"))))).toEqual(new Set([tool]));

    await page.getByTestId("toggle-details").click();
    await expect.poll(async () => (await page.getByTestId("run-graph").boundingBox())!.width).toBeGreaterThan(1000);
    await page.screenshot({ path: shot("share-run-search-1024.png") });
  } finally {
    await context.close();
  }
});
