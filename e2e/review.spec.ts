import path from "node:path";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { expect, test, type Page } from "@playwright/test";
import { auditRun, uploadDemo } from "./demo-run";
import { createShareLink, readFolder, uploadAndAudit } from "./share-fixtures";

const notFound = (page: Page) => page.locator('[data-testid="report-sentence"][data-verdict="not-found"]');

test("a reviewer overrides a ✗ sentence, rejects another, sees the counts change, signs off, and the share link shows the reviews", async ({ page, browser, request }) => {
  const runId = await uploadDemo(request, "Reviewed demo");
  const auditId = await auditRun(request, runId);
  const { sentences } = await (await request.get(`/api/runs/${runId}/reviews?auditId=${auditId}`)).json();
  const failing = (sentences as { index: number; auditor: string }[]).filter((sentence) => sentence.auditor === "not-found");
  expect(failing.length).toBeGreaterThan(2);

  await page.goto(`/runs/${runId}?audit=${auditId}&panel=report`);
  await expect(notFound(page)).toHaveCount(failing.length);
  await expect(page.getByTestId("override-counts")).toHaveAttribute("data-sentences", "0");

  // The first ✗ sentence: name oneself once, then accept it against the auditor.
  await notFound(page).first().click();
  const sentenceReview = page.getByTestId("sentence-review");
  await expect(sentenceReview.getByTestId("sentence-verdicts")).toHaveText("auditor ✗");
  await sentenceReview.getByTestId("reviewer-name").fill("Ana");
  await sentenceReview.getByTestId("reviewer-save").click();
  // Until every ✗ sentence is judged, sign-off is refused with the reason.
  await expect(page.getByTestId("sign-off")).toBeDisabled();
  await expect(page.getByTestId("sign-off-reason")).toContainText(`${failing.length} ✗ sentences still need an accept or reject`);
  await sentenceReview.getByTestId("review-accept").click();
  await sentenceReview.getByTestId("review-text").fill("the backlog call says so");
  await sentenceReview.getByTestId("review-submit").click();
  await expect(sentenceReview.getByTestId("sentence-verdicts")).toHaveText(/^auditor ✗ · reviewer ✓ accepted by Ana, \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(sentenceReview.getByTestId("review-entry")).toHaveCount(1);
  await expect(notFound(page)).toHaveCount(failing.length - 1);
  await expect(page.locator(`[data-testid="report-sentence"][data-sentence="${failing[0].index}"]`)).toHaveAttribute("data-auditor-verdict", "not-found");
  await expect(page.locator(`[data-testid="report-sentence"][data-sentence="${failing[0].index}"]`)).toHaveAttribute("data-verdict", "found");
  await expect(page.getByTestId("override-counts")).toHaveAttribute("data-sentences", "1");

  // The second: rejected with a reason from the list; the name is not asked again.
  await page.locator(`[data-testid="report-sentence"][data-sentence="${failing[1].index}"]`).click();
  await expect(sentenceReview).toHaveAttribute("data-sentence", String(failing[1].index));
  await expect(sentenceReview.getByTestId("reviewer-form")).toHaveCount(0);
  await sentenceReview.getByTestId("review-reject").click();
  await sentenceReview.getByTestId("review-reason").selectOption("wrong-figure");
  await sentenceReview.getByTestId("review-submit").click();
  await expect(sentenceReview.getByTestId("sentence-verdicts")).toContainText("auditor ✗ · reviewer ✗ rejected (wrong figure) by Ana");
  await expect(page.getByTestId("override-counts")).toHaveAttribute("data-sentences", "1");

  // The rest through the API, as this browser's reviewer; then sign-off opens.
  for (const sentence of failing.slice(2)) {
    const { start, end } = sentences.find((candidate: { index: number }) => candidate.index === sentence.index);
    const made = await page.request.post(`/api/runs/${runId}/reviews`, { data: { auditId, target: { kind: "sentence", start, end }, kind: "reject", reason: "fabricated" } });
    expect(made.status(), await made.text()).toBe(201);
  }
  await page.reload();
  await expect(page.getByTestId("sign-off")).toBeEnabled();
  await page.getByTestId("sign-off").click();
  await expect(page.getByTestId("signed-off")).toContainText(`signed off by Ana`);
  await expect(page.getByTestId("signed-off")).toContainText(`${failing.length - 1} rejected, 1 accepted against the auditor`);

  await page.goto("/");
  await expect(page.locator("tr", { hasText: "Reviewed demo" }).getByTestId("run-review-state")).toHaveAttribute("data-state", "signed-off");

  // A share link shows the reviews and offers no way to add one.
  const link = await createShareLink(request, runId, { auditId });
  const context = await browser.newContext();
  const shared = await context.newPage();
  await shared.goto(link.path);
  await expect(shared.getByTestId("run-page")).toHaveAttribute("data-read-only", "true");
  await expect(shared.getByTestId("override-counts")).toHaveAttribute("data-sentences", "1");
  await shared.getByTestId("open-report").click();
  await expect(shared.getByTestId("signed-off")).toContainText("signed off by Ana");
  const accepted = shared.locator(`[data-testid="report-sentence"][data-sentence="${failing[0].index}"]`);
  await expect(accepted).toHaveAttribute("data-verdict", "found");
  await expect(accepted).toHaveAttribute("data-auditor-verdict", "not-found");
  await accepted.click();
  await expect(shared.getByTestId("sentence-verdicts")).toHaveText(/^auditor ✗ · reviewer ✓ accepted by Ana/);
  await expect(shared.getByTestId("review-entry")).toContainText("the backlog call says so");
  for (const control of ["review-form", "reviewer-form", "sign-off", "review-accept"]) await expect(shared.getByTestId(control)).toHaveCount(0);
  await context.close();
});

test("an edge review recolours the edge and marks it overridden", async ({ page, request }) => {
  const runId = await uploadDemo(request, "Edge-reviewed demo");
  const auditId = await auditRun(request, runId);
  await page.goto(`/runs/${runId}?audit=${auditId}`);
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
  const failed = page.locator('[data-testid="graph-edge"][data-status="fail"]');
  const failedBefore = await failed.count();
  expect(failedBefore).toBeGreaterThan(0);
  const edge = (await failed.first().getAttribute("data-edge"))!;

  await page.goto(`/runs/${runId}?audit=${auditId}&edge=${encodeURIComponent(edge)}`);
  const review = page.getByTestId("edge-review").first();
  await review.getByTestId("reviewer-name").fill("Bo");
  await review.getByTestId("reviewer-save").click();
  await review.getByTestId("review-accept").click();
  await review.getByTestId("review-submit").click();
  await expect(review.getByTestId("edge-verdicts")).toContainText("reviewer ✓ accepted by Bo");
  await expect(page.locator(`[data-testid="graph-edge"][data-edge="${edge}"]`)).toHaveAttribute("data-overrides", /^[1-9]/);
  await expect(page.getByTestId("override-counts")).toHaveAttribute("data-edges", "1");
});

test("compares the demo's imported audit with a fresh mechanical audit on one DAG", async ({ page, request }) => {
  // An imported audit: the demo with an earlier audit's files in trace/audit/, leaving out the claims about the report.
  const seed = await uploadDemo(request, "Audit source");
  const seedAudit = await auditRun(request, seed);
  const exported = unzipSync(await (await request.get(`/api/runs/${seed}/audits/${seedAudit}/export?format=zip`)).body());
  const claims = strFromU8(exported["audit/claims.jsonl"]).trimEnd().split("\n").filter((line) => !/->(writer|report)$/.test(JSON.parse(line).fence));
  const files = [
    ...readFolder(path.join(process.cwd(), "lib", "demo", "equity-research"), "equity-research"),
    { path: "equity-research/trace/audit/cascade.json", bytes: exported["audit/cascade.json"] },
    { path: "equity-research/trace/audit/enforcement_log.jsonl", bytes: exported["audit/enforcement_log.jsonl"] },
    { path: "equity-research/trace/audit/claims.jsonl", bytes: strToU8(`${claims.join("\n")}\n`) },
  ];
  const { runId, auditId: fresh } = await uploadAndAudit(request, files, "Imported and re-audited");
  const audits = (await (await request.get(`/api/runs/${runId}/audits`)).json()).audits as { id: string; kind: string }[];
  const imported = audits.find((audit) => audit.kind === "imported")!.id;
  const diff = await (await request.get(`/api/compare?baseRun=${runId}&baseAudit=${imported}&headAudit=${fresh}`)).json();
  expect(diff.sentences.changed.length).toBeGreaterThan(0);

  // From the run page: Compare opens on the shown audit; the imported one is picked as the base.
  await page.goto(`/runs/${runId}?audit=${fresh}`);
  await page.getByTestId("open-compare").click();
  await expect(page.getByTestId("compare-view")).toBeVisible();
  await expect(page.getByTestId("compare-head")).toHaveValue(fresh);
  // The oldest finished audit is the base by default: here, the imported one.
  await expect(page.getByTestId("compare-base")).toHaveValue(imported);

  await expect(page.getByTestId("compare-sentences")).toHaveAttribute("data-changed", String(diff.sentences.changed.length));
  await expect(page.getByTestId("compare-sentence")).toHaveCount(diff.sentences.changed.length);
  await expect(page.getByTestId("compare-matching")).toHaveAttribute("data-unmatched", "0");
  await expect(page.getByTestId("compare-appeared")).toHaveAttribute("data-count", String(diff.figures.appeared.length));
  await expect(page.getByTestId("compare-disappeared")).toHaveAttribute("data-count", "0");
  await expect(page.getByTestId("compare-edges")).toHaveAttribute("data-flipped", String(diff.edges.flipped.length));
  // The run view's graph, drawn once: the edges a flipped fence covers are lit, the rest dimmed.
  await expect(page.getByTestId("run-graph")).toHaveAttribute("data-graph-ready", "true");
  const lit = page.locator('[data-testid="graph-edge"][data-emphasis="lit"]');
  if (diff.edges.flipped.length > 0) await expect.poll(() => lit.count()).toBeGreaterThan(0);
  else await expect(page.locator('[data-testid="graph-edge"][data-emphasis="dimmed"]')).toHaveCount(0);

  // Against another run of the same pipeline: the latest audit of each; the same report audited the same way changes nothing.
  await page.getByTestId("compare-run").selectOption(seed);
  await expect(page.getByTestId("compare-sides")).toContainText("Audit source");
  await expect(page.getByTestId("compare-sentences")).toHaveAttribute("data-changed", "0");
  await expect(page.getByTestId("compare-edges")).toHaveAttribute("data-flipped", "0");
});
