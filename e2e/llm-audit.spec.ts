import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const samples = path.join(process.cwd(), "..", "shared", "samples");

test("the LLM auditor runs against an OpenAI-compatible endpoint and stores usage", async ({ request }) => {
  const auditors = (await (await request.get("/api/auditors")).json()).auditors;
  expect(auditors).toContainEqual({ kind: "llm", available: true, model: "scripted-number-policy" });

  const upload = await request.post("/api/runs?duplicate=allow&name=llm-audited", {
    headers: { "content-type": "application/zip", "x-filename": "minimal_pipeline.zip" },
    data: readFileSync(path.join(samples, "minimal_pipeline.zip")),
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
