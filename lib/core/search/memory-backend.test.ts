import { describe, expect, it } from "vitest";
import { lineStarts } from "../lines";
import { MemorySearchBackend, RegexPatternError, compareSearchPaths, literalPattern } from "./index";

const corpus = new Map<string, string>([
  ["tools/calls.json", '{"trailingPE": 18.923}\n{"ticker": "AAPL"}\n'],
  ["tools/0001_get_income.txt", "[tool_call #1] get_income\nagent: research\n\noutput:\nrevenue: 394328000000\nmeta.currency: USD"],
  ["a-b", "alpha\n"],
  ["a.txt", "alpha\n"],
  ["a/z.txt", "alpha\n"],
  [".hidden/secret.txt", "alpha\n"],
  ["blob.bin", "alpha\0beta\n"],
]);
const backend = new MemorySearchBackend(corpus);

describe("MemorySearchBackend output", () => {
  it("prints relpath:LINE:text in rg --sort path order (segment by segment)", () => {
    expect(backend.search("alpha")).toBe("a/z.txt:1:alpha\na-b:1:alpha\na.txt:1:alpha");
    expect(["a.txt", "a-b", "a/z.txt", "B", "a"].sort(compareSearchPaths)).toEqual(["B", "a", "a/z.txt", "a-b", "a.txt"]);
  });

  it("skips hidden paths and binary files when walking, but searches a hidden file named explicitly", () => {
    expect(backend.search("alpha", ".hidden/secret.txt")).toBe(".hidden/secret.txt:1:alpha");
    expect(backend.search("alpha", ".hidden")).toBe(".hidden/secret.txt:1:alpha");
    expect(backend.search("beta")).toBe("No matches found for pattern: beta");
  });

  it("restricts to a file or a directory, normalising the path", () => {
    expect(backend.search("USD", "tools/")).toBe("tools/0001_get_income.txt:6:meta.currency: USD");
    expect(backend.search("18.923", "./tools/../tools/calls.json")).toBe('tools/calls.json:1:{"trailingPE": 18.923}');
    expect(backend.search("alpha", "tools")).toBe("No matches found for pattern: alpha");
  });

  it("refuses empty patterns and missing paths with audit-fence's texts", () => {
    expect(backend.search("")).toBe("ERROR: pattern cannot be empty.");
    expect(backend.search(" \t\n")).toBe("ERROR: pattern cannot be empty.");
    expect(backend.search("x", "nonexistent/dir/")).toBe("ERROR: path not found: nonexistent/dir/");
    expect(backend.search("x", "tools/calls.json/")).toBe("ERROR: path not found: tools/calls.json/");
    expect(backend.search("x", "../tools")).toBe("ERROR: path not found: ../tools");
    expect(backend.search("x", "/etc")).toBe("ERROR: path not found: /etc");
  });

  it("checks the path before the regex, as audit-fence does", () => {
    expect(backend.search("(", "missing")).toBe("ERROR: path not found: missing");
    expect(backend.search("(")).toBe("ERROR: regex error — regex parse error:\n    (\n    ^\nerror: unclosed group");
  });

  it("is case-insensitive by default and honours caseInsensitive: false", () => {
    expect(backend.search("usd", "tools")).toBe("tools/0001_get_income.txt:6:meta.currency: USD");
    expect(backend.search("usd", "tools", { caseInsensitive: false })).toBe("No matches found for pattern: usd");
  });
});

describe("MemorySearchBackend context (-C)", () => {
  const lines = Array.from({ length: 12 }, (_, i) => (i === 2 || i === 4 || i === 10 ? `hit ${i + 1}` : `line ${i + 1}`));
  const files = new MemorySearchBackend([["f.txt", lines.join("\n")], ["g.txt", "hit g\n"]]);

  it("merges touching groups, separates others with --, also between files", () => {
    expect(files.search("hit", "", { context: 1 })).toBe(
      [
        "f.txt-2-line 2",
        "f.txt:3:hit 3",
        "f.txt-4-line 4",
        "f.txt:5:hit 5",
        "f.txt-6-line 6",
        "--",
        "f.txt-10-line 10",
        "f.txt:11:hit 11",
        "f.txt-12-line 12",
        "--",
        "g.txt:1:hit g",
      ].join("\n"),
    );
  });

  it("clamps context to 0..10", () => {
    expect(files.search("hit 5", "f.txt", { context: -4 })).toBe("f.txt:5:hit 5");
    expect(files.search("hit 11", "f.txt", { context: 99 })).toBe(
      lines.map((line, i) => `f.txt${i === 10 ? ":" : "-"}${i + 1}${i === 10 ? ":" : "-"}${line}`).join("\n"),
    );
  });
});

