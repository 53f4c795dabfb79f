import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { createShareLink, readFolder, uploadAndAudit } from "./share-fixtures";

const demo = path.join(process.cwd(), "lib", "demo", "equity-research");
let run: { runId: string; auditId: string };

test.beforeAll(async ({ request }) => {
  run = await uploadAndAudit(request, readFolder(demo, "equity-research"), "Shared demo");
});

/** A share link's page has no control that changes anything, nor one that switches audits. */
async function expectNoOwnerControls(page: Page) {
  for (const name of [/upload/i, /^audit/i, /run audit/i, /rename/i, /delete/i, /^share$/i, /revoke/i, /cancel/i, /^save$/i, /accept/i, /reject/i, /sign off/i]) {
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  }
  for (const testId of ["audit-toolbar", "audit-history", "run-audit", "share-button", "trusted-sources", "trusted-source", "audit-list"]) {
    await expect(page.getByTestId(testId)).toHaveCount(0);
  }
  await expect(page.locator('input[type="file"], input[type="checkbox"], select')).toHaveCount(0);
}

test("a share link opens the run read-only in a fresh browser, follows ?claim= and counts the view", async ({ browser, request }) => {
  const link = await createShareLink(request, run.runId, { label: "for the reviewer", expiry: "7d" });
  const context = await browser.newContext();
  const page = await context.newPage();
  const apiCalls: { method: string; url: string }[] = [];
  page.on("request", (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith("/api/")) apiCalls.push({ method: sent.method(), url: url.pathname });
  });

  const response = await page.goto(link.path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByTestId("run-page")).toHaveAttribute("data-read-only", "true");
  await expect(page.getByTestId("run-name")).toHaveText("Shared demo");
  await expect(page.getByTestId("graph-edge").first()).toBeVisible();
  await expect(page.getByTestId("shared-audit")).toContainText("mechanical audit");
  await page.getByTestId("open-report").click();
  await expect(page.locator('[data-testid="report-sentence"][data-verdict="not-found"]').first()).toBeVisible();
  await expectNoOwnerControls(page);
  // Every API call the page made was a read of this link's data.
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const call of apiCalls) {
    expect(call.method).toBe("GET");
    expect(call.url.startsWith(`/api/share/${link.token}`)).toBe(true);
  }

  // ?claim= opens that claim's chain directly.
  const report = await (await request.get(`/api/share/${link.token}/audits/latest/report`)).json();
  const claimId = report.sentences.find((sentence: { verdict: string }) => sentence.verdict === "not-found").claimIds[0];
  await page.goto(`${link.path}?claim=${claimId}`);
  await expect(page.getByTestId("claim-chain")).toBeVisible();
  await expect(page.getByTestId("chain-broken")).toBeVisible();

  const links = (await (await request.get(`/api/runs/${run.runId}/share-links`)).json()).links;
  expect(links.find((candidate: { id: string }) => candidate.id === link.id)).toMatchObject({ label: "for the reviewer", viewCount: 2, state: "active" });
  await context.close();
});

