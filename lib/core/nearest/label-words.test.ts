import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineStems, StemIds } from "./label-words";

describe("StemIds", () => {
  it("finds in a window exactly the known stems lineStems reads from it, ASCII or not", () => {
    const word = fc.constantFrom("revenue", "Revenue_USD", "rev", "re", "EBITDA", "ebit", "Ontario", "über", "Straße", "İstanbul", "naïve", "sma50", "x");
    const gap = fc.constantFrom(" ", "_", ": ", "/", "|", "12.5", "\t", "é");
    const text = fc.array(fc.tuple(word, gap), { maxLength: 12 }).map((parts) => parts.flat().join(""));
    const known = fc.uniqueArray(fc.constantFrom("reven", "rev", "ebitd", "ebit", "ontar", "über", "straß", "naïve", "sma", "istan", "i̇sta", "re"), { maxLength: 8 });
    fc.assert(
      fc.property(text, known, fc.nat(), fc.nat(), (source, stems, a, b) => {
        const ids = new StemIds();
        const byId = stems.map((stem) => ids.idOf(stem));
        const from = a % (source.length + 1);
        const to = from + (b % (source.length - from + 1));
        const words = lineStems(source.slice(from, to));
        const expected = stems.filter((stem) => words.has(stem)).map((stem) => byId[stems.indexOf(stem)]);
        expect(ids.in(source, from, to).sort()).toEqual(expected.sort());
      }),
    );
  });
});
