import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractFacts } from "../../facts";
import { MemorySearchBackend } from "../../search";
import { SourceFiles } from "./source-corpus";

const PATH = "analyst/calls/0001_get_metrics.txt";

/** One figure near `value`, written as a source may write it. */
const figure = fc
  .record({
    factor: fc.constantFrom(1, 100, 0.01, 1e-3, 1e3, 1e6, 1e9, 1e-9),
    offset: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
    digits: fc.integer({ min: 0, max: 7 }),
    form: fc.constantFrom("fixed", "grouped", "one-comma", "no-zero", "exponent", "other-fraction"),
    before: fc.constantFrom("", " ", "$", "v", "x,", "1.", "-", "|", "1,"),
    after: fc.constantFrom("", " ", "%", ".", ",5", "e3", "0", ".5.1"),
  })
  .map(({ factor, offset, digits, form, before, after }) => (value: number, precision: number) => {
    const figure = (value + offset * precision) * factor;
    const fixed = figure.toFixed(digits);
    const written = {
      fixed,
      grouped: figure.toLocaleString("en-US", { maximumFractionDigits: digits }),
      "one-comma": fixed.replace(/^(\d{1,3})(\d{3})/, "$1,$2"),
      "no-zero": fixed.replace(/^0\./, "."),
      exponent: figure.toExponential(digits),
      "other-fraction": `${Math.trunc(figure)}.9${digits}`,
    }[form];
    return `${before}${written}${after}`;
  });

describe("SourceFile.search", () => {
  it("answers a fact's pattern from the figure index's lines exactly as a search of the whole file does (property)", () => {
    const scenario = fc.record({
      units: fc.integer({ min: 1, max: 99999 }),
      decimals: fc.integer({ min: 0, max: 3 }),
      kind: fc.constantFrom("units", "percent", "million", "about"),
      lines: fc.array(fc.array(figure, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
    });
    let found = 0;
    fc.assert(
      fc.property(scenario, ({ units, decimals, kind, lines }) => {
        const reported = (units / 10 ** decimals).toFixed(decimals);
        const sentence = { units: `It was ${reported} units.`, percent: `It rose ${reported}%.`, million: `It was $${reported} million.`, about: `It was about ${reported} units.` }[kind];
        const [fact] = extractFacts(sentence);
        if (fact.kind === "descriptor") return;
        const value = units / 10 ** decimals;
        const text = `[tool_call #1] get_metrics\n\noutput:\n${lines.map((figures) => figures.map((write) => write(value, 10 ** -decimals)).join(" ")).join("\n")}`;
        const files = new SourceFiles();
        const pattern = files.patternOf(fact);
        const whole = new MemorySearchBackend([[PATH, text]]).search(pattern, PATH);
        if (!whole.startsWith("No matches")) found++;
        expect(files.get(PATH, text).search(pattern, {}), `${sentence}\n${text}`).toBe(whole);
      }),
      { numRuns: 500 },
    );
    expect(found).toBeGreaterThan(100);
  });
});
