import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { fixtureBundle } from "@/fixtures/bundles";

// The demo run: the clinical_summary sample, uploaded once through the public API.
const manifest = JSON.parse(readFileSync(fixtureBundle("clinical_summary/trace/manifest.json"), "utf8")) as {
  agents: Record<string, unknown>;
  dependencies: Record<string, string[]>;
};

/** What the manifest says the graph holds: its agents plus the report node; its dependency edges plus one per terminal into the report. */
function expectedGraph() {
  const names = new Set([...Object.keys(manifest.agents), ...Object.entries(manifest.dependencies).flat(2)]);
  const dependencyEdges = Object.values(manifest.dependencies).reduce((sum, upstreams) => sum + upstreams.length, 0);
  const consumed = new Set(Object.values(manifest.dependencies).flat());
  const terminals = [...names].filter((name) => !consumed.has(name));
  return { nodes: names.size + 1, edges: dependencyEdges + terminals.length };
}

let runId: string;

test.beforeAll(async ({ request }) => {
  const buffer = readFileSync(fixtureBundle("clinical_summary.zip"));
  const response = await request.post("/api/runs", { multipart: { archive: { name: "clinical_summary.zip", mimeType: "application/zip", buffer } } });
  const answer = await response.json();
  expect([201, 409]).toContain(response.status());
  runId = answer.run.id;
});

test("the run page draws the manifest's graph, opens a node and a call, and keeps the selection across a reload", async ({ page, request }) => {
  const expected = expectedGraph();
  await page.goto(`/runs/${runId}`);
  const graph = page.getByTestId("run-graph");
  await expect(graph).toHaveAttribute("data-graph-ready", "true");

  await expect(page.getByTestId("node-count")).toHaveText(String(expected.nodes));
  await expect(page.getByTestId("edge-count")).toHaveText(String(expected.edges));
  await expect(page.locator(".react-flow__node")).toHaveCount(expected.nodes);
  await expect(page.locator(".react-flow__edge")).toHaveCount(expected.edges);
  // The bundle's imported audit is the one shown: the header counts its stored fences.
  const { defaultAuditId } = await (await request.get(`/api/runs/${runId}/audits`)).json();
  const stored = (await (await request.get(`/api/runs/${runId}/audits/${defaultAuditId}`)).json()).audit.edgeResults as { status: string }[];
  await expect(page.getByTestId("fence-count-fail")).toHaveAttribute("data-count", String(stored.filter((result) => result.status === "fail").length));

  await page.locator('[data-testid="graph-node"][data-node="trial_data"]').click();
  const nodePanel = page.getByTestId("node-panel");
  await expect(nodePanel).toContainText("trial_data");
  await expect(nodePanel.getByTestId("tools-used")).toContainText("get_registry_entry");
  await expect(nodePanel.getByTestId("tool-call-row")).toHaveCount(3);

  await nodePanel.getByTestId("tool-call-row").first().click();
  const callPanel = page.getByTestId("call-panel");
  await expect(callPanel).toContainText("get_trial_results");
  await expect(callPanel.getByTestId("call-input")).toContainText('"trial_id": "FLOW"');
  const lines = callPanel.getByTestId("trace-line");
  await expect(lines.first()).toContainText("[tool_call #0] get_trial_results");
  await expect(callPanel.getByTestId("line-number").first()).toHaveText("1");
  await expect(callPanel.locator('[data-line="13"]')).toContainText("primary_endpoint.hazard_ratio: 0.76");

  const selected = new URL(page.url());
  expect(selected.searchParams.get("node")).toBe("trial_data");
  expect(selected.searchParams.get("call")).toBeTruthy();

  await page.reload();
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
  await expect(page.getByTestId("call-panel")).toContainText("get_trial_results");
  await expect(page.getByTestId("call-panel").locator('[data-line="13"]')).toContainText("hazard_ratio");
  expect(page.url()).toBe(selected.toString());

  const screenshot = path.join(test.info().project.outputDir, "run-view.png");
  await page.screenshot({ path: screenshot });
  console.log(`run view screenshot: ${path.resolve(screenshot)}`);
});

test("search within a call's text finds and marks the matching line", async ({ page }) => {
  await page.goto(`/runs/${runId}?node=trial_data`);
  await page.getByTestId("tool-call-row").first().click();
  await expect(page.getByTestId("trace-line").first()).toBeVisible();
  await page.keyboard.press("/");
  await expect(page.getByTestId("trace-search")).toBeFocused();
  await page.keyboard.type("hazard");
  await expect(page.getByTestId("trace-search-count")).toHaveText("1 / 1");
  await expect(page.locator('[data-line="13"] mark')).toHaveText("hazard");
});

test("an edge opens its panel; Escape closes it; the report opens as text", async ({ page }) => {
  await page.goto(`/runs/${runId}?edge=${encodeURIComponent("writer->report")}`);
  await expect(page.getByTestId("edge-panel")).toContainText("writer → report");
  // Keys reach the page's handlers once it has hydrated, which the painted graph proves.
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("run-overview")).toBeVisible();
  await page.getByTestId("open-report").click();
  await expect(page.getByTestId("report-view")).toContainText("28 countries");
  await page.goBack();
  await expect(page.getByTestId("run-overview")).toBeVisible();
});

test("an unknown run id answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/runs/no-such-run");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Nothing here" })).toBeVisible();
});
