import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KeyedLines, keyBits } from "./keyed-lines";
import { KEY_COUNT } from "./keys";

/** KeyedLines over `keys` (ascending, distinct), key i holding lines i*10 and i*10 + 1. */
function keyedLines(keys: number[]): KeyedLines {
  const starts = Uint32Array.from({ length: keys.length + 1 }, (_, index) => index * 2);
  const lines = Uint32Array.from(keys.flatMap((_, index) => [index * 10, index * 10 + 1]));
  return new KeyedLines(starts, lines, keyBits(keys));
}

/** What `carriedOf` writes, as [key, index] pairs. */
function carriedOf(lines: KeyedLines, wanted: number[]): [number, number][] {
  const keys = new Uint16Array(KEY_COUNT);
  const indexes = new Uint16Array(KEY_COUNT);
  const count = lines.carriedOf(keyBits(wanted), keys, indexes);
  return Array.from({ length: count }, (_, at) => [keys[at], indexes[at]]);
}

const keySets = fc.uniqueArray(fc.integer({ min: 0, max: KEY_COUNT - 1 }), { maxLength: 300 }).map((keys) => keys.sort((left, right) => left - right));

describe("KeyedLines", () => {
  it("tells which keys are carried and finds each one's index and lines without a search", () => {
    fc.assert(
      fc.property(keySets, fc.integer({ min: 0, max: KEY_COUNT - 1 }), (keys, probe) => {
        const lines = keyedLines(keys);
        expect(lines.carries(probe)).toBe(keys.includes(probe));
        expect(lines.keyCount).toBe(keys.length);
        keys.forEach((key, index) => {
          expect(lines.indexOf(key)).toBe(index);
          expect([lines.lineAt(lines.runStart(index)), lines.lineAt(lines.runStart(index + 1) - 1)]).toEqual([index * 10, index * 10 + 1]);
        });
      }),
    );
  });

  it("lists the wanted keys it carries, ascending, with their indexes", () => {
    fc.assert(
      fc.property(keySets, keySets, (keys, wanted) => {
        const expected = keys.flatMap((key, index): [number, number][] => (wanted.includes(key) ? [[key, index]] : []));
        expect(carriedOf(keyedLines(keys), wanted)).toEqual(expected);
      }),
    );
  });

  it("lists the lines holding any wanted key, ascending, once each", () => {
    const filed = fc.uniqueArray(fc.record({ key: fc.integer({ min: 0, max: KEY_COUNT - 1 }), lines: fc.uniqueArray(fc.integer({ min: 0, max: 70_000 }), { minLength: 1, maxLength: 20 }) }), { selector: (entry) => entry.key, maxLength: 60 });
    fc.assert(
      fc.property(filed, fc.uniqueArray(fc.integer({ min: 0, max: KEY_COUNT - 1 }), { maxLength: 60 }), (entries, extra) => {
        const byKey = [...entries].sort((left, right) => left.key - right.key).map(({ key, lines }) => ({ key, lines: [...lines].sort((left, right) => left - right) }));
        const starts = Uint32Array.from({ length: byKey.length + 1 }, (_, index) => byKey.slice(0, index).reduce((sum, entry) => sum + entry.lines.length, 0));
        const keyed = new KeyedLines(starts, Uint32Array.from(byKey.flatMap((entry) => entry.lines)), keyBits(byKey.map((entry) => entry.key)));
        const wanted = [...byKey.filter((_, index) => index % 2 === 0).map((entry) => entry.key), ...extra];
        const expected = [...new Set(byKey.filter((entry) => wanted.includes(entry.key)).flatMap((entry) => entry.lines))].sort((left, right) => left - right);
        expect([...keyed.linesCarrying(keyBits(wanted))]).toEqual(expected);
      }),
    );
  });

  it("counts the keys of a full word of bits and of the last key", () => {
    const keys = [...Array.from({ length: 32 }, (_, key) => 64 + key), KEY_COUNT - 1];
    const lines = keyedLines(keys);
    expect([lines.indexOf(64), lines.indexOf(95), lines.indexOf(KEY_COUNT - 1), lines.keyCount]).toEqual([0, 31, 32, 33]);
    expect([lines.carries(63), lines.carries(96), lines.carries(KEY_COUNT - 1)]).toEqual([false, false, true]);
    expect(carriedOf(lines, [63, 95, 96, KEY_COUNT - 1])).toEqual([
      [95, 31],
      [KEY_COUNT - 1, 32],
    ]);
  });
});
