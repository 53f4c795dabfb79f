import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineStarts } from "../lines";
import { digitsKey, KEY_COUNT, keyBits, leadingDigitsSlot, ownFigureArrays, TextFigures, ZERO_KEY, type KeyedLines } from ".";

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
      const acrossComma = /\d{1,3},\d{4}/y;
      acrossComma.lastIndex = plain.index;
      const unseparated = acrossComma.exec(line);
      if (unseparated && !plain[0].includes(".") && unseparated[0].indexOf(",") === plain[0].length) keys.add(key(unseparated[0]));
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

const EVERY_KEY = keyBits(Array.from({ length: KEY_COUNT }, (_, key) => key));

/** Each carried key's lines, as the index files them, keys ascending. */
function filedLines(lines: KeyedLines): Map<number, number[]> {
  const keys = new Uint16Array(KEY_COUNT);
  const indexes = new Uint16Array(KEY_COUNT);
  const count = lines.carriedOf(EVERY_KEY, keys, indexes);
  const filed = new Map<number, number[]>();
  for (let at = 0; at < count; at++) {
    const found: number[] = [];
    for (let position = lines.runStart(indexes[at]); position < lines.runStart(indexes[at] + 1); position++) found.push(lines.lineAt(position));
    filed.set(keys[at], found);
  }
  return filed;
}

/** Where the numbers with leading-digits key `key` start, in order. */
function numbersWith(figures: TextFigures, key: string): number[] {
  const wanted = new Uint8Array(100);
  wanted[leadingDigitsSlot(key)] = 1;
  const starts: number[] = [];
  for (const numbers = figures.numbersIn(wanted); numbers.next(); ) starts.push(numbers.start);
  return starts;
}

const LEADING_KEYS = Array.from({ length: 99 }, (_, i) => String(i + 1));

