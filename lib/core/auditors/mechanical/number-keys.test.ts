import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractFacts, matchesFact } from "../../facts";
import { digitsKey } from "../../figure-index";
import { factKeys } from "./number-keys";

const key = (digits: string) => digitsKey(digits, 0, digits.length);
const onlyFact = (sentence: string) => extractFacts(sentence)[0];

describe("number keys", () => {
  it("covers every magnitude that rounds to a fact, and not its neighbours", () => {
    const keys = factKeys(onlyFact("Revenue was $4.2 billion."));
    expect([4150, 4213, 4250].every((k) => keys.has(k))).toBe(true);
    expect(keys.has(4300)).toBe(false);
    expect(keys.has(4140)).toBe(false);
  });

  it("crosses a decade (9.96 to 10.05 for 10.0%)", () => {
    const keys = factKeys(onlyFact("Growth was 10.0%."));
    expect(keys.has(9950)).toBe(true);
    expect(keys.has(1000)).toBe(true);
    expect(keys.has(1005)).toBe(true);
  });

  it("keys a year by its four and its two digits (2025, FY25)", () => {
    expect([...factKeys(onlyFact("Sales rose in October 2025."))].sort()).toEqual([2025, 2500]);
  });

  it("every source figure matchesFact accepts carries one of the fact's keys (as-is, labelled, or as a fraction)", () => {
    const readings = [
      { label: "measure", divisor: 1 },
      { label: "measure_thousands", divisor: 1e3 },
      { label: "measure (in millions)", divisor: 1e6 },
      { label: "measure_pct", divisor: 1 },
    ];
    let accepted = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom(...readings), fc.boolean(), (units, decimals, reading, percent) => {
        const reported = (units / 10 ** decimals).toFixed(decimals);
        const fact = onlyFact(percent ? `The measure was ${reported}%.` : `The measure was ${reported} units.`);
        const source = ((units / 10 ** decimals / reading.divisor) * 1.0001).toPrecision(7);
        if (fact && matchesFact(fact, `${reading.label}: ${source}`)) {
          accepted++;
          expect(factKeys(fact).has(key(source))).toBe(true);
        }
      }),
      { numRuns: 300, seed: 20251120 },
    );
    expect(accepted).toBeGreaterThan(20);
  });
});