test("a shared link walks a found figure's chain to its tool call and cited line in a fresh browser, with the run page's chain drawing", async ({ browser, request }) => {
  const link = await createShareLink(request, run.runId, { expiry: "1d" });
  const report = await (await request.get(`/api/share/${link.token}/audits/latest/report`)).json();
  const sentence = report.sentences.find((candidate: { start: number; end: number }) => report.text.slice(candidate.start, candidate.end).includes("Order backlog stood at $6.1 billion"));
  const chains = await Promise.all(sentence.claimIds.map(async (claimId: string) => ({ claimId, chain: await (await request.get(`/api/share/${link.token}/audits/${report.auditId}/claims/${claimId}/chain`)).json() })));
  const backlog = chains.find(({ chain }) => chain.hops[0].claim === "$6.1 billion")!;
  expect(backlog.chain.source).toMatchObject({ agent: "fundamental", tool: "get_backlog" });

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${link.path}?claim=${backlog.claimId}`);
  const chain = page.getByTestId("claim-chain");
  await expect(chain).toBeVisible();
  await expect(chain.getByTestId("chain-broken")).toHaveCount(0);
  await expect(chain.getByTestId("chain-hop")).toHaveCount(backlog.chain.hops.length);
  const source = chain.getByTestId("chain-source");
  await expect(source).toHaveAttribute("data-tool", "get_backlog");
  await expect(source.getByTestId("trace-text")).toHaveAttribute("data-path", backlog.chain.source.tracePath);
  await expect(source.locator('[data-testid="trace-line"][data-cited="true"]')).toHaveAttribute("data-line", String(backlog.chain.source.line));
  await expect(source.getByTestId("chain-source-input")).toContainText("NWR");
  // The report is the run page's: sentences are text spans, not buttons, and the one opened is marked.
  await expect(page.locator('[data-testid="report-sentence"][aria-pressed="true"]')).toContainText("Order backlog stood at $6.1 billion");
  await expect(page.locator('button[data-testid="report-sentence"]')).toHaveCount(0);
  await context.close();
});

test("a shared link opens a node's tool call with its flat text, and a claim's cited line, in a fresh browser, with no owner control", async ({ browser, request }) => {
  const link = await createShareLink(request, run.runId);
  const context = await browser.newContext();
  const page = await context.newPage();
  const apiCalls: string[] = [];
  page.on("request", (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith("/api/")) apiCalls.push(`${sent.method()} ${url.pathname}`);
  });
  await page.goto(link.path);

  // A node, one of its tool calls, and that call's flat text, as the owner's run page shows them.
  await page.locator('[data-testid="graph-node"][data-node="fundamental"]').click();
  const nodePanel = page.getByTestId("node-panel");
  await expect(nodePanel).toContainText("fundamental");
  await nodePanel.getByTestId("tool-call-row").first().click();
  const callPanel = page.getByTestId("call-panel");
  await expect(callPanel).toContainText("get_income_statement");
  await expect(callPanel.getByTestId("call-input")).toContainText("NWR");
  await expect(callPanel.getByTestId("trace-line").first()).toBeVisible();
  await expect(callPanel.getByTestId("trace-text")).toContainText("revenue: 4213000000");
  await expectNoOwnerControls(page);

  // A claim of the report, walked to the line of source data it cites.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await page.getByTestId("open-report").click();
  await page.getByTestId("report-sentence").filter({ hasText: "Order backlog stood at $6.1 billion" }).click();
  const chain = page.getByTestId("claim-chain");
  await expect(chain).toBeVisible();
  await chain.getByTestId("claim-option").filter({ hasText: "$6.1 billion" }).click();
  const cited = chain.getByTestId("chain-source").locator('[data-testid="trace-line"][data-cited="true"]');
  await expect(cited).toBeVisible();
  await expect(cited).toContainText("backlog_usd: 6140000000");
  await expectNoOwnerControls(page);

  // An audit other than the frozen one is not shown, even when the URL names it.
  await page.goto(`${link.path}?audit=${encodeURIComponent("another-audit")}`);
  await expect(page.getByTestId("shared-audit")).toContainText("mechanical audit");
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const call of apiCalls) expect(call).toMatch(new RegExp(`^GET /api/share/${link.token}(/|$)`));
  await context.close();
});

test("a revoked link gets the 404 'link not available' page", async ({ browser, request }) => {
  const link = await createShareLink(request, run.runId);
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.goto(link.path))?.status()).toBe(200);

  expect((await request.delete(`/api/runs/${run.runId}/share-links/${link.id}`)).status()).toBe(200);
  const response = await page.goto(link.path);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("link-not-available")).toContainText("Link not available");
  expect((await request.get(`/api/share/${link.token}`)).status()).toBe(404);
  await context.close();
});

test("an expired link gets the same 404 page as an unknown one", async ({ browser, request }) => {
  const link = await createShareLink(request, run.runId, { expiry: "1d" });
  // The server's clock cannot be moved, so the link's expiry is moved to its creation instant instead.
  const db = new Database(process.env.E2E_DATABASE!);
  db.prepare('UPDATE "ShareLink" SET "expiresAt" = "createdAt" WHERE "id" = ?').run(link.id);
  db.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const expired = await page.goto(link.path);
  expect(expired?.status()).toBe(404);
  const expiredText = await page.getByTestId("link-not-available").innerText();
  const unknown = await page.goto(`/s/${"x".repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  expect(await page.getByTestId("link-not-available").innerText()).toBe(expiredText);
  await context.close();
});

test("the share dialog creates a link with a label and expiry, copies it, lists and revokes it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/runs/${run.runId}`);
  test.skip((await page.getByTestId("share-button").count()) === 0, "the run page does not mount <ShareDialog> yet");
  await page.getByTestId("share-button").click();
  await page.getByTestId("share-label-input").fill("from the dialog");
  // A reviewer picks the expiry by its label (the radio itself is visually hidden), and sees it chosen.
  await page.getByTestId("share-dialog").locator("label", { hasText: "30 days" }).click();
  await expect(page.getByTestId("share-expiry-30d")).toBeChecked();
  await page.getByTestId("share-create").click();
  const url = await page.getByTestId("share-url").inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  await page.getByTestId("share-copy").click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const row = page.getByTestId("share-link-row").filter({ hasText: "from the dialog" });
  await expect(row).toHaveAttribute("data-state", "active");
  // Revoking asks first: Keep leaves the link working, Revoke link stops it.
  await row.getByTestId("share-revoke").click();
  await row.getByTestId("share-revoke-cancel").click();
  await expect(row).toHaveAttribute("data-state", "active");
  await row.getByTestId("share-revoke").click();
  await row.getByTestId("share-revoke-confirm").click();
  await expect(row).toHaveAttribute("data-state", "revoked");
});
