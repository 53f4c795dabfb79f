/**
 * MemorySearchBackend must print exactly what RipgrepBackend prints on the same files. Both run
 * here against the same corpus written to a temporary directory.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchOptions } from "../records";
import { MemorySearchBackend } from "../search";
import { RipgrepBackend } from "./ripgrep-backend";

function toolCallFile(seq: number, tool: string, body: string): string {
  return `[tool_call #${seq}] ${tool}\nagent: research\ntimestamp: 2026-11-29T11:06:${String(seq).padStart(2, "0")}Z\nduration: ${100 + seq}ms\ninput: ticker=AAPL, period=annual\n\noutput:\n${body}`;
}

const CORPUS: Record<string, string> = {
  "research/calls/0000_get_income.txt": toolCallFile(0, "get_income", "revenue: 394328000000\nmeta.currency: USD\nrows[0].a: 1\nrows[1].a: 2"),
  "research/calls/0001_quote.txt": toolCallFile(1, "quote", "(2 rows)\nname | pe   \n-----|------\nAAPL | 18.9 \nMSFT | 33.25"),
  "research/calls/0002_news.txt": toolCallFile(2, "news", `[0] Revenue grew 8% — café owners cheer\n[1] ${"long headline about revenue ".repeat(25)}\n[2] ſtate of the Kelvin scale: 5 K\n`),
  "research/tool_calls.jsonl": '{"seq": 0, "tool": "get_income", "output": {"revenue": 394328000000}}\r\n{"seq": 1, "tool": "quote"}\r\n',
  "synth/report.md": "# Report\n\nApple revenue was $394.3B.\nThe P/E is 18.9.\n\n\nMSFT trades at 33.25x.\n",
  "a-b": "revenue\n",
  "a.txt": "REVENUE\n",
  "a/z.txt": "revenue in a/\n",
  ".cache/hidden.txt": "revenue hidden\n",
  "blob.bin": "revenue\0binary\n",
  "numbers.txt": Array.from({ length: 60 }, (_, i) => `value ${i}: ${(i * 1.5).toFixed(1)}`).join("\n"),
};

const QUERIES: [string, string?, SearchOptions?][] = [
  ["revenue"],
  ["Revenue", "", { caseInsensitive: false }],
  ["394328000000", "research/"],
  ["18.9", "synth/report.md"],
  ["\\d+\\.\\d+x", "synth"],
  ["^output:$", "research/calls", { context: 2 }],
  ["AAPL", "", { context: 1 }],
  ["revenue", "research/calls/0002_news.txt", { context: 3 }],
  ["long headline"],
  ["pe\\s*$", "research/calls/0001_quote.txt"],
  ["\\bK\\b"],
  ["state"],
  ["café|MSFT"],
  ["value [0-9]+:"],
  ["value", "numbers.txt", { context: 2 }],
  ["\\}\\r$", "research/tool_calls.jsonl"],
  ["revenue", ".cache"],
  ["(unclosed"],
  ["nothing-here-at-all"],
  ["--", "", { context: 10 }],
  ["$394", "synth"],
  ["[[:upper:]]{4} \\|", "", { context: 1 }],
  ["\\bcafé\\b"],
  ["(?i)STATE\\b"],
  ["[^\\s\\w]{2}"],
  ["(a+)+$"],
  ["revenue: 39\\d+|Kelvin"],
  ["REVENUE|caf(?i:É)", "", { caseInsensitive: false }],
  ["\\b\\d+\\.\\d+\\b", "research"],
];

let root: string;
beforeAll(() => {
  root = writeCorpus(CORPUS);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeCorpus(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cairn-parity-"));
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), text);
  }
  return dir;
}

describe("MemorySearchBackend ≡ RipgrepBackend", () => {
  it.each(QUERIES)("search(%j, %j, %j)", async (pattern, searchPath, options) => {
    const ripgrep = new RipgrepBackend(root, { maxMatches: 40 });
    const memory = new MemorySearchBackend(Object.entries(CORPUS), { maxMatches: 40 });
    const expected = await ripgrep.search(pattern, searchPath, options);
    expect(memory.search(pattern, searchPath, options)).toBe(expected);
  });

  it("agrees on random corpora and patterns", async () => {
    const line = fc.stringMatching(/^[abAB1 .é\-]{0,12}$/);
    const file = fc.array(line, { minLength: 0, maxLength: 8 }).chain((lines) =>
      fc.constantFrom("", "\n", "\r\n").map((ending) => lines.join(ending === "\r\n" ? "\r\n" : "\n") + ending),
    );
    const corpus = fc.dictionary(fc.constantFrom("x.txt", "d/y.txt", "d/e/z.txt", "d-f.txt"), file, { minKeys: 1 });
    const pattern = fc.constantFrom("a", "ab", "A", "b+", "^a", "a$", "\\d", "[ab]{2}", "é", "\\s", ".", "a|1", "\\bb", "x*", "B.?A", "é\\b", "\\Bé", "\\b\\w+\\b", "[^a]\\b", "(a|b)+\\b");
    const options = fc.record({ context: fc.integer({ min: 0, max: 3 }), caseInsensitive: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(corpus, pattern, options, async (files, query, searchOptions) => {
        const dir = writeCorpus(files);
        try {
          const expected = await new RipgrepBackend(dir, { maxMatches: 12 }).search(query, "", searchOptions);
          expect(new MemorySearchBackend(Object.entries(files), { maxMatches: 12 }).search(query, "", searchOptions)).toBe(expected);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});
