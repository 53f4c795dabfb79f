import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sharedStems, stems } from "./word-stems";

describe("stems", () => {
  it("compares words on their first letters after synonyms, without function and time words", () => {
    expect([...stems("Net income rose 12% year over year in the quarter")].sort()).toEqual(["chg", "inco", "net", "yoy"]);
    expect(sharedStems(stems("Treated patients rose a year earlier"), stems("treatment_yoy_change: 4.1"))).toBe(2);
  });

  it("keys descriptors and glued codes the same way in reports and in data", () => {
    expect(stems("the 10-year yield").has("#10y")).toBe(true);
    expect(stems("tenor_10y: 4.21").has("#10y")).toBe(true);
    expect(stems("y10 4.21").has("#10y")).toBe(true);
    expect(stems("the 2s10s curve").has("#2s10s")).toBe(true);
    // Read again, the same keys: the patterns start afresh on each text.
    expect(stems("the 50-day average, 52-week low").has("#52w")).toBe(true);
    expect(stems("50d_avg").has("#50d")).toBe(true);
  });

  it("reads lines joined by a line break as each line alone (a table's header is read once for its rows)", () => {
    const word = fc.constantFrom("year", "over", "on", "a", "the", "earlier", "prior", "basis", "points", "pp", "Rose", "fell", "10", "2s", "y", "d", "ΟΔΟΣ", "İ", ".", "-", "_", " ", "/", "\n");
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), fc.array(word, { maxLength: 8 }), (header, row) => {
        const [first, second] = [header.join(""), row.join("")];
        expect([...stems(`${first}\n${second}`)].sort()).toEqual([...new Set([...stems(first), ...stems(second)])].sort());
      }),
      { numRuns: 2000 },
    );
  });
});