describe("MemorySearchBackend long lines and truncation", () => {
  it("omits lines over 500 bytes, counting UTF-8 bytes and the newline", () => {
    const text = ["a".repeat(499), "a".repeat(500), "é".repeat(250), "é".repeat(249) + "a", "ctx " + "b".repeat(600), "a".repeat(500)].join("\n");
    const files = new MemorySearchBackend([["l.txt", text]]);
    const output = files.search("a|é").split("\n");
    expect(output).toEqual([
      `l.txt:1:${"a".repeat(499)}`,
      "l.txt:2:[Omitted long matching line]",
      "l.txt:3:[Omitted long matching line]",
      `l.txt:4:${"é".repeat(249)}a`,
      // the unterminated last line has no newline to count, so 500 bytes still print
      `l.txt:6:${"a".repeat(500)}`,
    ]);
    expect(files.search("^é{249}a$", "", { context: 1 })).toBe(
      "l.txt-3-[Omitted long context line]\nl.txt:4:" + "é".repeat(249) + "a\nl.txt-5-[Omitted long context line]",
    );
  });

  it("keeps max_matches lines and appends the notice after a blank line", () => {
    const files = new MemorySearchBackend([["n.txt", Array.from({ length: 10 }, (_, i) => `n ${i}`).join("\n")]], { maxMatches: 3 });
    expect(files.search("n")).toBe("n.txt:1:n 0\nn.txt:2:n 1\nn.txt:3:n 2\n\n... truncated at 3 lines. Narrow your pattern or path.");
    expect(files.search("n [0-2]$")).toBe("n.txt:1:n 0\nn.txt:2:n 1\nn.txt:3:n 2");
  });

  it("strips the whole output like Python's str.strip (trailing spaces and \\r of the last line)", () => {
    const files = new MemorySearchBackend([["t.txt", "name | pe   \r\nAAPL | 18.9 \r\n"]]);
    expect(files.search("pe")).toBe("t.txt:1:name | pe");
    expect(files.search("a")).toBe("t.txt:1:name | pe   \r\nt.txt:2:AAPL | 18.9");
  });
});

describe("MemorySearchBackend matching semantics", () => {
  it("reports each matching line once, however many hits it holds", () => {
    const files = new MemorySearchBackend([["x.txt", "aaa\nbab\nccc"]]);
    expect(files.search("a")).toBe("x.txt:1:aaa\nx.txt:2:bab");
    expect(files.search("a", "", { context: 0 })).toBe(files.search("a+"));
  });

  it("lets an empty-matching regex match every line, but no line after a final newline", () => {
    const files = new MemorySearchBackend([["x.txt", "one\n\nthree\n"], ["empty.txt", ""]]);
    expect(files.search("z*")).toBe("x.txt:1:one\nx.txt:2:\nx.txt:3:three");
  });

  it("never matches across lines: anchors are per line and classes exclude the newline", () => {
    const files = new MemorySearchBackend([["x.txt", "foo\nbar\r\n"]]);
    expect(files.search("foo\\sbar")).toBe("No matches found for pattern: foo\\sbar");
    expect(files.search("o[^x]b")).toBe("No matches found for pattern: o[^x]b");
    expect(files.search("^bar$")).toBe("No matches found for pattern: ^bar$");
    expect(files.search("^bar\\r$")).toBe("x.txt:2:bar");
    expect(files.search("\\Afoo\\z")).toBe("x.txt:1:foo");
  });

  it("folds case like Rust: the long s and the Kelvin sign match s and k", () => {
    const files = new MemorySearchBackend([["x.txt", "ſtate\nKelvin\nİstanbul\n"]]);
    expect(files.search("state")).toBe("x.txt:1:ſtate");
    expect(files.search("kelvin")).toBe("x.txt:2:Kelvin");
    expect(files.search("stanbul")).toBe("x.txt:3:İstanbul");
    expect(files.search("STATE", "", { caseInsensitive: false })).toBe("No matches found for pattern: STATE");
  });

  it("counts line numbers correctly far into a file", () => {
    const text = Array.from({ length: 5000 }, (_, i) => `row ${i + 1}`).join("\n");
    const files = new MemorySearchBackend([["big.txt", text]]);
    expect(files.search("^row 4321$")).toBe("big.txt:4321:row 4321");
    expect(files.search("row 4999", "big.txt", { context: 1 })).toBe("big.txt-4998-row 4998\nbig.txt:4999:row 4999\nbig.txt-5000-row 5000");
  });
});

describe("MemorySearchBackend chunks", () => {
  const files: [string, string][] = [
    ["a/1.txt", "x\n"],
    ["a/2.txt", "y"],
    ["a/3.txt", ""],
    ["a/4.txt", "x\n\nz\n"],
    ["b/.hidden", "x\n"],
    ["b/5.txt", "x y\nx"],
  ];

  it("never reports the boundary between two joined files as a line", () => {
    const backend = new MemorySearchBackend(files);
    expect(backend.search("^$")).toBe("a/4.txt:2:");
    expect(backend.search("y$")).toBe("a/2.txt:1:y\nb/5.txt:1:x y");
  });

  it.each([
    ["x", "", {}],
    ["^$", "", {}],
    ["x|y|z", "", { context: 1 }],
    ["x", "b", {}],
    ["z*", "a", { context: 2 }],
  ])("gives the same output whatever the chunk size: %j in %j", (pattern, path, options) => {
    const oneChunk = new MemorySearchBackend(files, { maxMatches: 5 });
    for (const chunkCodeUnits of [1, 3, 8]) {
      const manyChunks = new MemorySearchBackend(files, { maxMatches: 5, chunkCodeUnits });
      expect(manyChunks.search(pattern, path, options)).toBe(oneChunk.search(pattern, path, options));
    }
  });
});

