import { readFileSync, statSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { fixtureBundle } from "@/fixtures/bundles";
import { largeBundleZip } from "../lib/server/testing/hostile-bundles";
import { zipFolder } from "./demo-run";

/** The minimal sample zipped afresh, so no other spec's upload of it makes this one a duplicate. */
const freshMinimalZip = () => zipFolder(fixtureBundle("minimal_pipeline"), "minimal_pipeline");

/** A real drop: a DataTransfer holding the archive as `fileName`, dispatched on the drop zone. */
async function dropArchive(page: Page, fileName: string, archive: Buffer): Promise<void> {
  const transfer = await page.evaluateHandle(
    ([name, base64]) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: "application/zip" }));
      return data;
    },
    [fileName, archive.toString("base64")] as const,
  );
  await page.dispatchEvent('[data-testid="drop-zone"]', "drop", { dataTransfer: transfer });
}

test("dropping a zip onto the runs page shows progress and opens the new run", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Runs" })).toBeVisible();
  await dropArchive(page, "minimal_pipeline.zip", freshMinimalZip());

  const status = page.getByTestId("upload-status");
  await expect(status).toContainText("minimal_pipeline.zip");
  await expect(status).toContainText("Stored minimal_pipeline: 2 agents, 2 tool calls");
  await expect(page.getByRole("link", { name: "minimal_pipeline", exact: true })).toBeVisible();

  await status.getByRole("link", { name: "Open run" }).click();
  await expect(page).toHaveURL(/\/runs\/[\w-]+$/);
});

test("the list shows an upload that finished while the list's first answer, read before it, was still on its way", async ({ page }) => {
  // Under load the page's first read of the list can reach the browser after the upload's result:
  // here it is read at once and held back until the upload says it stored the run.
  let uploadShown = () => {};
  const shown = new Promise<void>((resolve) => (uploadShown = resolve));
  let firstList = true;
  await page.route(/\/api\/runs\?/, async (route) => {
    if (route.request().method() !== "GET" || !firstList) return route.continue();
    firstList = false;
    const answer = await route.fetch();
    await shown;
    await route.fulfill({ response: answer });
  });

  await page.goto("/");
  // Not the minimal sample: zipped again within two seconds of the test before, it would be a duplicate.
  await dropArchive(page, "held-list.zip", zipFolder(fixtureBundle("clinical_summary"), "clinical_summary"));
  await expect(page.getByTestId("upload-status")).toContainText("Stored held-list:");
  uploadShown();
  await expect(page.getByRole("link", { name: "held-list", exact: true })).toBeVisible();
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

test("a 60 MB bundle goes up through the progress bar and is stored whole", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  // 600 calls of 100 KB of random text, stored: a 60 MB zip, past the 10 MB at which Next cuts a body it hands the proxy (uploads skip it).
  const file = testInfo.outputPath("large.zip");
  writeFileSync(file, largeBundleZip({ calls: 600, callBytes: 100_000, incompressible: true }));
  expect(statSync(file).size).toBeGreaterThan(60_000_000);

  await page.goto("/");
  // Every label the progress bar shows, as it changes: the stages pass too quickly on loopback to poll for.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const label = document.querySelector('[role="progressbar"]')?.getAttribute("aria-label");
      if (label && seen.at(-1) !== label) seen.push(label);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.getByTestId("archive-input").setInputFiles(file);

  const status = page.getByTestId("upload-status");
  await expect(status).toContainText("Stored large: 1 agents, 600 tool calls", { timeout: 150_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen.some((label) => /^Uploading .* of 5\d\.\d MB$/.test(label))).toBe(true);
  expect(seen.some((label) => label.startsWith("Storing:"))).toBe(true);
});
