import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { fixtureBundle } from "@/fixtures/bundles";

test("the LLM auditor runs against an OpenAI-compatible endpoint and stores usage", async ({ request }) => {
  const auditors = (await (await request.get("/api/auditors")).json()).auditors;
  expect(auditors).toContainEqual({ kind: "llm", available: true, model: "scripted-number-policy" });

  const upload = await request.post("/api/runs?duplicate=allow&name=llm-audited", {
    headers: { "content-type": "application/zip", "x-filename": "minimal_pipeline.zip" },
    data: readFileSync(fixtureBundle("minimal_pipeline.zip")),
  });
  const { run } = await upload.json();
  const started = await request.post(`/api/runs/${run.id}/audits`, { data: { auditor: "llm" } });
  expect(started.status()).toBe(202);
  const { audit } = await started.json();

  await expect
    .poll(async () => (await (await request.get(`/api/runs/${run.id}/audits/${audit.id}`)).json()).audit.status, { timeout: 60_000 })
    .toBe("done");
  const done = (await (await request.get(`/api/runs/${run.id}/audits/${audit.id}`)).json()).audit;
  expect(done.auditor).toBe("llm");
  expect(done.usage.modelCalls).toBeGreaterThan(0);
  expect(done.usage.totalTokens).toBeGreaterThan(0);
  // The scripted model records what the search shows: $187.42 is in the trace, $210 is not.
  const report = await (await request.get(`/api/runs/${run.id}/audits/${audit.id}/report`)).json();
  const verdictOf = (fragment: string) => report.sentences.find((sentence: { text: string }) => sentence.text.includes(fragment))?.verdict;
  expect(verdictOf("187.42")).toBe("found");
  expect(verdictOf("210")).toBe("not-found");
});

test("the LLM auditor chosen on the run page audits the demo and colours its edges", async ({ page, request }) => {
  const { uploadDemo } = await import("./demo-run");
  const runId = await uploadDemo(request, "LLM audit from the UI");
  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
  await expect(page.getByTestId("auditor-llm")).toBeEnabled();
  await page.getByTestId("auditor-choice").selectOption("llm");
  await page.getByTestId("run-audit").click();
  const progress = page.getByTestId("audit-progress");
  await expect(progress).toHaveAttribute("data-status", "done", { timeout: 120_000 });
  // Every drawn edge now carries a verdict, none is left "not audited".
  await expect(page.locator('[data-testid="graph-edge"][data-status="not-audited"]')).toHaveCount(0);
  const auditId = new URL(page.url()).searchParams.get("audit")!;
  const audit = (await (await request.get(`/api/runs/${runId}/audits/${auditId}`)).json()).audit;
  expect(audit).toMatchObject({ auditor: "llm", status: "done" });
  expect(audit.usage.modelCalls).toBeGreaterThan(0);
});
