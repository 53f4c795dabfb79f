import { describe, expect, it } from "vitest";
import { sourcesOfClaim, writtenNumbers } from "./figures";
import type { TruthSource } from "./truth";

describe("writtenNumbers", () => {
  it.each([
    ["$4.2 billion", [4.2]],
    ["27-14", [27, 14]],
    ["4,213,000,000", [4213000000]],
    ["-3.5% and .25", [3.5, 0.25]],
    ["25.0 and 25", [25]],
    ["Q3 FY2025", [3, 2025]],
    ["no figure", []],
  ])("%j writes %j", (text, expected) => {
    expect([...writtenNumbers(text)]).toEqual(expected);
  });
});

describe("sourcesOfClaim", () => {
  const source = (figure: string, file = "calls/0000_x.txt"): TruthSource => ({ figure, agent: "a", file, line: 1 });
  const tally = source("27-14");
  const price = source("$2.50", "calls/0001_y.txt");
  const revenue = source("$4.2 billion");

  it("takes the sources whose figure writes the claim's numbers, or the other way round", () => {
    expect(sourcesOfClaim("27", [tally, price])).toEqual([tally]);
    expect(sourcesOfClaim("27-14 vote", [tally, price])).toEqual([tally]);
    expect(sourcesOfClaim("4.2 billion", [revenue, price])).toEqual([revenue]);
    expect(sourcesOfClaim("2.5", [price])).toEqual([price]);
  });

  it("is null for a claim about none of the figures, or about no number at all", () => {
    expect(sourcesOfClaim("1", [revenue, price])).toBeNull();
    expect(sourcesOfClaim("27-15", [tally])).toBeNull();
    expect(sourcesOfClaim("FY", [tally])).toBeNull();
    expect(sourcesOfClaim("27", [{ agent: "a", file: "f", line: 1 }])).toBeNull();
  });
});
