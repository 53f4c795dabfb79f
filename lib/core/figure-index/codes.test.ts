import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { characterCodes } from "./codes";

/** The codes as their definition states them, one charCodeAt at a time. */
const byCharCode = (text: string) => Array.from({ length: text.length }, (_, at) => Math.min(text.charCodeAt(at), 0x80));

describe("characterCodes", () => {
  it("gives each UTF-16 unit one byte: ASCII as its code, anything else as 0x80, zeros past the end", () => {
    const units = fc.constantFrom("1", "9", ".", ",", "\n", "a", " ", "é", "€", "٣", "😀", "\ud800", "\0");
    fc.assert(
      fc.property(fc.array(fc.string({ unit: units, maxLength: 40 }), { minLength: 1, maxLength: 4 }), (texts) => {
        // In turn, as the figure pass reads texts: a shorter text after a longer one reads no stale byte.
        for (const text of texts) {
          const codes = characterCodes(text);
          expect([...codes.subarray(0, text.length)]).toEqual(byCharCode(text));
          expect([...codes.subarray(text.length, text.length + 5)]).toEqual([0, 0, 0, 0, 0]);
        }
      }),
    );
  });
});
