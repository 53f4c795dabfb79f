import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { fixtureBundle } from "@/fixtures/bundles";

test("a run can be renamed and, after confirmation, deleted with everything it owns", async ({ page, request }) => {
  const upload = await request.post("/api/runs?duplicate=allow&name=to-be-renamed", {
    headers: { "content-type": "application/zip", "x-filename": "clinical_summary.zip" },
    data: readFileSync(fixtureBundle("clinical_summary.zip")),
  });
  expect(upload.status()).toBe(201);
  const { run } = await upload.json();

  await page.goto("/?");
  await page.getByRole("searchbox", { name: "Search runs by name" }).fill("to-be-renamed");
  await page.getByRole("button", { name: "Rename to-be-renamed" }).click();
  await page.getByRole("textbox", { name: "New run name" }).fill("Clinical, reviewed");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("searchbox", { name: "Search runs by name" }).fill("Clinical, reviewed");
  await expect(page.getByRole("link", { name: "Clinical, reviewed" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Clinical, reviewed" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No runs match")).toBeVisible();
  expect((await request.get(`/api/runs/${run.id}`)).status()).toBe(404);
});
