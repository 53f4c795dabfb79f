import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coincidence, normaliseText, ReportText } from "./report-text";

describe("normaliseText", () => {
  it.each([
    ["## Revenue  rose\n\n- by **8%**", "revenue rose by 8%"],
    ["1. First item\n2) second", "first item second"],
    ["> - [x] done", "done"],
    ["| a | b |\n|---|---|", "a b --- ---"],
    ["see [the filing](https://example.com/x) now", "see the filing now"],
    ["“Quoted” ‘text’ 27–14 and 3−1 — 2′", "\"quoted\" 'text' 27-14 and 3-1 - 2'"],
    ["`code_name` stays", "code name stays"],
    ["  \t trailing \n ", "trailing"],
  ])("%j reads as %j", (text, expected) => {
    expect(normaliseText(text).text).toBe(expected);
  });

  it("maps every character back to the one it came from", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."aZ9 \n\t#>-*_|`[]()’“–1.x") }), (text) => {
        const { text: normalised, origin } = normaliseText(text);
        expect(origin).toHaveLength(normalised.length);
        for (let i = 0; i < normalised.length; i++) {
          if (i > 0) expect(origin[i]).toBeGreaterThan(origin[i - 1]);
          if (normalised[i] !== " ") expect(normalised[i]).toBe(normaliseText(text[origin[i]]).text);
        }
        expect(normalised).not.toMatch(/^ | $|  /);
      }),
    );
  });
});

describe("ReportText.spansOf", () => {
  const report = new ReportText("# Fares\n\nThe council voted **27-14** on Tuesday. Fares rose 8%, then 8% again.");

  it("finds a verbatim snippet everywhere it occurs", () => {
    expect(report.spansOf("8%").map(([start, end]) => report.text.slice(start, end))).toEqual(["8%", "8%"]);
    expect(new ReportText("aaa").spansOf("aa")).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it("falls back to the normalised text and maps the match back to the report's offsets", () => {
    const [span, ...more] = report.spansOf("voted 27–14 ON Tuesday");
    expect(more).toEqual([]);
    expect(report.text.slice(...span)).toBe("voted **27-14** on Tuesday");
  });

  it("ends a match after a character outside the Basic Multilingual Plane", () => {
    const emoji = new ReportText("Rated 5 🌟 by *critics*");
    const [span] = emoji.spansOf("rated 5 🌟");
    expect(emoji.text.slice(...span)).toBe("Rated 5 🌟");
  });

  it("finds nothing for a blank or absent snippet", () => {
    expect(report.spansOf("  ")).toEqual([]);
    expect(report.spansOf("_|_")).toEqual([]);
    expect(report.spansOf("27-15")).toEqual([]);
  });
});

describe("coincidence", () => {
  it("is 1 for equal spans, a fraction for overlapping ones and at most 0 for apart ones", () => {
    expect(coincidence([2, 6], [2, 6])).toBe(1);
    expect(coincidence([0, 4], [2, 6])).toBeCloseTo(2 / 6);
    expect(coincidence([0, 2], [2, 4])).toBe(0);
    expect(coincidence([0, 1], [3, 4])).toBeLessThan(0);
  });
});
