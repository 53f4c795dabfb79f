import { describe, expect, it } from "vitest";
import { extractNumbers, NUM_PATTERN, normalizeNumber, numbersOverlap } from ".";
import { parsePyFloat } from "../python";

describe("normalizeNumber", () => {
  it.each([
    ["5098000000", 5098000000],
    ["18.923", 18.923],
    ["5,098,000,000", 5098000000],
    ["5.1B", 5.1e9],
    ["320M", 3.2e8],
    ["1.5K", 1500],
    ["2.3T", 2.3e12],
    ["26.2%", 0.262],
    ["$5.1B", 5.1e9],
    ["-3.2%", -0.032],
    ["5.1b", 5.1e9],
    ["", null],
    ["hello", null],
  ])("§9 #20 %j → %j", (written, expected) => {
    const value = normalizeNumber(written);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 12);
  });

  it.each([
    ["5.1 B", 5.1e9],
    ["$", null],
    ["-$5", null],
    ["$-5", -5],
    ["1e3", 1000],
    ["1_000", 1000],
    ["inf", Infinity],
    ["-Infinity", -Infinity],
    ["$$12", 12],
    ["5k%", 50],
  ])("spec §1.6 result %j → %j", (written, expected) => {
    expect(normalizeNumber(written)).toBe(expected);
  });

  it("accepts nan as Python's float() does", () => {
    expect(normalizeNumber("nan")).toBeNaN();
  });
});

describe("parsePyFloat (Python float())", () => {
  it.each([
    [" 12.5\u2003", 12.5],
    ["1.", 1],
    [".5", 0.5],
    ["1_000.000_1", 1000.0001],
    ["1E-2", 0.01],
    ["١٢٣", 123],
    ["\u{1D7D9}\u{1D7D8}", 10],
    ["+iNfInItY", Infinity],
  ])("%j → %j", (text, expected) => {
    expect(parsePyFloat(text)).toBe(expected);
  });

  it.each(["", ".", "1__0", "_1", "1_", "1_.5", "0x10", "1 0", "e5", "\ufeff1"])("%j is a ValueError (null)", (text) => {
    expect(parsePyFloat(text)).toBeNull();
  });
});

describe("extractNumbers", () => {
  it.each([
    ["Revenue $5.1B, up 26.2% YoY", [5.1e9, 0.262]],
    ['"totalRevenue": 5098000000', [5098000000]],
    ["no numbers here", []],
    ["PE ratio 18.9, market cap $320M, growth 5.2%", [18.9, 3.2e8, 0.052]],
  ])("§9 #21 %j", (text, expected) => {
    const numbers = extractNumbers(text);
    expect(numbers).toHaveLength(expected.length);
    numbers.forEach((value, i) => expect(value).toBeCloseTo(expected[i], 12));
  });

  it.each([
    ["v2.0.1", [2.0, 1.0]],
    ["1e5", [1, 5]],
    ["2024-01-15", [2024, -1, -15]],
    ["12.5k units", [12500]],
    ["FY2025 abc123def", [2025, 123]],
    ["sales ٣٤٥", [345]],
  ])("spec §1.6 table %j", (text, expected) => {
    expect(extractNumbers(text)).toEqual(expected);
  });

  it("NUM_PATTERN is not global, so sharing it cannot leak lastIndex", () => {
    expect(NUM_PATTERN.global).toBe(false);
    expect(NUM_PATTERN.exec("cap $320M")?.[0]).toBe("320M");
  });
});

describe("numbersOverlap", () => {
  it("matches within 0.1 % relative, strictly", () => {
    expect(numbersOverlap([5.1e9], [5098000000])).toBe(true);
    expect(numbersOverlap([1000], [1000.999])).toBe(true);
    expect(numbersOverlap([1000], [999])).toBe(false);
    expect(numbersOverlap([100], [100.2])).toBe(false);
  });

  it("treats zeros as equal only to zeros, and never matches NaN or infinities", () => {
    expect(numbersOverlap([0], [-0])).toBe(true);
    expect(numbersOverlap([0], [1e-12])).toBe(false);
    expect(numbersOverlap([NaN], [NaN])).toBe(false);
    expect(numbersOverlap([Infinity], [Infinity])).toBe(false);
  });

  it("is false when either side is empty", () => {
    expect(numbersOverlap([], [1])).toBe(false);
    expect(numbersOverlap([1], [])).toBe(false);
  });
});
