import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digitsFraction } from "./figure-digits";

describe("digitsFraction", () => {
  it("is the double parsing 0.digits gives, to the last bit", () => {
    const digits = fc.string({ unit: fc.constantFrom("0", "1", "2", "3", "4", "5", "6", "7", "8", "9"), minLength: 1, maxLength: 20 });
    fc.assert(fc.property(digits, (written) => Object.is(digitsFraction(written), Number(`0.${written}`))), { numRuns: 2000 });
    expect([digitsFraction("174"), digitsFraction("9999999999999999"), digitsFraction("3")]).toEqual([0.174, 0.9999999999999999, 0.3]);
  });
});
