import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemorySearchBackend } from "../search";
import { RipgrepBackend, RipgrepNotFoundError } from "./ripgrep-backend";

const FILES: Record<string, string> = {
  "data.json": '{"revenue": 5098000000, "net_income": 1200000000}\n',
  "tools/calls.json": '{"trailingPE": 18.923}\n',
  "tools/0001_quote.txt": "[tool_call #1] quote\nagent: research\n\noutput:\n-5% drawdown\n",
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "cairn-rg-"));
  for (const [relative, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Search = (pattern: string, searchPath?: string) => Promise<string>;
const backends: [string, () => Search][] = [
  ["RipgrepBackend", () => async (pattern, searchPath) => new RipgrepBackend(root).search(pattern, searchPath)],
  ["MemorySearchBackend", () => async (pattern, searchPath) => new MemorySearchBackend(Object.entries(FILES)).search(pattern, searchPath)],
];

describe.each(backends)("%s §9.9 vectors", (_name, makeSearch) => {
  it("§9.9 #66 finds 5098 in data.json", async () => {
    const output = await makeSearch()("5098");
    expect(output).toContain("5098000000");
    expect(output).toContain("data.json");
    expect(output).toBe('data.json:1:{"revenue": 5098000000, "net_income": 1200000000}');
  });

  it("§9.9 #67 a pattern with no match says so", async () => {
    expect(await makeSearch()("zzz_not_there")).toBe("No matches found for pattern: zzz_not_there");
  });

  it("§9.9 #68 a directory search prints paths relative to the root", async () => {
    const output = await makeSearch()("18.923", "tools/");
    expect(output).toBe('tools/calls.json:1:{"trailingPE": 18.923}');
    expect(output).not.toContain(root);
  });

  it("§9.9 #69 an empty pattern and a missing path are errors", async () => {
    expect(await makeSearch()("")).toBe("ERROR: pattern cannot be empty.");
    expect(await makeSearch()("x", "nonexistent/dir/")).toBe("ERROR: path not found: nonexistent/dir/");
  });

  it("searches a pattern that starts with '-' (passed to rg with -e)", async () => {
    expect(await makeSearch()("-5%")).toBe("tools/0001_quote.txt:5:-5% drawdown");
  });

  it("reports an invalid regex with ripgrep's own message", async () => {
    expect(await makeSearch()("a{2")).toBe("ERROR: regex error — regex parse error:\n    a{2\n     ^^\nerror: unclosed counted repetition");
  });
});

describe("RipgrepBackend process handling (§7.2)", () => {
  it("makes the root absolute", () => {
    expect(new RipgrepBackend(".").root).toBe(process.cwd());
  });

  it("throws the FileNotFoundError text when rg is not on PATH", () => {
    const savedPath = process.env.PATH;
    process.env.PATH = "";
    try {
      expect(() => new RipgrepBackend(root)).toThrow(RipgrepNotFoundError);
      expect(() => new RipgrepBackend(root)).toThrow(
        "ripgrep (rg) not found. Install with: apt install ripgrep / brew install ripgrep / pip install ripgrep",
      );
    } finally {
      process.env.PATH = savedPath;
    }
  });

  it("an absolute path replaces the root, and paths outside the root stay absolute", async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "cairn-rg-outside-"));
    writeFileSync(path.join(outside, "x.txt"), "needle\n");
    try {
      expect(await new RipgrepBackend(root).search("needle", outside)).toBe(`${outside}/x.txt:1:needle`);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("kills a search that runs past the timeout", async () => {
    const slowRg = path.join(root, "slow-rg.sh");
    writeFileSync(slowRg, "#!/bin/sh\nsleep 5\n");
    chmodSync(slowRg, 0o755);
    const started = Date.now();
    expect(await new RipgrepBackend(root, { rgPath: slowRg, timeoutMs: 200 }).search("x")).toBe(
      "ERROR: search timed out (15s). Narrow your pattern or path.",
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("reports a spawn failure", async () => {
    const missing = path.join(root, "no-such-rg");
    expect(await new RipgrepBackend(root, { rgPath: missing }).search("x")).toBe(`ERROR: ripgrep failed: spawn ${missing} ENOENT`);
  });
});
