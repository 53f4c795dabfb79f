import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TextLines } from "../lines";
import { tableHeaderAbove, TextTables } from ".";
import { isSeparatorRow, isTableRow } from "./source-context";

/** The header's separator as defined: walk up the table's rows to the nearest `---|---` row (-1 for none). */
function separatorByWalking(lines: readonly string[], index: number): number {
  if (!lines[index]?.includes("|")) return -1;
  for (let i = index - 1; i > 0; i--) {
    if (/^[\s|:+-]*-{3,}[\s|:+-]*$/.test(lines[i]) && lines[i].includes("|")) return i;
    if (!lines[i].includes("|")) return -1;
  }
  return -1;
}

/** The header as defined: the line above its separator. */
function headerByWalking(lines: readonly string[], index: number): string | undefined {
  const separator = separatorByWalking(lines, index);
  return separator < 0 ? undefined : lines[separator - 1];
}

describe("TextTables", () => {
  it("finds the row above a table's separator for any of its rows", () => {
    const lines = new TextLines("intro\nname | units\n---|---\nAaa | 4\nBbb | 5\n\nname | cost\n--- | ---\nCcc | 6");
    const tables = new TextTables(lines);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((index) => tables.header(index))).toEqual([undefined, undefined, undefined, "name | units", "name | units", undefined, undefined, undefined, "name | cost"]);
  });

  it("answers as a walk from the asked line alone would, whatever order the lines are asked in", () => {
    const line = fc.constantFrom("a | 1", "b | 2", "---|---", "-- | --", "| --- |", "title", "", "x |\r");
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.array(fc.nat(12), { maxLength: 20 }), (rows, asks) => {
        const lines = new TextLines(rows.join("\n"));
        const tables = new TextTables(lines);
        // Told which lines hold a bar, as the figure pass reads them, it walks those flags instead of the text.
        const flagged = new TextTables(lines, Uint8Array.from(rows, (row) => (row.includes("|") ? 1 : 0)));
        for (const index of asks) {
          expect(tables.header(index)).toBe(headerByWalking(rows, index));
          expect(tables.separatorAbove(index)).toBe(separatorByWalking(rows, index));
          expect(tableHeaderAbove(lines, index)).toBe(headerByWalking(rows, index));
          expect(flagged.header(index)).toBe(headerByWalking(rows, index));
          expect(flagged.separatorAbove(index)).toBe(separatorByWalking(rows, index));
        }
      }),
    );
  });

  it("ends a table's rows at its first line without a bar", () => {
    const text = "name | units\n---|---\nAaa | 4\n| Bbb\n\nCcc | 6";
    const tables = new TextTables(new TextLines(text));
    expect([0, 2, 4, 5].map((start) => tables.rowsEnd(start))).toEqual([4, 4, 4, 6]);
    const flagged = new TextTables(new TextLines(text), Uint8Array.from(text.split("\n"), (row) => (row.includes("|") ? 1 : 0)));
    expect([0, 2, 4, 5].map((start) => flagged.rowsEnd(start))).toEqual([4, 4, 4, 6]);
  });
});

describe("isTableRow and isSeparatorRow", () => {
  it("read a line on its text as the whole line's `|` and separator pattern do", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom("|", "-", ":", "+", " ", "\t", "\u00a0", "\u3000", "a", "1", "\r") }), { minLength: 1, maxLength: 6 }), (rows) => {
        const lines = new TextLines(rows.join("\n"));
        rows.forEach((row, index) => {
          expect(isTableRow(lines, index)).toBe(row.includes("|"));
          expect(isSeparatorRow(lines, index)).toBe(/^[\s|:+-]*-{3,}[\s|:+-]*$/.test(row));
        });
      }),
      { numRuns: 3000 },
    );
  });
});
