import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineLocator, TextLines } from ".";

describe("lineLocator", () => {
  it("numbers lines from 1, a \\r\\n ending counting once", () => {
    const lineOf = lineLocator("a\r\nb\n\nc");
    expect([0, 1, 2, 3, 4, 5, 6].map(lineOf)).toEqual([1, 1, 1, 2, 2, 3, 4]);
  });

  it("agrees with counting the newlines before the offset", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "\n", "\r", " ") }), fc.nat(), (text, at) => {
        const offset = at % (text.length + 1);
        expect(lineLocator(text)(offset)).toBe(text.slice(0, offset).split("\n").length);
      }),
    );
  });
});

describe("TextLines", () => {
  it("keeps a \\r before the \\n and counts the empty line after a final \\n", () => {
    const lines = new TextLines("a\r\nb\n");
    expect([lines.length, lines.at(0), lines.at(1), lines.at(2)]).toEqual([3, "a\r", "b", ""]);
  });

  it("reads the lines split on \\n reads, and finds each offset's line", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "\n", "\r", " ") }), (text) => {
        const lines = new TextLines(text);
        const split = text.split("\n");
        expect(Array.from({ length: lines.length }, (_, index) => lines.at(index))).toEqual(split);
        expect(Array.from({ length: lines.length }, (_, index) => lines.text.slice(lines.start(index), lines.end(index)))).toEqual(split);
        for (let offset = 0; offset <= text.length; offset++) expect(lines.indexAt(offset)).toBe(text.slice(0, offset).split("\n").length - 1);
      }),
    );
  });

  it("refuses an index that is no line's", () => {
    const lines = new TextLines("a\nb");
    expect(() => lines.at(2)).toThrow(RangeError);
    expect(() => lines.at(-1)).toThrow(RangeError);
    expect(() => lines.at(0.5)).toThrow(RangeError);
    expect(() => lines.start(2)).toThrow(RangeError);
    expect(() => lines.end(2)).toThrow(RangeError);
  });
});
