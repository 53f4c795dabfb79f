import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeClaimRecord } from "../records";
import { attachNearest, nearestCandidates } from ".";
import { significantDigits } from "./figure-digits";

// Filler lines whose numbers never share two leading digits with figures drawn from 10..98.
const filler = (i: number) => `row_${"abcdefghij"[i % 10]}: 99${i % 10}.${i % 7}`;
const digitsOf = (value: number) => significantDigits(String(value));

describe("significantDigits", () => {
  it("is the same however the figure is written: separators, scale, fraction, leading and trailing zeros", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 6 }), (mantissa, shift) => {
        const value = mantissa * 10 ** shift;
        const plain = String(value);
        const grouped = value.toLocaleString("en-US");
        const fraction = `0.${"0".repeat(shift)}${mantissa}`;
        expect(new Set([significantDigits(plain), significantDigits(grouped), significantDigits(fraction)])).toEqual(new Set([significantDigits(String(mantissa))]));
      }),
    );
  });
});

describe("significantDigits of a stretch of text", () => {
  it("reads the digits from the first non-zero one to the last, skipping separators and other characters", () => {
    const unit = fc.constantFrom("0", "1", "5", "9", "00", ".", ",", "x", "%", " ");
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 14 }).map((units) => units.join("")), fc.nat(), fc.nat(), (text, a, b) => {
        const start = a % (text.length + 1);
        const end = start + (b % (text.length - start + 1));
        const digits = text.slice(start, end).replace(/\D/g, "").replace(/^0+/, "").replace(/0+$/, "");
        expect(significantDigits(text, start, end)).toBe(digits);
      }),
    );
  });
});

describe("nearestCandidates", () => {
  it("finds the line whose number shares the figure's leading digits, with its agent, file and line", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 989 }),
        fc.integer({ min: 1, max: 9 }),
        fc.nat({ max: 40 }),
        fc.constantFrom("technical_output.txt", "research/calls/0003_get_prices.txt"),
        fc.constantFrom((v: string) => `${v}%`, (v: string) => `$${v} billion`, (v: string) => `${v}x`),
        (tenths, delta, position, file, write) => {
          const figure = (tenths / 10).toFixed(1);
          const near = ((tenths - (tenths % 10) + ((tenths % 10) + delta) % 10) / 10).toFixed(1);
          fc.pre(digitsOf(Number(near)).slice(0, 2) === digitsOf(Number(figure)).slice(0, 2) && near !== figure);
          const lines = Array.from({ length: 41 }, (_, i) => filler(i));
          lines[position] = `margin_pct: ${near}`;
          const [candidates] = nearestCandidates([{ claim: write(figure), sentence: `The margin was ${write(figure)} last year.` }], { [file]: lines.join("\n") });
          expect(candidates).toHaveLength(1);
          expect(candidates[0]).toEqual({ text: near, agent: file.startsWith("research/") ? "research" : "technical", file, line: position + 1, excerpt: `margin_pct: ${near}` });
        },
      ),
    );
  });

  it("ranks a line sharing the sentence's label words above one sharing more digits, and keeps at most three", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9899 }), fc.constantFrom("Ontario", "Richmond", "Halifax"), (value, site) => {
        fc.pre(value % 10 !== 0);
        const digits = String(value);
        const others = ["Quebec", "Calgary", "Toronto", "Ottawa"].map((name, i) => `${name.toLowerCase()}_cost: ${digits.slice(0, 3)}${(Number(digits[3]) + i + 1) % 10}`);
        const source = [...others, `${site.toLowerCase()}_cost: ${digits.slice(0, 2)}${(Number(digits[2]) + 1) % 10}0`].join("\n");
        const [candidates] = nearestCandidates([{ claim: digits, sentence: `${site}'s cost per order was ${digits} cents.` }], { "ops_output.txt": source });
        expect(candidates).toHaveLength(3);
        expect(candidates[0].excerpt.startsWith(site.toLowerCase())).toBe(true);
        expect(candidates[0].line).toBe(5);
      }),
    );
  });

  it("proposes the figure a label word of the sentence stands before, whatever its digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 989 }), fc.integer({ min: 100, max: 989 }), fc.constantFrom("EV/EBITDA", "RSI", "Backlog"), (written, stored, label) => {
        fc.pre(String(written).slice(0, 2) !== String(stored).slice(0, 2) && written % 10 !== 0 && stored % 10 !== 0);
        const figure = `${(written / 10).toFixed(1)}x`;
        const lines = [filler(1), `${label.toLowerCase().replace("/", "_")}: ${(stored / 10).toFixed(1)}x`, filler(2)];
        const [[candidate, ...others]] = nearestCandidates([{ claim: figure, sentence: `${label} stands at ${figure}.` }], { "valuation_output.txt": lines.join("\n") });
        expect(candidate).toMatchObject({ text: `${(stored / 10).toFixed(1)}x`, agent: "valuation", line: 2 });
        expect(others).toEqual([]);
      }),
    );
  });

  it("proposes nothing when no number shares the leading digits, or the claim has no digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 98 }), (value) => {
        const source = Array.from({ length: 20 }, (_, i) => filler(i)).join("\n");
        expect(nearestCandidates([{ claim: `${value}%`, sentence: `It rose ${value}%.` }, { claim: "EMEA", sentence: "EMEA led." }], { "a_output.txt": source })).toEqual([[], []]);
      }),
    );
  });

  it("keeps the sign, currency and suffix the source writes with the figure, on a long line an excerpt around it", () => {
    const long = `${"x ".repeat(200)}net: ($17.9B) ${"y ".repeat(200)}`;
    const [[candidate]] = nearestCandidates([{ claim: "$17.4 billion", sentence: "Net income was $17.4 billion." }], { "a/calls/0000_q.txt": `header\n${long}` });
    expect(candidate).toMatchObject({ text: "$17.9B", agent: "a", line: 2 });
    expect(candidate.excerpt).toContain("net: ($17.9B)");
    expect(candidate.excerpt.length).toBeLessThanOrEqual(162);
  });
});

describe("attachNearest", () => {
  it("records candidates on not-found claims only", () => {
    const missing = makeClaimRecord({ claim: "17.4%", claim_in_document: "RSI was 17.4%.", evidence: "", finding: "not-found" });
    const found = makeClaimRecord({ claim: "17.9%", claim_in_document: "RSI was 17.9%.", evidence: "x", finding: "found" });
    attachNearest([missing, found], { "technical_output.txt": "rsi_14: 17.9" });
    expect(missing.nearest).toEqual([{ text: "17.9", agent: "technical", file: "technical_output.txt", line: 1, excerpt: "rsi_14: 17.9" }]);
    expect(found.nearest).toBeUndefined();
  });
});
