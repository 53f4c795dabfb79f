import { describe, expect, it } from "vitest";
import { checkEntryPath, isMacJunk } from "./entry-path";

describe("checkEntryPath", () => {
  it.each([
    ["a/b.txt", "a/b.txt"],
    ["./a//b.txt", "a/b.txt"],
    ["a/./b/", "a/b"],
    ["./", ""],
    ["notes..md", "notes..md"],
  ])("keeps %j as %j", (raw, path) => {
    expect(checkEntryPath(raw)).toEqual({ safe: true, path });
  });

  it.each([
    ["../evil.txt", '".."'],
    ["a/../../evil.txt", '".."'],
    ["a/..", '".."'],
    ["/etc/passwd", "absolute"],
    ["C:/Windows/evil.dll", "drive letter"],
    ["c:evil.txt", "drive letter"],
    ["a\\..\\evil.txt", "backslashes"],
    ["dir\\file.txt", "backslashes"],
    ["a/b\0.txt", "NUL"],
  ])("refuses %j", (raw, reason) => {
    const check = checkEntryPath(raw);
    expect(check.safe).toBe(false);
    expect(check.safe ? "" : check.problem).toContain(reason);
  });
});

describe("isMacJunk", () => {
  it.each(["__MACOSX/run/._manifest.json", "__MACOSX/x", "run/.DS_Store", ".DS_Store", "run/._notes.md"])("ignores %j", (path) => {
    expect(isMacJunk(path)).toBe(true);
  });

  it.each(["run/manifest.json", "run/__MACOSX.md", "run/x.DS_Store", "run/a._b"])("keeps %j", (path) => {
    expect(isMacJunk(path)).toBe(false);
  });
});
