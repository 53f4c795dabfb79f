import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEY_WORDS, KeyedLines } from "./keyed-lines";
import { KEY_COUNT } from "./keys";

/** KeyedLines over `keys` (ascending, distinct), key i holding lines i*10 and i*10 + 1. */
function keyedLines(keys: number[]): KeyedLines {
  const starts = Uint32Array.from({ length: keys.length + 1 }, (_, index) => index * 2);
  const lines = Uint32Array.from(keys.flatMap((_, index) => [index * 10, index * 10 + 1]));
  const carried = new Uint32Array(KEY_WORDS);
  for (const key of keys) carried[key >> 5] |= 1 << (key & 31);
  return new KeyedLines(Uint16Array.from(keys), starts, lines, carried);
}

describe("KeyedLines", () => {
  it("tells which keys are carried and finds each one's index and lines without a search", () => {
    const keySets = fc.uniqueArray(fc.integer({ min: 0, max: KEY_COUNT - 1 }), { maxLength: 300 }).map((keys) => keys.sort((left, right) => left - right));
    fc.assert(
      fc.property(keySets, fc.integer({ min: 0, max: KEY_COUNT - 1 }), (keys, probe) => {
        const lines = keyedLines(keys);
        expect(lines.carries(probe)).toBe(keys.includes(probe));
        keys.forEach((key, index) => {
          expect(lines.indexOf(key)).toBe(index);
          expect(lines.keyAt(index)).toBe(key);
          expect([lines.lineAt(lines.runStart(index)), lines.lineAt(lines.runStart(index + 1) - 1)]).toEqual([index * 10, index * 10 + 1]);
        });
      }),
    );
  });

  it("counts the keys of a full word of bits and of the last key", () => {
    const keys = [...Array.from({ length: 32 }, (_, key) => 64 + key), KEY_COUNT - 1];
    const lines = keyedLines(keys);
    expect([lines.indexOf(64), lines.indexOf(95), lines.indexOf(KEY_COUNT - 1), lines.keyCount]).toEqual([0, 31, 32, 33]);
    expect([lines.carries(63), lines.carries(96), lines.carries(KEY_COUNT - 1)]).toEqual([false, false, true]);
  });
});
