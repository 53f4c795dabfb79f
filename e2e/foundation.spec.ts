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
