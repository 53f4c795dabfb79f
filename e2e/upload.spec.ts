import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { fixtureBundle } from "@/fixtures/bundles";
import { zipFolder } from "./demo-run";

/** The minimal sample zipped afresh, so no other spec's upload of it makes this one a duplicate. */
const freshMinimalZip = () => zipFolder(fixtureBundle("minimal_pipeline"), "minimal_pipeline");

test("dropping a zip onto the runs page shows progress and opens the new run", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Runs" })).toBeVisible();

  const zip = freshMinimalZip().toString("base64");
  // A real drop: a DataTransfer holding the archive, dispatched on the drop zone.
  const transfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "minimal_pipeline.zip", { type: "application/zip" }));
    return data;
  }, zip);
  await page.dispatchEvent('[data-testid="drop-zone"]', "drop", { dataTransfer: transfer });

  const status = page.getByTestId("upload-status");
  await expect(status).toContainText("minimal_pipeline.zip");
  await expect(status).toContainText("Stored minimal_pipeline: 2 agents, 2 tool calls");
  await expect(page.getByRole("link", { name: "minimal_pipeline", exact: true })).toBeVisible();

  await status.getByRole("link", { name: "Open run" }).click();
  await expect(page).toHaveURL(/\/runs\/[\w-]+$/);
});

test("a second drop of the same archive offers the existing run", async ({ page, request }) => {
  await request.post("/api/runs?duplicate=allow", {
    headers: { "content-type": "application/zip", "x-filename": "minimal_pipeline.zip" },
    data: readFileSync(fixtureBundle("minimal_pipeline.zip")),
  });
  await page.goto("/");
  await page.getByTestId("archive-input").setInputFiles(fixtureBundle("minimal_pipeline.zip"));
  await expect(page.getByTestId("upload-status")).toContainText("already ingested as");
});

test("a broken archive is refused with a message naming it, and nothing is stored", async ({ page, request }) => {
  const before = (await (await request.get("/api/runs")).json()).total;
  await page.goto("/");
  await page.getByTestId("archive-input").setInputFiles({ name: "broken.zip", mimeType: "application/zip", buffer: Buffer.from("PK\u0003\u0004 truncated") });
  await expect(page.getByTestId("upload-status").getByRole("alert")).toContainText("broken.zip");
  expect((await (await request.get("/api/runs")).json()).total).toBe(before);
});
