import fc from "fast-check";
import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { parseRustRegex } from "./rust-regex-parser";
import { MemorySearchBackend } from "./memory-backend";
import { compileSearchPattern } from "./search-pattern";
import { supersetPrefilter, type SupersetPrefilter } from "./superset-prefilter";

/** Patterns over a small alphabet, in the syntax Rust and RE2 read alike, with every construct the prefilter cuts or keeps. */
const atom = fc.constantFrom("a", "b", "1", ",", "\\.", "[ab]", "[^a]", "[0-9]", "(?i:a)", "^", "$", "\\b");
const pattern: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, atom, tie("repeat"), tie("concat"), tie("alternation")),
  repeat: fc.tuple(tie("node"), fc.constantFrom("?", "*", "+", "{2}", "{1,3}", "{0,9}", "{2,}")).map(([node, quantifier]) => `(?:${node})${quantifier}`),
  concat: fc.array(tie("node"), { minLength: 1, maxLength: 5 }).map((nodes) => nodes.join("")),
  alternation: fc.array(tie("node"), { minLength: 2, maxLength: 4 }).map((nodes) => `(?:${nodes.join("|")})`),
})).node as fc.Arbitrary<string>;
const line = fc.stringMatching(/^[ab1,.A ]{0,24}$/);
/** A lead the prefilter leaves to a look-behind (a figure's `(?:^|[^0-9.])`), then any pattern. */
const ledPattern = fc.tuple(fc.constantFrom("(?:^|[^1.])", "(?:^|a|[,.])", "(?:[^a]|^)"), pattern).map(([lead, rest]) => `${lead}${rest}`);
/** Lines with an astral character, which the look-behind must step over as one character. */
const astralLine = fc.array(fc.constantFrom("a", "b", "1", ",", ".", " ", "\u{1F600}"), { maxLength: 12 }).map((chars) => chars.join(""));

function compiledByRe2(source: string): RE2JS | null {
  try {
    return RE2JS.compile(source);
  } catch {
    return null;
  }
}

/** Whether Cairn translates the pattern (a Unicode `\b` beside a part of either kind is refused). */
function translates(source: string): boolean {
  try {
    compileSearchPattern(source, true);
    return true;
  } catch {
    return false;
  }
}

function passes(prefilter: SupersetPrefilter, text: string): boolean {
  prefilter.regex.lastIndex = 0;
  return prefilter.regex.test(text);
}

describe("supersetPrefilter", () => {
  it("passes every line the pattern matches", () => {
    fc.assert(
      fc.property(pattern, fc.boolean(), fc.array(line, { maxLength: 8 }), (source, caseInsensitive, lines) => {
        const program = compiledByRe2(`(?m)${caseInsensitive ? "(?i)" : ""}${source}`);
        // A pattern RE2 refuses (nested counts past its repeat limit) is a search error before any prefilter runs.
        fc.pre(program !== null);
        const prefilter = supersetPrefilter(parseRustRegex(source, caseInsensitive));
        for (const text of lines) {
          if (prefilter && program!.matcher(text).find()) expect(passes(prefilter, text), `${source} on ${JSON.stringify(text)}`).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("finds, through the search, exactly the lines RE2 matches, a look-behind lead included", () => {
    fc.assert(
      fc.property(fc.oneof(pattern, ledPattern), fc.array(fc.oneof(line, astralLine), { minLength: 1, maxLength: 8 }), (source, lines) => {
        const program = compiledByRe2(`(?m)(?i)${source}`);
        fc.pre(program !== null && translates(source) && supersetPrefilter(parseRustRegex(source, true)) !== null);
        const backend = new MemorySearchBackend([["t.txt", lines.join("\n")]]);
        const matching = lines.flatMap((text, i) => (program!.matcher(text).find() ? [`t.txt:${i + 1}:${text}`] : []));
        const expected = matching.length > 0 ? matching.join("\n").trim() : `No matches found for pattern: ${source}`;
        expect(backend.search(source, "t.txt"), source).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("lets a figure's match start on the character before its digits, one code point wide", () => {
    const figure = "(?:^|[^0-9.])3,?1[5-6][0-9]";
    const prefilter = supersetPrefilter(parseRustRegex(figure, true))!;
    expect(passes(prefilter, "x3,160")).toBe(true);
    expect(passes(prefilter, "13,160")).toBe(false);
    const text = "a\u{1F600}3,160";
    expect(prefilter.matchStart(text, text.indexOf("3"), 0)).toBe(1);
    expect(prefilter.matchStart("3,160", 0, 0)).toBe(0);
    expect(prefilter.matchStart("ab\n3,160", 3, 3)).toBe(3);
    const backend = new MemorySearchBackend([["t.txt", "\u{1F600}3,160\n3,160 usd\n13,160\n.3160"]]);
    expect(backend.search(figure, "t.txt")).toBe("t.txt:1:\u{1F600}3,160\nt.txt:2:3,160 usd");
  });

  it("keeps a figure's digits up to its first open-ended part, and gives up where it would pass nearly every line", () => {
    const figure = "(?:^|[^0-9.])(?:3,?1[5-6][0-9],?[0-9][0-9][0-9](?:\\.[0-9]*)?|3\\.1[5-6][0-9]*)(?:[^0-9]|$)";
    const prefilter = supersetPrefilter(parseRustRegex(figure, true))!;
    expect(passes(prefilter, "revenue 3,160,402 usd")).toBe(true);
    expect(passes(prefilter, "3.155")).toBe(true);
    expect(passes(prefilter, "units 31 and 2,160,402")).toBe(false);
    expect(supersetPrefilter(parseRustRegex("[0-9]*x", false))).toBeNull();
    expect(supersetPrefilter(parseRustRegex("\\bx", false))).toBeNull();
  });

  it("leaves search output as RE2 alone gives it", () => {
    const text = Array.from({ length: 3000 }, (_, i) => `row ${i} | ${(i * 7919) % 100000} | 3,1${i % 10}0,402`).join("\n");
    const backend = new MemorySearchBackend([["t.txt", text]], { maxMatches: 10_000 });
    const expected = text
      .split("\n")
      .map((row, i) => [row, i + 1] as const)
      .filter(([row]) => /(?:^|[^0-9.])3,?1[5-6][0-9],?[0-9]{3}(?:[^0-9]|$)/.test(row))
      .map(([row, n]) => `t.txt:${n}:${row}`)
      .join("\n");
    expect(backend.search("(?:^|[^0-9.])3,?1[5-6][0-9],?[0-9][0-9][0-9](?:[^0-9]|$)", "t.txt")).toBe(expected);
  });
});
