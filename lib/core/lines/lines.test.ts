import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineLocator } from ".";

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
