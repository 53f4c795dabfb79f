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
});
