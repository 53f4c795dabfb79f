import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eitherOf, frequencyIn } from "./lexicon";

describe("eitherOf", () => {
  it("matches a text exactly when one of its patterns does", () => {
    const patterns = [/(?:^|[^a-z])usd(?:[^a-z]|$)/i, /%/, /\((?:[$€£]\s?)?m\)|_m(?:[^a-z]|$)/i];
    const either = eitherOf(patterns);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("u", "S", "d", "_", "m", "M", "(", ")", "%", "$", " ", "x") }), (text) => {
        expect(either.test(text)).toBe(patterns.some((pattern) => pattern.test(text)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("frequencyIn", () => {
  it("names the first frequency a label states, and none for a label without one", () => {
    expect(frequencyIn("arpa_yearly")).toBe("year");
    expect(frequencyIn("mrr_usd")).toBe("month");
    expect(frequencyIn("fees per day")).toBe("day");
    expect(frequencyIn("revenue_usd")).toBeUndefined();
  });
});
