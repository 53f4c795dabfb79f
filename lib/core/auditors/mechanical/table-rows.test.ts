import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scanCalendar } from "../../facts";
import { anotherRowsEntity, entityWords, firstCell } from "./table-rows";
import { SourceFile } from "./source-corpus";

/** The rule as first written: each row sliced and read whole, every named row compared with this one; a row without a header is in no table of records. */
function anotherRowsEntityPlainly(text: string, index: number, sentenceWords: ReadonlySet<string>): boolean {
  const lines = text.split("\n");
  const separator = /^[\s|:+-]*-{3,}[\s|:+-]*$/;
  let start = index;
  while (start > 0 && lines[start - 1].includes("|") && !separator.test(lines[start - 1])) start--;
  if (start < 2 || !lines[start - 1].includes("|")) return false;
  const cells: string[] = [];
  for (let at = start; at < lines.length && lines[at].includes("|"); at++) cells.push(firstCell(lines[at]));
  const isEntity = (cell: string) => /\p{L}/u.test(cell) && scanCalendar(cell).length === 0;
  const own = cells[index - start];
  if ([...entityWords(own)].some((word) => sentenceWords.has(word)) || !isEntity(own)) return false;
  return cells.some((cell) => cell !== own && isEntity(cell) && [...sentenceWords].some((word) => entityWords(cell).has(word)));
}

const SITES = ["Richmond", "Ontario", "Halden Works", "ZX-417 200 mg", "Q1 2025", "FY2024", "İzmir Port", "Straße Nord", "ΟΔΟΣ", "  "];

describe("anotherRowsEntity", () => {
  it("refuses a row when the sentence names another row of its table, not when it names this one or none", () => {
    const file = new SourceFile("ops/calls/0000_costs.txt", "site | cost\n-----|-----\nRichmond | 3.85\nOntario | 4.10\n\nOntario | 3.85");
    const words = entityWords("Ontario's cost was $3.85.");
    expect(anotherRowsEntity(file, 2, words)).toBe(true);
    expect(anotherRowsEntity(file, 3, words)).toBe(false);
    expect(anotherRowsEntity(file, 2, entityWords("The cost was $3.85."))).toBe(false);
    // No header: no table of records.
    expect(anotherRowsEntity(file, 5, entityWords("Richmond's cost was $3.85."))).toBe(false);
  });

  it("decides every row of any table as reading each row whole does", () => {
    const cell = fc.oneof(fc.constantFrom(...SITES), fc.string({ unit: fc.constantFrom("a", "B", " ", "\u00a0", "\u3000", "-", "|", ":", "1", "İ", "\t") }));
    const row = fc.tuple(fc.constantFrom("", "| ", " |", "\u00a0"), cell, fc.constantFrom(" | 3.85", "|4.10 |", "", " | x"));
    const line = fc.oneof(
      { weight: 6, arbitrary: row.map(([before, first, after]) => `${before}${first}${after}`) },
      { weight: 1, arbitrary: fc.constantFrom("---|---", "| --- | :--: |", "+----+----+", "-- | --", "\u00a0---|---", "no table here", "") },
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.constantFrom(...SITES, "Halden and Ontario", "bbb aaa"), (lines, sentence) => {
        const text = lines.join("\n");
        const file = new SourceFile("a.txt", text);
        const words = entityWords(sentence);
        lines.forEach((text, index) => {
          if (text.includes("|")) expect(anotherRowsEntity(file, index, words)).toBe(anotherRowsEntityPlainly(lines.join("\n"), index, words));
        });
      }),
      { numRuns: 400 },
    );
  });
});
