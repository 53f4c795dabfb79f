import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digitRuns, scanNumberTokens } from "./number-tokens";

const read = (text: string) => scanNumberTokens(text).map(({ digits, scale, percent, currency, multiple, start, end }) => ({ digits, scale, percent, currency, multiple, text: text.slice(start, end) }));

describe("scanNumberTokens: a figure's suffix", () => {
  it("reads a suffix after at most one space", () => {
    expect(read("4.2 bn | 12 % | 3 times | $4.2 B | 7 USD | 9 dollars | 35 bps")).toEqual([
      { digits: "4.2", scale: 1e9, percent: undefined, currency: undefined, multiple: false, text: "4.2 bn" },
      { digits: "12", scale: 1, percent: "%", currency: undefined, multiple: false, text: "12 %" },
      { digits: "3", scale: 1, percent: undefined, currency: undefined, multiple: true, text: "3 times" },
      { digits: "4.2", scale: 1e9, percent: undefined, currency: "USD", multiple: false, text: "$4.2 B" },
      { digits: "7", scale: 1, percent: undefined, currency: "USD", multiple: false, text: "7 USD" },
      { digits: "9", scale: 1, percent: undefined, currency: "USD", multiple: false, text: "9 dollars" },
      { digits: "35", scale: 0.01, percent: "pp", currency: undefined, multiple: false, text: "35 bps" },
    ]);
  });

  it("reads none where a cell's bar, a comma or a second space follows", () => {
    for (const text of ["4.2 | bn", "4.2, bn", "4.2  bn", "4.2 (bn)"]) expect(read(text)[0]).toMatchObject({ scale: 1, text: "4.2" });
  });
});

describe("digitRuns: where a line's figures' digits are, and their magnitudes", () => {
  it("gives each figure's digits' span and value as scanNumberTokens reads them", () => {
    const text = "revenue 4,213.5 | 12% of 0.125 | v2.14";
    const runs = digitRuns(text);
    expect(runs.starts.map((start, index) => text.slice(start, runs.ends[index]))).toEqual(scanNumberTokens(text).map(({ digits }) => digits));
    expect(runs.magnitudes).toEqual([4213.5, 12, 0.125, 2.14]);
  });

  it("reads every text as the digits pattern and Number do", () => {
    // As first written: the tokenizer's pattern, each match's digits parsed by Number.
    const plainly = (text: string) => {
      const runs = { starts: [] as number[], ends: [] as number[], magnitudes: [] as number[] };
      for (const match of text.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g)) {
        runs.starts.push(match.index);
        runs.ends.push(match.index + match[0].length);
        runs.magnitudes.push(Number(match[0].replace(/,/g, "")));
      }
      return runs;
    };
    const unit = fc.constantFrom("0", "1", "5", "9", ",", ".", " ", "a", "-", "٣");
    fc.assert(fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        expect(digitRuns(text)).toEqual(plainly(text));
      }), { numRuns: 2000 });
    // Long digit runs and fractions, past what a double holds exactly.
    const digits = fc.string({ unit: fc.constantFrom("0", "1", "3", "7", "9"), minLength: 1, maxLength: 24 });
    fc.assert(fc.property(digits, digits, (whole, fraction) => {
        expect(digitRuns(`${whole}.${fraction}`)).toEqual(plainly(`${whole}.${fraction}`));
      }), { numRuns: 2000 });
  });
});
