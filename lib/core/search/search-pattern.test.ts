import { describe, expect, it } from "vitest";
import { RegexPatternError, compileSearchPattern } from "./index";

/** Whether the compiled pattern finds a match in `line` (a single line, as ripgrep sees it). */
function matches(pattern: string, line: string, caseInsensitive = false): boolean {
  return compileSearchPattern(pattern, caseInsensitive).pattern.matches(line);
}

function errorDetail(pattern: string): string {
  try {
    compileSearchPattern(pattern, true);
  } catch (error) {
    if (error instanceof RegexPatternError) return error.detail;
    throw error;
  }
  throw new Error(`expected ${pattern} to be refused`);
}

describe("compileSearchPattern: literals take the fast path", () => {
  it.each([
    ["5098", "5098", false],
    ["revenue: 394", "revenue: 394", true],
    ["18\\.923", "18.923", false],
    ["\\x41\\u{42}", "AB", true],
  ])("%j is the literal %j (case-insensitive: %s)", (pattern, text, caseInsensitive) => {
    expect(compileSearchPattern(pattern, true)).toMatchObject({ kind: "literal", text, caseInsensitive });
  });

  it("a literal with no cased letter is the same either way, and (?-i) turns case off", () => {
    expect(compileSearchPattern("(?-i)AAPL", true)).toMatchObject({ kind: "literal", text: "AAPL", caseInsensitive: false });
    expect(compileSearchPattern("18.923", true).kind).toBe("regex");
  });
});

describe("compileSearchPattern: Rust syntax translated to JS", () => {
  it.each<[string, string, boolean]>([
    ["a.c", "abc", true],
    ["a.c", "a\nc", false],
    ["^foo$", "foo", true],
    ["\\d+", "٣", true], // Unicode digit, as Rust's \d
    ["(?-u)\\d", "٣", false],
    ["\\w+é", "café", true],
    ["\\bcafé\\b", "un café noir", true],
    ["\\bfé\\b", "café", false],
    ["[[:upper:]][[:digit:]]", "A1", true],
    ["[[:^digit:]]", "5", false],
    ["[^[:digit:]x]", "y", true],
    ["[a[0-9]]+$", "a9a", true],
    ["[\\d-]+", "12-3", true],
    ["\\p{Greek}+", "λόγος", true],
    ["\\pL\\PL", "a1", true],
    ["\\p{sc=Greek}", "a", false],
    ["(?x) a b  # comment", "ab", true],
    ["(?P<year>\\d{4})-\\d{2}", "2026-11", true],
    ["a{2,3}?b", "aab", true],
    ["a**", "", true],
    ["(?i)AbC", "aBc", true],
    ["a(?i:B)c", "abc", true],
    ["a(?i:B)c", "Abc", false],
  ])("%j on %j → %s", (pattern, line, expected) => {
    expect(matches(pattern, line)).toBe(expected);
  });

  it("applies the default case-insensitivity to classes and literals", () => {
    expect(matches("[a-c]x", "BX", true)).toBe(true);
    expect(matches("[a-c]x", "BX", false)).toBe(false);
  });

  it("treats each line of a multi-line pattern as an alternative", () => {
    expect(matches("foo\nba.", "xbaz")).toBe(true);
  });
});

