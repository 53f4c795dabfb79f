import { expect, test } from "@playwright/test";
import { uploadDemo } from "./demo-run";

let runId: string;

test.beforeAll(async ({ request }) => {
  runId = await uploadDemo(request, "Audit demo");
});

test("a mechanical audit started on the run page shows its progress, then colours the edges", async ({ page, request }) => {
  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
  const edgeCount = Number(await page.getByTestId("edge-count").innerText());
  await expect(page.getByTestId("fence-counts")).toHaveAttribute("data-state", "not-audited");
  await expect(page.locator('[data-testid="graph-edge"][data-status="not-audited"]')).toHaveCount(edgeCount);

  // Mechanical is the default; model-backed auditors the server cannot run are disabled with its reason.
  await expect(page.getByTestId("auditor-choice")).toHaveValue("mechanical");
  const { auditors } = await (await request.get("/api/auditors")).json();
  for (const auditor of auditors as { kind: string; available: boolean; reason?: string }[]) {
    const option = page.getByTestId(`auditor-${auditor.kind}`);
    if (auditor.available) await expect(option).toBeEnabled();
    else {
      await expect(option).toBeDisabled();
      await expect(option).toContainText(auditor.reason ?? "unavailable");
    }
  }

  await page.getByTestId("run-audit").click();
  const progress = page.getByTestId("audit-progress");
  await expect(progress).toBeVisible();
  await expect(page).toHaveURL(/[?&]audit=/);
  await expect(progress).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  const total = await progress.getAttribute("data-total");
  expect(Number(total)).toBeGreaterThan(0);
  await expect(progress).toHaveAttribute("data-done", total!);

  // The shown audit is the one just run, and its verdicts are on the graph.
  const auditId = new URL(page.url()).searchParams.get("audit")!;
  const audits = (await (await request.get(`/api/runs/${runId}/audits`)).json()).audits as { id: string; status: string; kind: string }[];
  expect(audits[0]).toMatchObject({ id: auditId, status: "done", kind: "cascade" });
  await expect(page.getByTestId("audit-history")).toHaveValue(auditId);
  await expect(page.getByTestId("audit-usage")).toBeVisible();
  await expect(page.locator('[data-testid="graph-edge"][data-status="not-audited"]')).toHaveCount(0);
  await expect.poll(() => page.locator('[data-testid="graph-edge"][data-status="fail"]').count()).toBeGreaterThan(0);

  // One count of the run: the header and the runs list both count the audit's stored fence results (grounding fences included).
  const stored = (await (await request.get(`/api/runs/${runId}/audits/${auditId}`)).json()).audit.edgeResults as { status: string }[];
  const storedCount = (status: string) => String(stored.filter((result) => result.status === status).length);
  expect(Number(storedCount("pass")) + Number(storedCount("fail"))).toBeGreaterThan(0);
  const shownStatuses = [...new Set(["pass", "fail", ...stored.map((result) => result.status)])];
  const header = page.getByTestId("fence-counts");
  for (const status of shownStatuses) await expect(header.getByTestId(`fence-count-${status}`)).toHaveAttribute("data-count", storedCount(status));
  const headerText = await header.innerText();
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search runs by name" }).fill("Audit demo");
  const row = page.locator("tr", { has: page.locator(`a[href="/runs/${runId}"]`) });
  const listed = row.getByTestId("fence-counts");
  for (const status of shownStatuses) await expect(listed.getByTestId(`fence-count-${status}`)).toHaveAttribute("data-count", storedCount(status));
  expect(await listed.innerText()).toBe(headerText);
  await page.goto(`/runs/${runId}?audit=${auditId}`);
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
  await expect(page.locator('[data-testid="graph-edge"]')).toHaveCount(edgeCount);

  // Export links and sharing follow the shown audit.
  await expect(page.getByTestId("export-zip")).toHaveAttribute("href", `/api/runs/${runId}/audits/${auditId}/export?format=zip`);
  await expect(page.getByTestId("share-button")).toBeVisible();

  // A reload keeps the audit shown.
  await page.reload();
  await expect(page.getByTestId("audit-history")).toHaveValue(auditId);
});
