import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scanCalendar } from "../../facts";
import { basesDisagree, changeBases, clauseEnds, periodsDisagree, sentencePeriods } from "./periods";

/** The line's period for a figure as first written: the line sliced before and after the figure and each slice read whole. */
function linePeriodPlainly(line: string, at: number, length: number): string | undefined {
  const periodsOf = (text: string) =>
    scanCalendar(text).flatMap(({ calendar }) => (calendar.quarter !== undefined ? [`Q${calendar.quarter} ${calendar.year}`] : calendar.fiscal && calendar.month === undefined ? [`FY ${calendar.year}`] : []));
  const bracketed = /^\s*\(([^)]*)\)/.exec(line.slice(at + length))?.[1];
  const onlyPeriod = bracketed !== undefined && !/\d/.test(scanCalendar(bracketed).reduce((rest, c) => rest.slice(0, c.start) + " ".repeat(c.end - c.start) + rest.slice(c.end), bracketed));
  const after = onlyPeriod ? periodsOf(bracketed)[0] : undefined;
  if (after !== undefined) return after;
  const before = line.slice(0, at);
  let clauseStart = 0;
  for (const end of before.matchAll(/[.;!?](?:\s|$)|->|→/g)) clauseStart = end.index + end[0].length;
  return periodsOf(before.slice(clauseStart)).pop();
}

function periodsDisagreePlainly(figurePeriods: readonly string[], line: string, at: number, length: number): boolean {
  if (figurePeriods.length === 0 || at < 0) return false;
  const linePeriod = linePeriodPlainly(line, at, length);
  if (linePeriod === undefined) return false;
  const sameKind = figurePeriods.filter((period) => period[0] === linePeriod[0]);
  return sameKind.length > 0 && !sameKind.some((period) => period === linePeriod || (period.endsWith("*") && period.slice(0, 2) === linePeriod.slice(0, 2)));
}

const PIECES = ["Q1 2025", "Q2 FY2025", "FY2024", "fiscal 2023", "2025", "16.90", "805.9", "(Q1 FY2025)", "(Q2: 3.6x)", ": ", ". ", ".", ";", "!", "?", "->", "→", " | ", " ", "cost", "March 2025"];

describe("the period rule", () => {
  it("reads a figure's period from its row label, its bracket, or not across a clause end", () => {
    const line = "Q1 FY2025: unit cost 16.90. Q2 FY2025 -> 17.40 (Q3 FY2025)";
    const ends = clauseEnds(line);
    expect(periodsDisagree(["Q2 2025"], line, ends, line.indexOf("16.90"), 5)).toBe(true);
    expect(periodsDisagree(["Q1 2025"], line, ends, line.indexOf("16.90"), 5)).toBe(false);
    // After the arrow, 17.40 is dated by its bracket.
    expect(periodsDisagree(["Q2 2025"], line, ends, line.indexOf("17.40"), 5)).toBe(true);
    expect(periodsDisagree(["Q3 2025"], line, ends, line.indexOf("17.40"), 5)).toBe(false);
    expect(periodsDisagree(["FY 2025"], line, ends, line.indexOf("16.90"), 5)).toBe(false);
  });

  it("decides as reading the slices before and after each figure does, for any line", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), fc.nat(), fc.subarray(["Q1 2025", "Q2 2025", "Q2 *", "FY 2024", "FY 2025"]), (pieces, pick, periods) => {
        const line = pieces.join("");
        const ends = clauseEnds(line);
        const figures = [...line.matchAll(/\d+(?:\.\d+)?/g)];
        if (figures.length === 0) return;
        const figure = figures[pick % figures.length];
        expect(periodsDisagree(periods, line, ends, figure.index, figure[0].length)).toBe(periodsDisagreePlainly(periods, line, figure.index, figure[0].length));
      }),
      { numRuns: 3000 },
    );
  });

  it("leaves a sentence's base periods out", () => {
    expect(sentencePeriods("Since Q1 2025 the unit cost rose to $17.40 in Q2 FY2025, as in Q3.")).toEqual(["Q2 2025", "Q3 *"]);
  });
});

describe("the change-basis rule", () => {
  it("refuses a line measured against another basis only", () => {
    expect(basesDisagree(changeBases("Sessions rose 4.2% month on month."), changeBases("sessions_change_wow_pct: 4.2"))).toBe(true);
    expect(basesDisagree(changeBases("Sessions rose 4.2% week on week."), changeBases("sessions_change_wow_pct: 4.2"))).toBe(false);
    expect(basesDisagree(changeBases("Sessions rose 4.2%."), changeBases("sessions_change_wow_pct: 4.2"))).toBe(false);
    expect(basesDisagree(changeBases("Sessions rose 4.2% month on month."), changeBases("sessions: 4.2"))).toBe(false);
  });

  it("reads lines joined by a line break as each line alone (a table's header is read once for its rows)", () => {
    const word = fc.constantFrom("year", "quarter", "month", "week", "over", "on", "a", "the", "ago", "prior", "y/y", "qoq", "m/m", "_wow", "W", " ", "-", "_", "\n", "1");
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), fc.array(word, { maxLength: 8 }), (header, row) => {
        const [first, second] = [header.join(""), row.join("")];
        expect([...changeBases(`${first}\n${second}`)].sort()).toEqual([...new Set([...changeBases(first), ...changeBases(second)])].sort());
      }),
      { numRuns: 2000 },
    );
  });
});