describe("MemorySearchBackend.findLines", () => {
  it("answers matching lines as data, 1-based, in search order, skipping what a walk skips", () => {
    expect(backend.findLines("alpha", { limit: 10 })).toEqual({
      hits: [
        { path: "a/z.txt", line: 1, text: "alpha" },
        { path: "a-b", line: 1, text: "alpha" },
        { path: "a.txt", line: 1, text: "alpha" },
      ],
      truncated: false,
    });
    expect(backend.findLines("usd", { limit: 10 }).hits).toEqual([{ path: "tools/0001_get_income.txt", line: 6, text: "meta.currency: USD" }]);
    expect(backend.findLines("usd", { limit: 10, caseInsensitive: false }).hits).toEqual([]);
  });

  it("stops at the limit and says it truncated", () => {
    expect(backend.findLines("alpha", { limit: 2 })).toEqual({ hits: [expect.objectContaining({ path: "a/z.txt" }), expect.objectContaining({ path: "a-b" })], truncated: true });
  });

  it("searches a literal pattern literally, regex meta characters included", () => {
    const pattern = literalPattern('{"trailingPE": 18.923}');
    expect(pattern).toBe('\\{"trailingPE": 18\\.923\\}');
    expect(backend.findLines(pattern, { limit: 10 }).hits).toEqual([{ path: "tools/calls.json", line: 1, text: '{"trailingPE": 18.923}' }]);
    expect(backend.findLines(literalPattern("18.92."), { limit: 10 }).hits).toEqual([]);
    expect(backend.findLines("18.92.", { limit: 10 }).hits).toHaveLength(1);
  });

  it("refuses a bad regex with RegexPatternError, and a blank pattern finds nothing", () => {
    expect(() => backend.findLines("(unclosed", { limit: 10 })).toThrow(RegexPatternError);
    expect(backend.findLines("  ", { limit: 10 })).toEqual({ hits: [], truncated: false });
  });
});

describe("MemorySearchBackend.searchLines and known line starts", () => {
  const text = "revenue: 4213\nnotes\nrevenue: 4.2\n" + "x".repeat(600) + " 4213\nlast 4213";
  const path = "tools/0002_get_revenue.txt";

  it("answers as search does when the candidates hold every matching line, reading no other line", () => {
    const whole = new MemorySearchBackend([[path, text]]);
    const known = new MemorySearchBackend([[path, text]], { lineStarts: new Map([[path, lineStarts(text)]]) });
    for (const pattern of ["4213", "4\\.?2", "revenue", "missing", "(?:^|[^0-9])4213$"]) {
      const matching = whole.findLines(pattern, { limit: 100 }).hits.map((hit) => hit.line - 1);
      expect(known.searchLines(pattern, path, [...new Set([0, 1, ...matching])].sort((left, right) => left - right)), pattern).toBe(whole.search(pattern, path));
      expect(known.search(pattern, path, { context: 1 }), pattern).toBe(whole.search(pattern, path, { context: 1 }));
    }
    // A line left out of the candidates is not read: the caller vouches for them.
    expect(known.searchLines("4213", path, [4])).toBe(`${path}:5:last 4213`);
    expect(known.searchLines("4213", path, [])).toBe("No matches found for pattern: 4213");
  });

  it("searches a path naming no single file whole", () => {
    const backend = new MemorySearchBackend([[path, text], ["tools/other.txt", "4213"]]);
    expect(backend.searchLines("4213", "tools", [])).toBe(backend.search("4213", "tools"));
  });

  it("takes known line starts as its own, a final newline ending the last line and an empty file holding none", () => {
    const files: [string, string][] = [["a.txt", "4213\n"], ["b.txt", ""], ["c.txt", "\n\n4213"], ["d.txt", "4213\r\nx\n4213\n"]];
    const whole = new MemorySearchBackend(files);
    const known = new MemorySearchBackend(files, { lineStarts: new Map(files.map(([name, body]) => [name, lineStarts(body)])) });
    for (const pattern of ["4213", "^", "$", "x"]) {
      expect(known.search(pattern, "", { context: 2 }), pattern).toBe(whole.search(pattern, "", { context: 2 }));
      for (const [name] of files) expect(known.search(pattern, name), `${pattern} in ${name}`).toBe(whole.search(pattern, name));
    }
  });
});
