import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { MemoryFileSink, Snapshot } from "../lib/core/snapshot";
import { LEAKED_SECRETS, leakyBundle } from "../lib/server/testing/hostile-bundles";
import { createShareLink, uploadAndAudit, type BundleFile } from "./share-fixtures";

/**
 * Security suite against the production build (no admin token: see
 * lib/server/auth/admin-access.integration.test.ts for the signed-in / anonymous matrix, which
 * needs a server started with CAIRN_ADMIN_TOKEN).
 */

/** Payloads that run script, load something or leave the page if anything renders them as HTML. */
function xssPayloads(): string[] {
  const beacon = "http://evil.example/beacon";
  const actions = ["alert(1)", "window.__xss=1", `fetch('${beacon}')`, "confirm(1)", "prompt(1)"];
  const templates = [
    (js: string) => `<script>${js}</script>`,
    (js: string) => `<img src=x onerror="${js}">`,
    (js: string) => `<svg onload="${js}"></svg>`,
    (js: string) => `<a href="javascript:${js}">click</a>`,
    (js: string) => `<iframe src="javascript:${js}"></iframe>`,
    (js: string) => `<body onload="${js}">`,
    (js: string) => `"><script>${js}</script>`,
    (js: string) => `'><img src=x onerror=${js}>`,
    (js: string) => `<details open ontoggle="${js}">`,
    (js: string) => `[link](javascript:${js})`,
    (js: string) => `<object data="data:text/html,<script>${js}</script>"></object>`,
    (js: string) => `<math><mtext><table><mglyph><style><img src=x onerror="${js}">`,
  ];
  const payloads = templates.flatMap((template) => actions.map(template));
  payloads.push(`<img src="${beacon}.png">`, `<link rel=stylesheet href="${beacon}.css">`, `<meta http-equiv="refresh" content="0;url=${beacon}">`, `![x](${beacon}.gif)`);
  return payloads;
}

function xssBundle(payloads: string[]): BundleFile[] {
  const sink = new MemoryFileSink();
  let clock = 1_760_000_000;
  const snapshot = new Snapshot("trace", sink, { sessionId: "20251120_140000_0badc0de", now: () => (clock += 1) });
  const agents = ["<img src=x onerror=alert(1)>", 'researcher"><svg onload=alert(2)>', "writer"];
  payloads.forEach((payload, index) => snapshot.record(agents[index % 2], "web_search", { query: payload }, { results: [payload, `value ${index}`] }, 5));
  snapshot.saveArtifact(agents[0], payloads.join("\n"), "notes.md");
  snapshot.saveArtifact(agents[1], payloads.join("\n"), "notes.md");
  snapshot.record(agents[2], "draft", { outline: payloads.slice(0, 5) }, payloads.slice(5, 10), 5);
  snapshot.saveArtifact(agents[2], payloads.join("\n\n"), "draft.md");
  snapshot.declareDependency(agents[2], [agents[0], agents[1]]);
  snapshot.finalize();
  sink.writeFile("report.md", `# Report ${payloads[0]}\n\n${payloads.map((payload, index) => `Finding ${index}: ${payload}.`).join("\n\n")}\n`);
  return sink.paths().map((path) => ({ path: `xss/${path}`, bytes: sink.read(path)! }));
}

/** Fails the test on any dialog, any request off this server, and any sign that a payload ran. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (!["127.0.0.1", "localhost"].includes(hostname) && !request.url().startsWith("data:")) problems.push(`request: ${request.url()}`);
  });
  page.on("console", (message) => {
    if (/xss|evil\.example/i.test(message.text()) && !/Content Security Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(problems).toEqual([]);
  };
}

test("1,000 random tokens all get the same 404 from the share data API", async ({ request }) => {
  const bodies = new Set<string>();
  for (let batch = 0; batch < 20; batch++) {
    const answers = await Promise.all(Array.from({ length: 50 }, () => request.get(`/api/share/${randomBytes(32).toString("base64url")}`)));
    for (const answer of answers) {
      expect(answer.status()).toBe(404);
      bodies.add(await answer.text());
    }
  }
  expect([...bodies]).toEqual([JSON.stringify({ error: { code: "link_not_available", message: "This link is not available." } })]);
});

test("responses carry the security headers; the share data API answers reads only; cross-site writes are refused", async ({ request }) => {
  for (const path of ["/", "/api/health", `/s/${"x".repeat(43)}`]) {
    const response = await request.get(path);
    const headers = response.headers();
    const scriptSrc = headers["content-security-policy"].split(";").find((directive) => directive.trim().startsWith("script-src"))!;
    expect(scriptSrc, path).toMatch(/'nonce-[^']+'/);
    expect(scriptSrc, path).not.toContain("unsafe-inline");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("no-referrer");
  }
  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    const response = await request.fetch(`/api/share/${"x".repeat(43)}`, { method });
    expect(response.status(), method).toBe(405);
  }
  const crossSite = await request.post("/api/runs", { headers: { origin: "https://evil.example" }, data: "x" });
  expect(crossSite.status()).toBe(403);
  expect((await crossSite.json()).error.code).toBe("cross_site_request");
});

test("a bundle full of XSS payloads renders inert: no dialog, no script, no outgoing request", async ({ page, request }) => {
  const payloads = xssPayloads();
  expect(payloads.length).toBeGreaterThanOrEqual(50);
  const { runId, auditId } = await uploadAndAudit(request, xssBundle(payloads), "<script>alert('run name')</script>");
  const link = await createShareLink(request, runId);
  const verify = watch(page);

  await page.goto(`${link.path}?panel=report`);
  await expect(page.getByTestId("report-panel")).toBeVisible();
  await expect(page.getByTestId("report-panel")).toContainText("<script>window.__xss=1</script>");
  const sentences = page.locator('[data-testid="report-sentence"]').filter({ has: page.locator("xpath=self::button") });
  for (let i = 0; i < Math.min(5, await sentences.count()); i++) await sentences.nth(i).click();

  await page.goto(`/runs/${runId}`);
  await page.waitForLoadState("networkidle");

  const html = await request.get(`/api/share/${link.token}/audits/${auditId}/export?format=html`);
  expect(html.headers()["content-disposition"]).toMatch(/^attachment/);
  await page.setContent(await html.text());
  await page.waitForTimeout(500);
  await verify();
});

test("credentials in a bundle are redacted before storing: the run page says how many and shows none", async ({ page, request }) => {
  const { runId, auditId } = await uploadAndAudit(request, leakyBundle(), "leaky");
  const link = await createShareLink(request, runId, { auditId });
  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("redacted-secrets")).toContainText(/\d+ secrets \(keys, tokens, passwords\) redacted at ingest/);
  const calls = (await (await request.get(`/api/runs/${runId}/agents/research/tool-calls`)).json()).calls as { id: string }[];
  expect(calls).toHaveLength(2);
  for (const call of calls) {
    // Each call opened in the panel: its input, error box and flat text.
    await page.goto(`/runs/${runId}?node=research&call=${call.id}`);
    await expect(page.getByTestId("call-panel").getByTestId("trace-line").first()).toBeVisible();
    const shown = await page.locator("body").innerText();
    expect(shown).toContain("***REDACTED***");
    for (const secret of LEAKED_SECRETS) expect(shown).not.toContain(secret);
  }
  for (const target of [`/api/share/${link.token}`, `/api/share/${link.token}/audits/${auditId}/report`, `/api/share/${link.token}/agents/research/tool-calls`]) {
    const body = await (await request.get(target)).text();
    for (const secret of LEAKED_SECRETS) expect(body, target).not.toContain(secret);
  }
});