describe("TextFigures", () => {
  it("keys a figure by its first four significant digits, wherever the point sits", () => {
    expect([key("4,213,000,000"), key("4.213"), key("421.3"), key("0.004213"), key("4.21"), key("4")]).toEqual([4213, 4213, 4213, 4213, 4210, 4000]);
    expect([key("0"), key("0.000")]).toEqual([ZERO_KEY, ZERO_KEY]);
  });

  it("files every number of one to four digits under its leading digits (the slot the pass looks up by its digits)", () => {
    const text = Array.from({ length: KEY_COUNT }, (_, number) => String(number)).join(" ");
    const figures = new TextFigures(text);
    const { numbersByKey } = readByRegex(text);
    for (const leading of LEADING_KEYS) expect(numbersWith(figures, leading), leading).toEqual(numbersByKey.get(leading));
  });

  it("reads a figure across a comma its search pattern may match across (`4,213000000` is 4213…)", () => {
    const filed = filedLines(new TextFigures("a 4,213000000\nb 42,1300 and 1,2345.6\nc 4,21 and 1234,5678\n").lines);
    expect(filed.get(4213)).toEqual([0, 1]);
    expect(filed.get(1234)).toEqual([1, 2]);
    expect(filed.has(4210)).toBe(false);
  });

  it("files each line once per number key of its figures, plain and grouped, lists those keys, files each number by its leading digits, in order, and finds the lines' starts and which lines hold a bar", () => {
    // Long runs of spaces put numbers far apart (number-cursor.ts' far starts).
    const texts = fc.string({ unit: fc.constantFrom("0", "1", "5", "9", "12", "407", "1234", ".", ",", ",000", ",25", "\n", " ", " ".repeat(254), " ".repeat(300), "a", "-", "|", "é", "٣", "😀"), maxLength: 60 });
    fc.assert(
      fc.property(texts, (text) => {
        const figures = new TextFigures(text);
        const { linesByKey, numbersByKey } = readByRegex(text);
        const filedNumbers = new Map(LEADING_KEYS.map((leading): [string, number[]] => [leading, numbersWith(figures, leading)]).filter(([, starts]) => starts.length > 0));
        expect(filedLines(figures.lines)).toEqual(linesByKey);
        expect([...filedLines(figures.lines).keys()]).toEqual([...linesByKey.keys()].sort((left, right) => left - right));
        expect(filedNumbers).toEqual(numbersByKey);
        expect(figures.lineStarts).toEqual(lineStarts(text));
        expect([...figures.barLines]).toEqual(text.split("\n").map((line) => (line.includes("|") ? 1 : 0)));
      }),
    );
  });

  it("reads the numbers of the wanted slots, in text order, as the slots wanted are at each step", () => {
    const text = `17.4 and 5, then 0.174\n50 and 1,742${" ".repeat(400)}9 and 17 and 5`;
    const figures = new TextFigures(text);
    const wanted = new Uint8Array(100);
    wanted[17] = 1;
    wanted[5] = 1;
    const found: [number, string][] = [];
    for (const numbers = figures.numbersIn(wanted); numbers.next(); ) {
      found.push([numbers.slot, text.slice(numbers.start, numbers.start + 5)]);
      if (found.length === 5) wanted[17] = 0;
    }
    expect(found).toEqual([
      [17, "17.4 "],
      [5, "5, th"],
      [17, "0.174"],
      [5, "50 an"],
      [17, "1,742"],
      [5, "5"],
    ]);
    expect(figures.numbersIn(new Uint8Array(100)).next()).toBe(false);
  });

  it("reads a long text's table rows", () => {
    const text = "region | units | revenue\n---|---|---\nAaaa | 59,104 | 7992315.5\nBaaa | 0.0448 | 1,234,567\n";
    const figures = new TextFigures(text);
    const lines = (k: number) => filedLines(figures.lines).get(k);
    expect([lines(5910), lines(5900), lines(1040), lines(7992), lines(4480), lines(1234), lines(1000)]).toEqual([[2], [2], [2], [2], [3], [3], [3]]);
    expect(numbersWith(figures, "59").map((at) => text.slice(at, at + 6))).toEqual(["59,104"]);
    expect(numbersWith(figures, "44").map((at) => text.slice(at, at + 6))).toEqual(["0.0448"]);
  });

  it("files lines past 65,536, and more than 65,535 of them, as a text of that many lines needs", () => {
    const text = `${"x\n".repeat(70_000)}4213 and 17\n`;
    const lines = filedLines(new TextFigures(text).lines);
    expect([lines.get(4213), lines.get(1700)]).toEqual([[70_000], [70_000]]);
    const manyEntries = filedLines(new TextFigures(`${"17 ".repeat(2)}\n`.repeat(70_000) + "4213").lines);
    expect([manyEntries.get(1700)?.length, manyEntries.get(1700)?.at(-1), manyEntries.get(4213)]).toEqual([70_000, 69_999, [70_000]]);
  });

  it("reads onto SharedArrayBuffers when asked, and a reader given those arrays reads the same figures", () => {
    const text = "region | units\n---|---\nAaaa | 59,104\nBaaa | 0.0448 and 17.4\n";
    const read = new TextFigures(text, { shared: true });
    const arrays = Object.values(read.arrays);
    expect(arrays.every((array) => array.buffer instanceof SharedArrayBuffer)).toBe(true);
    expect(Object.values(new TextFigures(text).arrays).some((array) => array.buffer instanceof SharedArrayBuffer)).toBe(false);
    // As a message carries them: the same memory, not a copy.
    const taken = new TextFigures(structuredClone(read.arrays));
    expect(filedLines(taken.lines)).toEqual(filedLines(new TextFigures(text).lines));
    expect([...taken.lineStarts]).toEqual([...lineStarts(text)]);
    expect([...taken.barLines]).toEqual([1, 1, 1, 1, 0]);
    expect(numbersWith(taken, "17")).toEqual(numbersWith(new TextFigures(text), "17"));
    read.arrays.numberSlots[0] = 99;
    expect(numbersWith(taken, "99")).toEqual([text.indexOf("59")]);
  });

  it("rebuilds arrays that crossed from another thread as an object of the pass's own layout, holding the very same arrays", () => {
    const read = new TextFigures("Aaaa | 59,104\nBaaa | 17.4\n", { shared: true });
    const crossed = structuredClone(read.arrays);
    const own = ownFigureArrays(crossed);
    expect(own).not.toBe(crossed);
    expect(Object.keys(own)).toEqual(Object.keys(read.arrays));
    for (const [name, array] of Object.entries(own)) expect(array).toBe(crossed[name as keyof typeof crossed]);
  });
});
