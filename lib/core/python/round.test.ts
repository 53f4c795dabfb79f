import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pyRound } from ".";
import { exactDecimal, roundDecimalHalfEven } from "./test-decimal";

/** The reference: x's exact decimal expansion rounded on its digits, read back as a double. */
function correctlyRounded(x: number, ndigits: number): number {
  const exact = exactDecimal(x);
  return Number(`${exact.negative ? "-" : ""}${roundDecimalHalfEven(exact, ndigits)}e${-ndigits}`);
}

describe("pyRound: Python's round(x, ndigits) (issue 15 row 3)", () => {
  it("rounds the double's exact value: round(4.55, 1), round(0.45, 1), round(130.95, 1)", () => {
    // Python 3.11: round(4.55, 1), round(0.45, 1), round(130.95, 1) == 4.5, 0.5, 130.9
    expect([pyRound(4.55, 1), pyRound(0.45, 1), pyRound(130.95, 1)]).toEqual([4.5, 0.5, 130.9]);
  });

  it("sends exact ties to even and keeps the sign of zero", () => {
    // Python 3.11: round(0.125, 2), round(0.375, 2), round(2.5, 0), round(-2.5, 0), round(1234.5, -2)
    expect([pyRound(0.125, 2), pyRound(0.375, 2), pyRound(2.5, 0), pyRound(-2.5, 0), pyRound(1234.5, -2)]).toEqual([0.12, 0.38, 2, -2, 1200]);
    // Python 3.11: round(-0.04, 1) == -0.0, round(0.04, 1) == 0.0
    expect(Object.is(pyRound(-0.04, 1), -0)).toBe(true);
    expect(Object.is(pyRound(0.04, 1), 0)).toBe(true);
  });

  it("handles Python's extremes: huge ndigits, tiny ndigits, inf and nan, overflow", () => {
    // Python 3.11: round(0.1, 400) == 0.1, round(-123.4, -400) == -0.0, round(5e-324, 323) == 0.0
    expect(pyRound(0.1, 400)).toBe(0.1);
    expect(Object.is(pyRound(-123.4, -400), -0)).toBe(true);
    expect(Object.is(pyRound(5e-324, 323), 0)).toBe(true);
    expect(pyRound(Infinity, 1)).toBe(Infinity);
    expect(pyRound(NaN, 1)).toBeNaN();
    // Python 3.11: round(1.7976931348623157e308, -308) raises OverflowError: rounded value too large to represent
    expect(() => pyRound(1.7976931348623157e308, -308)).toThrow(new RangeError("rounded value too large to represent"));
    // Python 3.11: round(1.5, 1.0) raises TypeError: 'float' object cannot be interpreted as an integer
    expect(() => pyRound(1.5, 1.5)).toThrow(new TypeError("'float' object cannot be interpreted as an integer"));
  });

  it("equals the correctly rounded decimal on random doubles (property)", () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
    const nearTie = fc
      .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 8 }))
      .map(([k, places]) => [Number(`${2 * k + 1}e-${places + 1}`), places] as const);
    const cases = fc.oneof(fc.tuple(finite, fc.integer({ min: -30, max: 30 })), nearTie);
    fc.assert(
      fc.property(cases, ([x, ndigits]) => {
        const expected = correctlyRounded(x, ndigits);
        if (!Number.isFinite(expected)) expect(() => pyRound(x, ndigits)).toThrow(RangeError);
        else expect(Object.is(pyRound(x, ndigits), expected), `round(${x}, ${ndigits}) = ${expected}`).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
