import { expect, test } from "@playwright/test";

test("health reports a migrated database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const health = await response.json();
  expect(health.status).toBe("ok");
  expect(health.database.provider).toBe("sqlite");
  expect(health.database.migrations.applied).toBe(health.database.migrations.total);
});

test("unknown pages get the designed 404 page and unknown API routes a JSON error", async ({ page, request }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Nothing here" })).toBeVisible();

  const api = await request.get("/api/no-such-route");
  expect(api.status()).toBe(404);
  expect((await api.json()).error.code).toBe("not_found");
});

test("the layout links the app's icon (SVG, favicon, apple-touch) and each one is served", async ({ page, request }) => {
  await page.goto("/");
  const links = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((elements) =>
    elements.map((element) => ({ rel: element.getAttribute("rel"), href: element.getAttribute("href")!, type: element.getAttribute("type") })),
  );
  expect(links.map((link) => `${link.rel} ${link.href}`).sort()).toEqual(["apple-touch-icon /apple-touch-icon.png", "icon /favicon.ico", "icon /icon.svg"]);
  const expectedType: Record<string, RegExp> = { "/icon.svg": /^image\/svg\+xml/, "/favicon.ico": /^image\/(x-icon|vnd\.microsoft\.icon)/, "/apple-touch-icon.png": /^image\/png/ };
  for (const link of links) {
    const icon = await request.get(link.href);
    expect(icon.status(), link.href).toBe(200);
    expect(icon.headers()["content-type"], link.href).toMatch(expectedType[link.href]);
    expect((await icon.body()).length, link.href).toBeGreaterThan(100);
  }
});
