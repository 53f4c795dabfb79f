import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digitsFraction, fractionIn, sharedPrefixIn, significantCount, significantDigits } from "./figure-digits";

const digitString = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom("0", "1", "2", "3", "4", "5", "6", "7", "8", "9"), minLength, maxLength });

describe("digitsFraction", () => {
  it("is the double parsing 0.digits gives, to the last bit", () => {
    fc.assert(fc.property(digitString(1, 20), (written) => Object.is(digitsFraction(written), Number(`0.${written}`))), { numRuns: 2000 });
    expect([digitsFraction("174"), digitsFraction("9999999999999999"), digitsFraction("3")]).toEqual([0.174, 0.9999999999999999, 0.3]);
  });
});

describe("a number's digits read where it stands", () => {
  // Numbers as sources write them, inside other text: separators, leading and trailing zeros, up to 20 digits.
  const stretch = fc
    .tuple(fc.string({ maxLength: 4 }), fc.array(fc.oneof(digitString(1, 6), fc.constantFrom(".", ",", "0.0", "000")), { maxLength: 6 }), fc.string({ maxLength: 4 }))
    .map(([before, parts, after]) => ({ text: `${before}${parts.join("")}${after}`, start: before.length, end: before.length + parts.join("").length }));

  it("shares with a figure the leading digits its significant digits share", () => {
    fc.assert(
      fc.property(stretch, digitString(0, 6), ({ text, start, end }, figure) => {
        const digits = significantDigits(text, start, end);
        let shared = 0;
        while (shared < figure.length && shared < digits.length && figure[shared] === digits[shared]) shared++;
        expect(sharedPrefixIn(figure, text, start, end)).toBe(shared);
      }),
      { numRuns: 2000 },
    );
    expect([sharedPrefixIn("174", "x 1,742 y", 2, 7), sharedPrefixIn("18", "0.0175", 0, 6), sharedPrefixIn("5", "0.00", 0, 4)]).toEqual([3, 1, 0]);
  });

  it("counts its significant digits and reads them as digitsFraction does, to the last bit", () => {
    fc.assert(
      fc.property(stretch, ({ text, start, end }) => {
        const digits = significantDigits(text, start, end);
        expect(significantCount(text, start, end)).toBe(digits.length);
        expect(Object.is(fractionIn(text, start, end), digitsFraction(digits))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect([significantCount("$4,213,000", 1, 10), fractionIn("$4,213,000", 1, 10), fractionIn("rate 0.0448%", 5, 11)]).toEqual([4, 0.4213, 0.448]);
  });
});