// The expected texts are what ripgrep 13 prints on stderr for the same patterns.
describe("compileSearchPattern: refused patterns carry ripgrep's error text", () => {
  it.each([
    ["(", "regex parse error:\n    (\n    ^\nerror: unclosed group"],
    [")", "regex parse error:\n    )\n    ^\nerror: unopened group"],
    ["[a", "regex parse error:\n    [a\n    ^\nerror: unclosed character class"],
    ["a{2", "regex parse error:\n    a{2\n     ^^\nerror: unclosed counted repetition"],
    ["*a", "regex parse error:\n    *a\n    ^\nerror: repetition operator missing expression"],
    ["\\q", "regex parse error:\n    \\q\n    ^^\nerror: unrecognized escape sequence"],
    ["[z-a]", "regex parse error:\n    [z-a]\n     ^^^\nerror: invalid character class range, the start must be <= the end"],
    ["a{3,1}", "regex parse error:\n    a{3,1}\n     ^^^^^\nerror: invalid repetition count range, the start must be <= the end"],
    ["\\pX", "regex parse error:\n    \\pX\n    ^^^\nerror: Unicode property not found"],
    ["x{,3}", "regex parse error:\n    x{,3}\n      ^\nerror: repetition quantifier expects a valid decimal"],
    ["(?<n>f)", "regex parse error:\n    (?<n>f)\n      ^\nerror: unrecognized flag"],
    ["(?i", "regex parse error:\n    (?i\n       ^\nerror: expected flag but got end of regex"],
    ["[\\d-z]", "regex parse error:\n    [\\d-z]\n     ^^\nerror: invalid range boundary, must be a literal"],
    ["(?P<1a>x)", "regex parse error:\n    (?P<1a>x)\n        ^\nerror: invalid capture group character"],
    ["(?P<>x)", "regex parse error:\n    (?P<>x)\n        ^\nerror: empty capture group name"],
    ["(?P<n>a)(?P<n>b)", "regex parse error:\n    (?P<n>a)(?P<n>b)\n        ^       ^\nerror: duplicate capture group name"],
  ])("%j", (pattern, detail) => {
    expect(errorDetail(pattern)).toBe(detail);
  });

  it("adds ripgrep's PCRE2 hint for look-around and backreferences", () => {
    const hint = "\n\nConsider enabling PCRE2 with the --pcre2 flag, which can handle backreferences\nand look-around.";
    expect(errorDetail("(?=a)")).toBe(`regex parse error:\n    (?=a)\n    ^^^\nerror: look-around, including look-ahead and look-behind, is not supported${hint}`);
    expect(errorDetail("(a)\\1")).toBe(`regex parse error:\n    (a)\\1\n       ^^\nerror: backreferences are not supported${hint}`);
  });

  it("refuses a literal newline like ripgrep without --multiline", () => {
    expect(errorDetail("a\\nb")).toBe(
      "the literal '\"\\n\"' is not allowed in a regex\n\nConsider enabling multiline mode with the --multiline flag (or -U for short).\nWhen multiline mode is enabled, new line characters can be matched.",
    );
  });

  it("marks valid Rust syntax it cannot translate as unsupported, not as a syntax error", () => {
    const error = (() => {
      try {
        compileSearchPattern("[a-z&&[^aeiou]]", true);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(RegexPatternError);
    expect((error as RegexPatternError).code).toBe("regex-unsupported");
  });
});

describe("non-capturing groups", () => {
  it("accepts (?:…) as ripgrep does, flags or not", async () => {
    const { MemorySearchBackend } = await import("./memory-backend");
    const backend = new MemorySearchBackend(new Map([["a.txt", "revenue: 4213000000\nother"]]));
    expect(backend.search("(?:4,?213|4\\.21)")).toBe("a.txt:1:revenue: 4213000000");
    expect(backend.search("(?i:REVENUE)")).toBe("a.txt:1:revenue: 4213000000");
  });
});

describe("the linear-time engine (RE2)", () => {
  it("answers a pattern that backtracks catastrophically in a JS RegExp at once", async () => {
    const { MemorySearchBackend } = await import("./memory-backend");
    // A backtracking engine tries 2^29 ways to split the a's before giving up on the "!".
    const backend = new MemorySearchBackend(new Map([["f.txt", `${"a".repeat(29)}!\n${"a".repeat(40)}`]]));
    expect(backend.search("(a+)+$", "")).toBe(`f.txt:2:${"a".repeat(40)}`);
    expect(backend.search("(x+x+)+y")).toBe("No matches found for pattern: (x+x+)+y");
  });

  it("stops a search that runs past its time budget with audit-fence's timeout text", async () => {
    const { MemorySearchBackend } = await import("./memory-backend");
    let clock = 0;
    // Each look at the clock moves it a second on: the budget is spent before the second window of text.
    const files = new Map([["big.txt", `${"line of text\n".repeat(200_000)}needle`]]);
    const backend = new MemorySearchBackend(files, { timeBudgetMs: 1500, now: () => (clock += 1000) });
    // Scanned window by window (no literal of three characters to look for first)…
    expect(backend.search("ne+d[l]e")).toBe("ERROR: search timed out (15s). Narrow your pattern or path.");
    // …or line by line after a literal prefilter: 200,000 lines hold "line of".
    clock = 0;
    expect(backend.search("line of t[^e]")).toBe("ERROR: search timed out (15s). Narrow your pattern or path.");
    expect(new MemorySearchBackend(files).search("ne+d[l]e")).toBe("big.txt:200001:needle");
    expect(new MemorySearchBackend(files).search("line of t[^e]")).toBe("No matches found for pattern: line of t[^e]");
  });

  it("keeps Rust's meaning where RE2's own differs: Unicode \\d \\w \\s \\b, nested classes, scoped case, no newline in any class", () => {
    expect(matches("\\d", "٣")).toBe(true);
    expect(matches("^\\w+$", "naïve")).toBe(true);
    expect(matches("a\\sb", "a\u00a0b")).toBe(true);
    expect(matches("\\bcafé\\b", "un café noir")).toBe(true);
    expect(matches("\\bcafé\\b", "cafés")).toBe(false);
    expect(matches("é\\b", "é!")).toBe(true);
    expect(matches("x\\B.", "xé")).toBe(true);
    expect(matches("x\\b.", "xé")).toBe(false);
    expect(matches("[a[^b]]", "c")).toBe(true);
    expect(matches("[a[^b]]", "b")).toBe(false);
    expect(matches("a(?i:[b-d])c", "aDc")).toBe(true);
    expect(matches("a(?i:[b-d])c", "ADc")).toBe(false);
    expect(matches("(?i)k", "\u212a")).toBe(true);
    expect(matches("a[^x]b", "a\nb")).toBe(false);
    expect(matches("a\\sb", "a\nb")).toBe(false);
  });

  it("says which valid Rust patterns it cannot run linearly, instead of running them wrongly", () => {
    const unsupported = (pattern: string) => {
      try {
        compileSearchPattern(pattern, false);
        return null;
      } catch (error) {
        return error instanceof RegexPatternError ? error.code : error;
      }
    };
    expect(unsupported("a{1001}")).toBe("regex-unsupported");
    expect(unsupported("(?:a|\\.)\\b(?:b|\\.)")).toBe("regex-unsupported");
    expect(unsupported("(?-u:\\b)(?:b|\\.)")).toBeNull();
  });
});

describe("LinePattern.spans: where a pattern matches in a line", () => {
  const spans = (pattern: string, line: string, caseInsensitive = true) => compileSearchPattern(pattern, caseInsensitive).pattern.spans(line);

  it.each<[string, string, [number, number][]]>([
    ["hazard", "Hazard ratio; HAZARD again", [[0, 6], [14, 20]]],
    ["\\d+\\.\\d+", "ratio 0.76 (95% CI 0.62-0.93)", [[6, 10], [19, 23], [24, 28]]],
    ["^rev", "revenue rev", [[0, 3]]],
    ["a*", "baab", [[1, 3]]],
    ["€\\d+", "📈 €62.5 and €7", [[3, 6], [13, 15]]],
    ["ratio", "no match here", []],
  ])("%j in %j", (pattern, line, expected) => {
    expect(spans(pattern, line)).toEqual(expected);
  });

  it("keeps case when asked to", () => {
    expect(spans("AAPL", "aapl AAPL", false)).toEqual([[5, 9]]);
  });
});
