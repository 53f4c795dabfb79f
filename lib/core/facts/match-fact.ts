import { mayNameDayOrQuarter, sameCalendarDate, scanCalendar, type CalendarMatch } from "./calendar";
import { numbersEquivalent } from "./equivalence";
import { digitRuns, isAccountingNegative, mayHaveExponent, scanToken, tokenValue, type NumberToken } from "./number-tokens";
import { frequencyIn, UNITS } from "./lexicon";
import { currencyFromLabel, labelBefore, scaleHintFromLabel } from "./source-context";
import { LongTextMemo, rememberLongTexts } from "./long-text-memo";
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
  /** `candidateText`'s reading (`LineReadings.line`), kept by a caller testing many facts against the same line. */
  reading?: LineRead;
}

function matchCalendar(fact: CalendarFact, candidate: string, reading: LineRead | undefined): SourceMatch | null {
  for (const found of reading?.calendar ?? scanCalendar(candidate)) {
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
 * What is read from one source line whatever the fact and the table header: its figures' digits,
 * each figure's markers once its digits may fit a fact, and its calendar references. Read on
 * first need, so a line kept for the next fact is read only as far as facts need.
 */
export class LineRead {
  // Kept for the run (by the caller, with its line), so only what every fact reads is made up front, in plain
  // arrays: a line holds a dozen figures or so, and typed arrays that small cost more to allocate
  // (an ArrayBuffer each) than they save in reads. A figure's digits are sliced, its markers read
  // and its labels' map made only for the few figures whose digits may fit a fact.
  readonly #starts: readonly number[];
  readonly #ends: readonly number[];
  readonly #magnitudes: readonly number[];
  #tokens: (NumberToken | undefined)[] | undefined;
  /** Each read figure's value unsigned, before its label is read. */
  #sizes: number[] | undefined;
  #calendar: readonly CalendarMatch[] | undefined;
  #dates: readonly CalendarMatch[] | undefined;
  #figures: Map<string, LineFigures> | undefined;

  constructor(readonly text: string) {
    ({ starts: this.#starts, ends: this.#ends, magnitudes: this.#magnitudes } = digitRuns(text));
  }

  /** How many figures it holds. */
  get length(): number {
    return this.#starts.length;
  }

  get calendar(): readonly CalendarMatch[] {
    this.#calendar ??= scanCalendar(this.text);
    return this.#calendar;
  }

  /** Its days, months and quarters: no quantity is read inside them (years alone are quantities too). */
  get dates(): readonly CalendarMatch[] {
    this.#dates ??= !mayNameDayOrQuarter(this.text) ? [] : this.calendar.filter((c) => c.calendar.month !== undefined || c.calendar.quarter !== undefined);
    return this.#dates;
  }

  /** Its figures read with the labels `tableHeader` gives them. */
  figures(tableHeader: string | undefined): LineFigures {
    this.#figures ??= new Map();
    let figures = this.#figures.get(tableHeader ?? "");
    if (!figures) this.#figures.set(tableHeader ?? "", (figures = new LineFigures(this, tableHeader)));
    return figures;
  }

  /** Whether the i-th figure may support the fact `bound` is for: its digits, then its value with its own markers. */
  mayFit(index: number, bound: ReadingBound): boolean {
    // Digits that may carry a written exponent ("4.2e9") are past what the digits' bound covers.
    if (!mayHaveExponent(this.text, this.#ends[index]) && !bound.admitsDigits(this.#magnitudes[index])) return false;
    this.token(index);
    return bound.admits(this.#sizes![index]);
  }

  /** The i-th figure with its markers. */
  token(index: number): NumberToken {
    this.#tokens ??= new Array(this.#starts.length);
    this.#sizes ??= new Array(this.#starts.length);
    let token = this.#tokens[index];
    if (token === undefined) {
      const start = this.#starts[index];
      this.#tokens[index] = token = scanToken(this.text, start, this.text.slice(start, this.#ends[index]));
      this.#sizes[index] = tokenValue(token, false);
    }
    return token;
  }
}

/** A line's figures read with their labels under one table header, each on first need. */
class LineFigures {
  readonly #line: LineRead;
  readonly #tableHeader: string | undefined;
  readonly #readings: (TokenReading | null | undefined)[];

  constructor(line: LineRead, tableHeader: string | undefined) {
    this.#line = line;
    this.#tableHeader = tableHeader;
    this.#readings = new Array(line.length);
  }

  /** The i-th figure's reading, or null when it is no quantity (glued to a word, part of a time or a date). */
  at(index: number): TokenReading | null {
    let reading = this.#readings[index];
    if (reading === undefined) this.#readings[index] = reading = this.#read(this.#line.token(index));
    return reading;
  }

  #read(token: NumberToken): TokenReading | null {
    if (token.gluedLeft || token.gluedRight || token.colonJoined || token.hyphenatedToWord) return null;
    // Dates and times in a source line are not quantities ("2026-11-29T11:15:18Z").
    if (this.#line.dates.some((d) => token.digitsStart < d.end && token.digitsEnd > d.start)) return null;
    const label = labelBefore(this.#line.text, token.start, this.#tableHeader);
    return {
      token,
      label,
      currency: token.currency ?? currencyFromLabel(label),
      written: tokenValue(token, token.signed || isAccountingNegative(token)),
      // "$49 a month" is not the annual `arpa_yearly: 49`.
      frequency: frequencyIn(label),
      hint: tokenHint(token, label),
    };
  }
}

/** Every memo of line readings calls this one function (long-text-memo.ts says why). */
const readLine = (text: string) => new LineRead(text);

/**
 * Reads source lines for a caller that tests many facts against the same lines and keeps each
 * line's reading to pass back (`MatchOptions.reading`): an audit run keeps them with its
 * candidate lines, by file and line, so no line's text is hashed to find its reading. Long
 * lines are kept here too, by text, for the run: a paragraph standing in more than one file is
 * read once.
 */
export class LineReadings {
  readonly #long = new LongTextMemo(readLine);

  line(text: string): LineRead {
    return this.#long.read(text);
  }
}

/** Without a caller's reading, only long lines' readings are kept (a report paragraph read for each of its figures). */
const longLines = rememberLongTexts(readLine);

function matchQuantity(fact: QuantityFact, candidate: string, options: MatchOptions): SourceMatch | null {
  const line = options.reading ?? longLines(candidate);
  const bound = readingBound(fact);
  let figures: LineFigures | undefined;
  for (let index = 0; index < line.length; index++) {
    if (!line.mayFit(index, bound)) continue;
    figures ??= line.figures(options.tableHeader);
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
  return isCalendarFact(fact) ? matchCalendar(fact, candidateText, options.reading) : matchQuantity(fact, candidateText, options);
}
