import { expect, test } from "@playwright/test";
import { uploadDemo } from "./demo-run";

let runId: string;

test.beforeAll(async ({ request }) => {
  runId = await uploadDemo(request, "Audit demo");
});

const STATUSES = ["pass", "fail", "empty", "no-output", "error", "running", "queued", "not-audited"];

test("a mechanical audit started on the run page shows its progress, then colours the edges", async ({ page, request }) => {
  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
  const edgeCount = Number(await page.getByTestId("edge-count").innerText());
  await expect(page.getByTestId("legend-not-audited")).toHaveAttribute("data-count", String(edgeCount));

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
  await expect(page.getByTestId("legend-not-audited")).toHaveAttribute("data-count", "0");
  await expect.poll(() => page.locator('[data-testid="graph-edge"][data-status="fail"]').count()).toBeGreaterThan(0);

  // Every legend count is the number of edges drawn with that status.
  for (const status of STATUSES) {
    const drawn = await page.locator(`[data-testid="graph-edge"][data-status="${status}"]`).count();
    const legend = page.getByTestId(`legend-${status}`);
    if (await legend.count()) await expect(legend).toHaveAttribute("data-count", String(drawn));
    else expect(drawn).toBe(0);
  }
  await expect(page.locator('[data-testid="graph-edge"]')).toHaveCount(edgeCount);

  // Export links and sharing follow the shown audit.
  await expect(page.getByTestId("export-zip")).toHaveAttribute("href", `/api/runs/${runId}/audits/${auditId}/export?format=zip`);
  await expect(page.getByTestId("share-button")).toBeVisible();

  // A reload keeps the audit shown.
  await page.reload();
  await expect(page.getByTestId("audit-history")).toHaveValue(auditId);
});
