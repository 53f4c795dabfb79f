import { mayNameDayOrQuarter, sameCalendarDate, scanCalendar, type CalendarMatch } from "./calendar";
import { numbersEquivalent } from "./equivalence";
import { digitRuns, digitsMagnitude, isAccountingNegative, mayHaveExponent, scanToken, tokenValue, type NumberToken } from "./number-tokens";
import { FREQUENCIES, UNITS } from "./lexicon";
import { currencyFromLabel, labelBefore, scaleHintFromLabel } from "./source-context";
import { rememberLongTexts, rememberTexts } from "./long-text-memo";
import { matchToken } from "./verbatim";
import { OWN_SCALE, readingBound, WRITTEN_PERCENT, type ReadingBound } from "./reading-bound";
import { isCalendarFact, isTokenFact, type CalendarFact, type Fact, type QuantityFact, type ScaleHint } from "./types";

export interface SourceMatch {
  /** the source figure's value as written there (its own suffix applied, a percent in percent points) */
  value: number;
  /** the verbatim span of the source text that matched */
  text: string;
}

export interface MatchOptions {
  /** the header row of the table `candidateText` belongs to, to read each column's scale */
  tableHeader?: string;
  /** Figures of lines already read, kept by a caller testing many facts against the same lines. */
  readings?: LineReadings;
}

function matchCalendar(fact: CalendarFact, candidate: string): SourceMatch | null {
  for (const found of scanCalendar(candidate)) {
    if (sameCalendarDate(fact.calendar, found.calendar)) return { value: found.calendar.year ?? 0, text: candidate.slice(found.start, found.end) };
  }
  return null;
}

function tokenHint(token: NumberToken, label: string): ScaleHint | undefined {
  if (token.percent) return WRITTEN_PERCENT;
  if (token.scale !== 1) return OWN_SCALE;
  return scaleHintFromLabel(label);
}

/** A source figure read with what around it does not depend on the fact: its label, currency, value as written, frequency and scale hint. */
interface TokenReading {
  token: NumberToken;
  label: string;
  currency: string | undefined;
  written: number;
  frequency: string | undefined;
  hint: ScaleHint | undefined;
}

/**
 * A line's figures, each read on first need, so a line kept for the next fact is read only as
 * far as facts need: its digits first, a figure's markers once its digits may fit a fact, its
 * label once its value may.
 */
class LineFigures {
  readonly #line: string;
  readonly #tableHeader: string | undefined;
  readonly #starts: readonly number[];
  readonly #digits: readonly string[];
  readonly #magnitudes: Float64Array;
  readonly #tokens: (NumberToken | undefined)[];
  /** Each read figure's value unsigned, before its label is read. */
  readonly #sizes: Float64Array;
  readonly #readings: (TokenReading | null | undefined)[];
  #dates: readonly CalendarMatch[] | undefined;

  constructor(line: string, tableHeader: string | undefined) {
    this.#line = line;
    this.#tableHeader = tableHeader;
    const { starts, digits } = digitRuns(line);
    this.#starts = starts;
    this.#digits = digits;
    this.#magnitudes = Float64Array.from(digits, digitsMagnitude);
    this.#tokens = new Array(starts.length);
    this.#sizes = new Float64Array(starts.length);
    this.#readings = new Array(starts.length);
  }

  get length(): number {
    return this.#starts.length;
  }

