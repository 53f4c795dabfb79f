import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { zipSync } from "fflate";
import { largeBundleZip } from "../lib/server/testing/hostile-bundles";

const samples = path.join(process.cwd(), "..", "shared", "samples");

/** The minimal sample zipped afresh: new timestamps make new bytes, so no other spec's upload makes it a duplicate. */
function freshMinimalZip(): Buffer {
  const root = path.join(samples, "minimal_pipeline");
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {};
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(root, relative))) {
      const child = relative ? `${relative}/${name}` : name;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else files[`minimal_pipeline/${child}`] = [readFileSync(path.join(root, child)), { mtime: new Date() }];
    }
  };
  walk("");
  return Buffer.from(zipSync(files));
}

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
    data: readFileSync(path.join(samples, "minimal_pipeline.zip")),
  });
  await page.goto("/");
  await page.getByTestId("archive-input").setInputFiles(path.join(samples, "minimal_pipeline.zip"));
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
  // 600 calls of 100 KB of random text, stored: a 60 MB zip, past Next's 10 MB default for bodies the proxy sees.
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
