import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digitsKey, KEY_COUNT, TextFigures, ZERO_KEY } from ".";

const key = (digits: string) => digitsKey(digits, 0, digits.length);

/** A text's figures as the two readers define them, written with regexes instead of the one pass. */
function readByRegex(text: string) {
  const linesByKey = new Map<number, number[]>();
  text.split("\n").forEach((line, index) => {
    const keys = new Set<number>();
    for (const plain of line.matchAll(/\d+(?:\.\d+)?/g)) {
      keys.add(key(plain[0]));
      const grouped = /\d{1,3}(?:,\d{3}(?!\d))+(?:\.\d+)?/y;
      grouped.lastIndex = plain.index;
      const whole = grouped.exec(line);
      if (whole && !/\d/.test(line[plain.index + whole[0].length] ?? "")) keys.add(key(whole[0]));
    }
    for (const k of keys) linesByKey.set(k, [...(linesByKey.get(k) ?? []), index]);
  });
  const numbersByKey = new Map<string, number[]>();
  for (const number of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
    const digits = number[0].replace(/\D/g, "").replace(/^0+/, "").replace(/0+$/, "");
    if (digits) numbersByKey.set(digits.slice(0, 2), [...(numbersByKey.get(digits.slice(0, 2)) ?? []), number.index]);
  }
  return { linesByKey, numbersByKey };
}

const LEADING_KEYS = Array.from({ length: 99 }, (_, i) => String(i + 1));

describe("TextFigures", () => {
  it("keys a figure by its first four significant digits, wherever the point sits", () => {
    expect([key("4,213,000,000"), key("4.213"), key("421.3"), key("0.004213"), key("4.21"), key("4")]).toEqual([4213, 4213, 4213, 4213, 4210, 4000]);
    expect([key("0"), key("0.000")]).toEqual([ZERO_KEY, ZERO_KEY]);
  });

  it("files each line once per number key of its figures, plain and grouped, lists those keys, and files each number by its leading digits, in order", () => {
    const texts = fc.string({ unit: fc.constantFrom("0", "1", "5", "9", "12", "407", "1234", ".", ",", ",000", ",25", "\n", " ", "a", "-"), maxLength: 60 });
    fc.assert(
      fc.property(texts, (text) => {
        const figures = new TextFigures(text);
        const { linesByKey, numbersByKey } = readByRegex(text);
        const filedLines = new Map<number, number[]>();
        for (let k = 0; k < KEY_COUNT; k++) {
          const lines: number[] = [];
          figures.addLines(k, 0, lines);
          if (lines.length > 0) filedLines.set(k, lines);
        }
        const filedNumbers = new Map(LEADING_KEYS.map((leading): [string, number[]] => [leading, [...figures.numbersWith(leading)]]).filter(([, starts]) => starts.length > 0));
        expect(filedLines).toEqual(linesByKey);
        expect([...figures.keys]).toEqual([...linesByKey.keys()].sort((left, right) => left - right));
        expect(filedNumbers).toEqual(numbersByKey);
      }),
    );
  });

  it("reads a long text's table rows", () => {
    const text = "region | units | revenue\n---|---|---\nAaaa | 59,104 | 7992315.5\nBaaa | 0.0448 | 1,234,567\n";
    const figures = new TextFigures(text);
    const lines = (k: number) => {
      const found: number[] = [];
      figures.addLines(k, 100, found);
      return found;
    };
    expect([lines(5910), lines(5900), lines(1040), lines(7992), lines(4480), lines(1234), lines(1000)]).toEqual([[102], [102], [102], [102], [103], [103], [103]]);
    expect([...figures.numbersWith("59")].map((at) => text.slice(at, at + 6))).toEqual(["59,104"]);
    expect([...figures.numbersWith("44")].map((at) => text.slice(at, at + 6))).toEqual(["0.0448"]);
  });
});