  /** Whether the i-th figure may support the fact `bound` is for: its digits, then its value with its own markers. */
  mayFit(index: number, bound: ReadingBound): boolean {
    const start = this.#starts[index];
    const digits = this.#digits[index];
    if (!mayHaveExponent(this.#line, start + digits.length) && !bound.admitsDigits(this.#magnitudes[index])) return false;
    this.#token(index);
    return bound.admits(this.#sizes[index]);
  }

  /** The i-th figure's reading, or null when it is no quantity (glued to a word, part of a time or a date). */
  at(index: number): TokenReading | null {
    let reading = this.#readings[index];
    if (reading === undefined) this.#readings[index] = reading = this.#read(this.#token(index));
    return reading;
  }

  #token(index: number): NumberToken {
    let token = this.#tokens[index];
    if (token === undefined) {
      this.#tokens[index] = token = scanToken(this.#line, this.#starts[index], this.#digits[index]);
      this.#sizes[index] = tokenValue(token, false);
    }
    return token;
  }

  #read(token: NumberToken): TokenReading | null {
    if (token.gluedLeft || token.gluedRight || token.colonJoined || token.hyphenatedToWord) return null;
    // Dates and times in a source line are not quantities ("2026-11-29T11:15:18Z").
    this.#dates ??= !mayNameDayOrQuarter(this.#line) ? [] : scanCalendar(this.#line).filter((c) => c.calendar.month !== undefined || c.calendar.quarter !== undefined);
    if (this.#dates.some((d) => token.digitsStart < d.end && token.digitsEnd > d.start)) return null;
    const label = labelBefore(this.#line, token.start, this.#tableHeader);
    return {
      token,
      label,
      currency: token.currency ?? currencyFromLabel(label),
      written: tokenValue(token, token.signed || isAccountingNegative(token)),
      // "$49 a month" is not the annual `arpa_yearly: 49`.
      frequency: FREQUENCIES.find(([pattern]) => pattern.test(label))?.[1],
      hint: tokenHint(token, label),
    };
  }
}

/** Short lines whose figures a LineReadings keeps: about one hop's candidate lines that reach `matchesFact`. */
const SHORT_LINES_KEPT = 16384;

/**
 * The figures of source lines already read, for a caller that tests many facts against the same
 * lines (an audit run: a call's output line is a candidate for several figures of a hop). Made
 * per run, so what it keeps is freed with the run.
 */
export class LineReadings {
  readonly #byLine = rememberTexts(() => new Map<string, LineFigures>(), SHORT_LINES_KEPT);

  figures(line: string, tableHeader: string | undefined): LineFigures {
    return figuresByHeader(this.#byLine(line), line, tableHeader);
  }
}

/** Without a caller's LineReadings, only long lines' figures are kept (a report paragraph read for each of its figures). */
const longLineFigures = rememberLongTexts(() => new Map<string, LineFigures>());

function figuresByHeader(byHeader: Map<string, LineFigures>, line: string, tableHeader: string | undefined): LineFigures {
  let figures = byHeader.get(tableHeader ?? "");
  if (!figures) byHeader.set(tableHeader ?? "", (figures = new LineFigures(line, tableHeader)));
  return figures;
}

function matchQuantity(fact: QuantityFact, candidate: string, options: MatchOptions): SourceMatch | null {
  const figures = options.readings?.figures(candidate, options.tableHeader) ?? figuresByHeader(longLineFigures(candidate), candidate, options.tableHeader);
  const bound = readingBound(fact);
  for (let index = 0; index < figures.length; index++) {
    if (!figures.mayFit(index, bound)) continue;
    const reading = figures.at(index);
    if (!reading) continue;
    const { token, label, currency, written, frequency, hint } = reading;
    if (fact.currency && currency && currency !== fact.currency) continue;
    // "reduce emissions 30%" states the change -30% in words.
    const value = fact.value < 0 && written > 0 && DECREASE_BEFORE.test(clauseBefore(candidate, token.start)) ? -written : written;
    if (fact.frequency && frequency && frequency !== fact.frequency) continue;
    const conversion = unitConversion(fact, candidate, token.end, label);
    if (numbersEquivalent(fact, value * conversion, hint)) return { value, text: candidate.slice(token.start, token.end) };
  }
  return null;
}

const DECREASE_BEFORE = /\b(?:reduc\w*|cut\w*|lower\w*|decreas\w*|declin\w*|fall\w*|fell|drop\w*|down|shrink\w*|contract\w*)\b/i;
const CLAUSE_END = /[.;!?\n](?:\s|$)/g;
const CLAUSE_REACH = 80;

function clauseBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - CLAUSE_REACH), at);
  let start = 0;
  for (const end of before.matchAll(CLAUSE_END)) start = end.index + end[0].length;
  return before.slice(start);
}

const unitOf = (word: string | undefined) => (word === undefined ? undefined : UNITS.get(word.toLowerCase()));

/**
 * The factor from the source figure's unit to the report's (1/1,000 from MW to a GW fact), 1 when
 * either has no known unit: so `follow_up_months: 22.4` is 97 weeks and never supports "22.4 weeks".
 * The source's unit is the word after the figure, else the last unit word of its label.
 */
function unitConversion(fact: QuantityFact, candidate: string, end: number, label: string): number {
  const reported = unitOf(fact.unit);
  if (!reported) return 1;
  const after = /^\s?([\p{L}]+)/u.exec(candidate.slice(end))?.[1];
  const labelUnits = label.toLowerCase().split(/[^\p{L}]+/u).map(unitOf).filter((unit) => unit?.dimension === reported.dimension);
  const source = [unitOf(after), labelUnits[labelUnits.length - 1]].find((unit) => unit?.dimension === reported.dimension);
  return source ? source.size / reported.size : 1;
}

/**
 * Finds, in a line (or fragment) of source text, a figure that supports the report's fact,
 * reading each figure with its own markers and its label's scale; returns the first one, or
 * null. A year matches only that exact year; a date only the same day/month/quarter.
 */
export function matchesFact(fact: Fact, candidateText: string, options: MatchOptions = {}): SourceMatch | null {
  if (isTokenFact(fact)) {
    const match = matchToken(fact, candidateText, options.tableHeader);
    return match && { value: fact.value, text: match.text };
  }
  return isCalendarFact(fact) ? matchCalendar(fact, candidateText) : matchQuantity(fact, candidateText, options);
}
