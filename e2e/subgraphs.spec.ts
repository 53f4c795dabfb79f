import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { fixtureBundle } from "@/fixtures/bundles";
import { auditRun } from "./demo-run";

// The LangGraph.js capture: supervisor ran two researcher subgraphs, drawn as one group round their four agents.
let runId: string;
let auditId: string;

test.beforeAll(async ({ request }) => {
  const upload = await request.post("/api/runs?duplicate=allow&name=Subgraphs", {
    headers: { "content-type": "application/zip", "x-filename": "deep_research.zip" },
    data: readFileSync(fixtureBundle("deep_research.zip")),
  });
  expect(upload.status(), await upload.text()).toBe(201);
  runId = (await upload.json()).run.id;
  auditId = await auditRun(request, runId);
});

const MEMBERS = ["supervisor_search", "supervisor_compress", "supervisor_2_search", "supervisor_2_compress"];
const node = (page: Page, name: string) => page.locator(`[data-testid="graph-node"][data-node="${name}"]`);
const group = (page: Page) => page.locator('[data-testid="graph-group"][data-node="supervisor"]');
const edge = (page: Page, id: string) => page.locator(`[data-testid="graph-edge"][data-edge="${id}"]`);

test("the supervisor's group holds its subgraphs' agents, collapses to one node with the group's verdict, and expands again", async ({ page }) => {
  await page.goto(`/runs/${runId}?audit=${auditId}`);
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");

  // Expanded: the group's box holds each member's node.
  const box = (await group(page).boundingBox())!;
  for (const member of MEMBERS) {
    const inner = (await node(page, member).boundingBox())!;
    expect(inner.x, member).toBeGreaterThanOrEqual(box.x);
    expect(inner.y, member).toBeGreaterThanOrEqual(box.y);
    expect(inner.x + inner.width, member).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(inner.y + inner.height, member).toBeLessThanOrEqual(box.y + box.height + 1);
  }
  await expect(edge(page, "supervisor_search->supervisor_compress")).toBeVisible();
  await expect(edge(page, "supervisor_compress->supervisor")).toHaveCount(1);

  // Collapsed: one node in its place, failing because a researcher's hop fails inside it.
  await group(page).getByTestId("group-toggle").click();
  await expect(group(page)).toHaveCount(0);
  for (const member of MEMBERS) await expect(node(page, member)).toHaveCount(0);
  const collapsed = node(page, "supervisor");
  await expect(collapsed).toHaveAttribute("data-collapsed-group", "true");
  await expect(collapsed).toHaveAttribute("data-status", "fail");
  await expect(collapsed).toContainText("4 agents inside");
  await expect(edge(page, "supervisor_search->supervisor_compress")).toHaveCount(0);
  await expect(edge(page, "supervisor_compress->supervisor")).toHaveCount(0);
  await expect(edge(page, "supervisor->writer")).toHaveCount(1);

  await collapsed.getByTestId("group-toggle").click();
  await expect(group(page)).toBeVisible();
  for (const member of MEMBERS) await expect(node(page, member)).toBeVisible();
});

test("a report sentence's chain crosses into the group, lit inside it, down to the search agent's tool call", async ({ page }) => {
  await page.goto(`/runs/${runId}?audit=${auditId}&panel=report`);
  await page.locator('[data-testid="report-sentence"]', { hasText: "The T-4 2025 capacity auction cleared" }).click();
  const options = page.getByTestId("claim-option");
  if ((await options.count()) > 0) await options.filter({ hasText: "€62.5" }).click();

  const panel = page.getByTestId("claim-chain");
  await expect(panel.getByTestId("chain-hop")).toHaveCount(4);
  const fences = await panel.getByTestId("chain-hop").evaluateAll((hops) => hops.map((hop) => hop.getAttribute("data-fence")));
  expect(fences).toEqual(["writer->report", "supervisor->writer", "supervisor_2_compress+supervisor_compress->supervisor", "supervisor_2_search->supervisor_2_compress"]);
  await expect(panel.getByTestId("chain-source")).toHaveAttribute("data-agent", "supervisor_2_search");
  // Only the hop back out of the researchers' subgraphs says it crosses their boundary.
  await expect(panel.getByTestId("chain-boundary")).toHaveCount(1);
  await expect(panel.getByTestId("chain-hop").nth(2)).toHaveAttribute("data-leaves", "supervisor_2 supervisor");

  // Lit inside the expanded group: the researcher that supplied the figure, not the other one.
  await expect(group(page)).toHaveAttribute("data-emphasis", "lit");
  await expect(node(page, "supervisor_2_compress")).toHaveAttribute("data-emphasis", "lit");
  await expect(node(page, "supervisor_2_search")).toHaveAttribute("data-emphasis", "lit");
  await expect(edge(page, "supervisor_2_search->supervisor_2_compress")).toHaveAttribute("data-emphasis", "lit");
  await expect(edge(page, "supervisor_2_compress->supervisor")).toHaveAttribute("data-emphasis", "lit");
  await expect(node(page, "supervisor_search")).toHaveAttribute("data-emphasis", "dimmed");

  // Collapsed, the group itself carries the chain.
  await group(page).getByTestId("group-toggle").click();
  await expect(node(page, "supervisor")).toHaveAttribute("data-emphasis", "lit");
  await expect(edge(page, "supervisor->writer")).toHaveAttribute("data-emphasis", "lit");
});
