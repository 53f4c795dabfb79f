import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BundleError } from "../bundle";
import { readBundleDir } from "./bundle-dir";

const scratch = mkdtempSync(path.join(tmpdir(), "cairn-bundle-dir-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function folderWith(name: string, files: Record<string, string>): string {
  const root = path.join(scratch, name);
  for (const [relative, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), content);
  }
  return root;
}

describe("readBundleDir", () => {
  it("lists files recursively as sorted POSIX paths with their bytes", async () => {
    const root = folderWith("plain", { "manifest.json": "{}", "b/calls/0000_x.txt": "é", "a/notes.md": "n" });
    const files = await readBundleDir(root);
    expect(files.list()).toEqual(["a/notes.md", "b/calls/0000_x.txt", "manifest.json"]);
    expect(new TextDecoder().decode(files.read("b/calls/0000_x.txt"))).toBe("é");
    expect(files.read("missing.txt")).toBeUndefined();
  });

  it("refuses a symbolic link, even one pointing inside the folder", async () => {
    const root = folderWith("linked", { "manifest.json": "{}", "a/real.txt": "r" });
    symlinkSync(path.join(root, "a/real.txt"), path.join(root, "a/link.txt"));
    const error = await readBundleDir(root).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BundleError);
    expect(error).toMatchObject({ code: "unsafe_path", message: "a/link.txt: is a symbolic link; bundles may not contain links" });
  });

  it("refuses a path that is not a folder", async () => {
    const root = folderWith("file", { "only.txt": "x" });
    await expect(readBundleDir(path.join(root, "only.txt"))).rejects.toMatchObject({ code: "not_a_directory" });
  });
});
