/**
 * The period rule and the change-basis rule: what a figure is stated for and measured against.
 *
 * A sentence's reporting periods (quarters, fiscal years) leave out base periods ("since Q1",
 * "from FY2020", "against FY2024"). A line that names a period of its own for the figure, of a
 * kind the sentence states and none of the sentence's, is about another period: "In Q2, it cost
 * $16.90" is not supported by the Q1 row holding $16.90. Likewise "month on month" is not
 * supported by a week-on-week line (`_wow_` in a key too).
 */
import { scanCalendar, type CalendarDate } from "../../facts";

const BARE_QUARTER = /\bQ([1-4])\b(?![ -]?(?:FY ?)?'?\d)/g;
const BASE_PERIOD_BEFORE = /\b(?:since|from|by|until|versus|vs\.?|against|compared(?: with| to)?|over|than|before|after)\s+(?:the\s+)?$/i;

/** A quarter or a fiscal year as the period rule compares them ("Q1 2025", "FY 2024"), else undefined. */
function periodOf(calendar: CalendarDate): string | undefined {
  if (calendar.quarter !== undefined) return `Q${calendar.quarter} ${calendar.year}`;
  if (calendar.fiscal && calendar.month === undefined) return `FY ${calendar.year}`;
  return undefined;
}

const isBasePeriod = (text: string, at: number) => BASE_PERIOD_BEFORE.test(text.slice(Math.max(0, at - 24), at));

/** The periods a sentence states its figures for, base periods left out. */
export function sentencePeriods(text: string): string[] {
  const periods: string[] = [];
  for (const { start, calendar } of scanCalendar(text)) {
    const period = periodOf(calendar);
    if (period !== undefined && !isBasePeriod(text, start)) periods.push(period);
  }
  // A quarter without its year ("after a 0.4% decline in Q2") is that quarter of any year.
  for (const m of text.matchAll(BARE_QUARTER)) if (!isBasePeriod(text, m.index)) periods.push(`Q${m[1]} *`);
  return periods;
}

function firstPeriod(text: string): string | undefined {
  for (const { calendar } of scanCalendar(text)) {
    const period = periodOf(calendar);
    if (period !== undefined) return period;
  }
  return undefined;
}

function lastPeriod(text: string): string | undefined {
  let last: string | undefined;
  for (const { calendar } of scanCalendar(text)) last = periodOf(calendar) ?? last;
  return last;
}

const CLAUSE_END = /[.;!?](?:\s|$)|->|→/g;
const STOPS = ".;!?";

/** Where a line's clauses end (after a stop and its space, an arrow), in order: read once per line for each figure's clause. */
export function clauseEnds(line: string): number[] {
  const ends: number[] = [];
  for (const end of line.matchAll(CLAUSE_END)) ends.push(end.index + end[0].length);
  return ends;
}

/**
 * Where the clause holding offset `at` starts: after the last clause end up to `at`, as if the
 * line ended at `at` (a stop right before it ends a clause there).
 */
function clauseStart(line: string, ends: readonly number[], at: number): number {
  if (at > 0 && STOPS.includes(line[at - 1])) return at;
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ends[middle] <= at) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? 0 : ends[low - 1];
}

const BRACKET_AFTER = /\s*\(([^)]*)\)/y;

/**
 * The line's period for the figure at `at`: one in brackets right after it ("$16.90 (Q1
 * FY2025)"), else the last one before it in its clause (a row label, "FY2024: 805.9").
 */
function linePeriodOf(line: string, ends: readonly number[], at: number, length: number): string | undefined {
  BRACKET_AFTER.lastIndex = at + length;
  const bracketed = BRACKET_AFTER.exec(line)?.[1];
  // Only a bracket holding nothing but a period dates the figure; "(Q2: 3.6x)" is another figure.
  const onlyPeriod = bracketed !== undefined && !/\d/.test(scanCalendar(bracketed).reduce((rest, c) => rest.slice(0, c.start) + " ".repeat(c.end - c.start) + rest.slice(c.end), bracketed));
  const after = onlyPeriod ? firstPeriod(bracketed) : undefined;
  return after ?? lastPeriod(line.slice(clauseStart(line, ends, at), at));
}

/**
 * Whether the line's period for the figure at `at` (its `clauseEnds` given) is of a kind the
 * sentence states and none of the sentence's periods. A sentence naming no period agrees with
 * any line.
 */
export function periodsDisagree(figurePeriods: readonly string[], line: string, ends: readonly number[], at: number, length: number): boolean {
  if (figurePeriods.length === 0 || at < 0) return false;
  const linePeriod = linePeriodOf(line, ends, at, length);
  if (linePeriod === undefined) return false;
  let sameKind = false;
  for (const period of figurePeriods) {
    if (period[0] !== linePeriod[0]) continue;
    if (period === linePeriod || (period.endsWith("*") && period.slice(0, 2) === linePeriod.slice(0, 2))) return false;
    sameKind = true;
  }
  return sameKind;
}

const CHANGE_BASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:^|[^a-z])(?:y\/y|yoy|year[- _](?:over|on)[- _]year|a year (?:earlier|ago|before))(?:[^a-z]|$)/i, "year"],
  [/(?:^|[^a-z])(?:q\/q|qoq|quarter[- _](?:over|on)[- _]quarter|the quarter before|previous quarter|prior quarter)(?:[^a-z]|$)/i, "quarter"],
  [/(?:^|[^a-z])(?:m\/m|mom|month[- _](?:over|on)[- _]month|the month before|previous month|prior month)(?:[^a-z]|$)/i, "month"],
  [/(?:^|[^a-z])(?:w\/w|wow|week[- _](?:over|on)[- _]week|the week before|previous week|prior week)(?:[^a-z]|$)/i, "week"],
];

/** What the changes a text states are measured against (year, quarter, month, week). */
export const changeBases = (text: string): Set<string> => new Set(CHANGE_BASES.filter(([pattern]) => pattern.test(text)).map(([, basis]) => basis));

/** Whether a line measuring changes against bases of its own shares none with the sentence. */
export function basesDisagree(sentenceBases: ReadonlySet<string>, lineBases: ReadonlySet<string>): boolean {
  if (sentenceBases.size === 0 || lineBases.size === 0) return false;
  for (const basis of lineBases) if (sentenceBases.has(basis)) return false;
  return true;
}
