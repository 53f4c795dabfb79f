import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { writeGeneratedBundle } from "../bench/dag/generate";
import { zipFolder } from "./demo-run";

// A generated run above the large-graph threshold: 200 agents in layers of ten, three inputs each.
const AGENTS = 200;
let runId: string;
let edgeCount: number;

test.beforeAll(async ({ request }) => {
  const bundle = writeGeneratedBundle(mkdtempSync(path.join(tmpdir(), "cairn-e2e-large-")), AGENTS, 3);
  edgeCount = bundle.edges;
  const response = await request.post("/api/runs", {
    multipart: { archive: { name: "large.zip", mimeType: "application/zip", buffer: zipFolder(bundle.dir) }, duplicate: "allow" },
  });
  expect(response.status(), await response.text()).toBe(201);
  runId = (await response.json()).run.id;
});

test("a large run opens as an overview, a node opens from it, and zooming in hands the graph to full nodes and edges", async ({ page }) => {
  await page.goto(`/runs/${runId}`);
  const graph = page.getByTestId("run-graph");
  await expect(graph).toHaveAttribute("data-graph-ready", "true", { timeout: 60_000 });
  await expect(graph).toHaveAttribute("data-graph-mode", "overview");
  await expect(graph).toHaveAttribute("data-edge-count", String(edgeCount));
  // Every agent and the report is drawn, as boxes in one SVG; no edge is a component of its own.
  await expect(page.getByTestId("graph-overview").locator('[data-testid="graph-node"]')).toHaveCount(AGENTS + 1);
  await expect(page.locator('[data-testid="graph-edge"]')).toHaveCount(0);

  await page.locator('[data-testid="graph-node"][data-node="agent_0105"]').click();
  await expect(page).toHaveURL(/[?&]node=agent_0105/);
  await expect(page.getByTestId("node-panel")).toContainText("agent_0105");

  // Arrow keys bring a node into reading distance: past the overview zoom, React Flow draws what is on screen.
  await graph.focus();
  await page.keyboard.press("ArrowRight");
  await expect(graph).toHaveAttribute("data-graph-mode", "detail");
  // Edges mount a batch per frame after the nodes; React Flow ends up holding the window's, never the whole run's.
  await expect.poll(() => page.locator('[data-testid="graph-edge"]').count()).toBeGreaterThan(0);
  expect(await page.locator('[data-testid="graph-edge"]').count()).toBeLessThan(edgeCount);
  // The minimap still shows the whole run, with the screen outlined inside it.
  await expect(page.getByTestId("minimap").locator("rect")).toHaveCount(AGENTS + 2);

  await page.locator(".react-flow__controls-fitview").click();
  await expect(graph).toHaveAttribute("data-graph-mode", "overview");
});
