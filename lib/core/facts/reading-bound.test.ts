import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractFacts, numbersEquivalent, type QuantityFact } from ".";
import { UNITS } from "./lexicon";
import { MARK_SCALES } from "./number-tokens";
import { readingBound } from "./reading-bound";
import { LABEL_HINTS } from "./source-context";
import { isCalendarFact, isTokenFact, type ScaleHint } from "./types";

const quantity = (sentence: string): QuantityFact => {
  const [first] = extractFacts(sentence);
  if (!first || isCalendarFact(first) || isTokenFact(first)) throw new Error(`no quantity in ${sentence}`);
  return first;
};

const SENTENCES = [
  "Revenue was 4.2 billion.",
  "Margins fell by 31%.",
  "About 22 patients.",
  "Median follow-up was 22.4 weeks.",
  "The plant adds 9.87 GW.",
  "Net interest margin rose 14 basis points.",
  "The hazard ratio was 0.24.",
  "Costs were $(1.2) million.",
];
const HINTS: (ScaleHint | undefined)[] = [undefined, { kind: "percent", written: true }, { kind: "multiplier", factor: 1 }, ...LABEL_HINTS];
/** matchQuantity's factors from a source unit to the fact's: 1, or any unit of the fact's unit's dimension. */
function conversions(fact: QuantityFact): number[] {
  const reported = fact.unit === undefined ? undefined : UNITS.get(fact.unit.toLowerCase());
  return [1, ...[...UNITS.values()].filter((unit) => unit.dimension === reported?.dimension).map((unit) => unit.size / (reported?.size ?? 1))];
}
const SIZES = [0, 0.0024, 0.24, 0.31, 1.2, 14, 22, 22.3, 22.4, 31, 97, 4.2, 4.213, 4_213, 9_870, 4_213_000_000, 1.2e6, 28, 3.1, 0.14];

describe("readingBound: a cheap test before a source figure's label is read", () => {
  it.each(SENTENCES)("admits every size some hint and unit make equivalent to %s", (sentence) => {
    const fact = quantity(sentence);
    const bound = readingBound(fact);
    for (const size of SIZES) {
      const supported = HINTS.some((hint) => conversions(fact).some((conversion) => numbersEquivalent(fact, size * conversion, hint) || numbersEquivalent(fact, -size * conversion, hint)));
      if (supported) expect(bound.admits(size), `${size}`).toBe(true);
    }
  });

  it("rejects sizes no reading brings near the fact", () => {
    const bound = readingBound(quantity("About 22 patients."));
    expect(bound.admits(22.3)).toBe(true);
    expect(bound.admits(28)).toBe(false);
    expect(bound.admits(0.22)).toBe(false);
  });

  it("admits a unit's conversion and a label's scale", () => {
    expect(readingBound(quantity("The plant adds 9.87 GW.")).admits(9_870)).toBe(true);
    expect(readingBound(quantity("Revenue was 4.2 billion.")).admits(4_213)).toBe(true);
    expect(readingBound(quantity("Revenue was 4.2 billion.")).admits(4_300)).toBe(false);
  });

  it.each(SENTENCES)("admits the digits of every figure whose own scale makes it admitted for %s", (sentence) => {
    const bound = readingBound(quantity(sentence));
    for (const size of SIZES) for (const scale of MARK_SCALES) if (bound.admits(size * scale)) expect(bound.admitsDigits(size), `${size} × ${scale}`).toBe(true);
  });

  it.each(SENTENCES)("admits every size near the fact that some hint and unit make equivalent to %s, however close to a bound's end", (sentence) => {
    const fact = quantity(sentence);
    const bound = readingBound(fact);
    const near = (factor: number) => fc.double({ min: 0.9, max: 1.1, noNaN: true }).map((ratio) => (Math.abs(fact.value) * ratio) / factor);
    const sizes = fc.oneof(...[1, 100, 0.01, 1e3, 1e6, 1e9, 60, 7, 1 / 60, 1e-3].map(near));
    fc.assert(
      fc.property(sizes, (size) => {
        const supported = HINTS.some((hint) => conversions(fact).some((conversion) => numbersEquivalent(fact, size * conversion, hint) || numbersEquivalent(fact, -size * conversion, hint)));
        if (supported) expect(bound.admits(size), `${size}`).toBe(true);
        for (const scale of MARK_SCALES) if (bound.admits(size * scale)) expect(bound.admitsDigits(size), `${size} × ${scale}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("bounds digits before their markers are read", () => {
    expect(readingBound(quantity("Revenue was 4.2 billion.")).admitsDigits(4.213)).toBe(true);
    expect(readingBound(quantity("About 22 patients.")).admitsDigits(28)).toBe(false);
  });
});
