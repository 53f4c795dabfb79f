import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { labelledBundle } from "@/fixtures/labelled";
import { openLabelledBundle, truthFileOf } from "./bundle";

describe("truthFileOf", () => {
  it.each([
    ["fixtures/labelled/a.zip", "fixtures/labelled/a.truth.json"],
    ["b.tar.gz", "b.truth.json"],
    ["runs/c/", "runs/c.truth.json"],
  ])("%s → %s", (bundle, truth) => {
    expect(truthFileOf(bundle)).toBe(truth);
  });
});

describe("openLabelledBundle", () => {
  const folders: string[] = [];
  const scratch = () => {
    const folder = mkdtempSync(path.join(tmpdir(), "labelled-"));
    folders.push(folder);
    return folder;
  };
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("opens an archive with the report its truth file labels", async () => {
    const bundle = await openLabelledBundle(labelledBundle("news_estover_roundup"));
    expect({ file: bundle.file, name: bundle.name }).toEqual({ file: "news_estover_roundup.zip", name: "news_estover_roundup" });
    for (const sentence of bundle.truth.sentences) expect(bundle.report.slice(sentence.start, sentence.end)).toBe(sentence.text);
    expect(bundle.files.list()).toContain("news_estover_roundup/manifest.json");
  });

  it("opens a folder, taking its shallowest report when the truth names none", async () => {
    const root = scratch();
    mkdirSync(path.join(root, "run/writer"), { recursive: true });
    writeFileSync(path.join(root, "run/report.md"), "# The report\n");
    writeFileSync(path.join(root, "run/writer/report.md"), "# A draft\n");
    writeFileSync(path.join(root, "run.truth.json"), JSON.stringify({ sentences: [] }));
    const bundle = await openLabelledBundle(path.join(root, "run"));
    expect({ file: bundle.file, name: bundle.name, report: bundle.report }).toEqual({ file: "run", name: "run", report: "# The report\n" });
  });

  it("refuses a bundle without a report, naming it", async () => {
    const root = scratch();
    mkdirSync(path.join(root, "empty"));
    writeFileSync(path.join(root, "empty/manifest.json"), "{}");
    writeFileSync(path.join(root, "empty.truth.json"), JSON.stringify({ sentences: [] }));
    await expect(openLabelledBundle(path.join(root, "empty"))).rejects.toThrow(`${path.join(root, "empty")}: no report.md in the bundle`);
  });
});
