/**
 * Finds the source lines that support one fact: the number index proposes lines holding a
 * figure with the right leading digits, the fact's search pattern filters them as the search
 * tool would, and `matchesFact` decides, reading a table row with its header.
 *
 * Then relevance: each supporting line is scored by the words it shares with the report
 * sentence, counting its table header and, in a tool call's output, the call's header (tool
 * name and input). The best line is cited first. A figure with one or two significant digits
 * (`41%`, `$4.2 billion`, `28`) turns up by coincidence in any large source (`r_squared: 0.41`),
 * so such a fact is supported only by a line that shares at least one word with its sentence.
 */
import { isCalendarFact, isTokenFact, matchesFact, scanCalendar, type Fact, type FactKind, type LineReadings, type SourceMatch } from "../../facts";
import { isoYearMonthMatch } from "./calendar-gap";
import { spellOutGluedScales } from "./label-gap";
import { lineTest } from "./line-test";
import { memoize } from "../../memo";
import { factKeys } from "./number-keys";
import type { NumberIndex } from "./number-index";
import type { SourceFile } from "./source-corpus";
import { callHeader } from "./source-origin";
import { anotherRowsEntity, entityWords } from "./table-rows";

export interface SupportingLine {
  file: SourceFile;
  /** 0-based line index */
  line: number;
  match: SourceMatch;
}

export interface FactSearchLimits {
  /** Candidate lines (holding a figure with the fact's leading digits) read per fact. */
  candidateLines: number;
  /** Supporting lines kept per fact, best first. */
  supportingLines: number;
}

const VERBATIM_BONUS = 1;
/** Ranks an output line above the call's input line holding the same figure. */
const INPUT_LINE_PENALTY = 0.5;
/** Facts with at most this many significant digits need a shared word to be supported. */
const COINCIDENCE_PRONE_DIGITS = 2;
/** Words are compared on their first letters, so "treat" meets "treated" and "year" "years". */
const STEM_LENGTH = 4;
/** Function words, and words of time and quantity that label figures of every kind (`years=2`, `value:`). */
const IGNORED_WORDS = new Set([
  ...["the", "and", "for", "from", "with", "was", "were", "are", "has", "had", "that", "this", "its", "per", "than", "over", "into", "our"],
  ...["year", "years", "month", "months", "quarter", "quarters", "week", "weeks", "day", "days", "period", "value", "values", "total", "number", "amount", "data"],
]);

/**
 * Words that say the same thing in reports and in data: each is read as its canonical word
 * before stems are compared ("a year earlier" meets `yoy`, "rose" meets `change`, "basis
 * points" meets `_bps`).
 */
const SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\by\/y\b|\byoy\b|\byear[- ](?:over|on)[- ]year\b|\b(?:a|the) year (?:earlier|ago|before)\b|\bprior year\b/g, " yoy "],
  [/\bq\/q\b|\bqoq\b|\bquarter[- ](?:over|on)[- ]quarter\b/g, " qoq "],
  [/\b(?:pp|ppts?|percentage[- ]points?)\b/g, " ppts "],
  [/\b(?:bps?|basis[- ]points?)\b/g, " bpts "],
  [/\b(?:up|down|rose|rise[sn]?|rising|fell|fall(?:s|en|ing)?|increas\w*|decreas\w*|drop\w*|declin\w*|chang\w*|grew|grow\w*|delta)\b/g, " chg "],
];
const DESCRIPTOR_UNITS: Readonly<Record<string, string>> = {
  year: "y", yr: "y", y: "y", month: "mo", mo: "mo", week: "w", wk: "w", w: "w", day: "d", d: "d", hour: "h", hr: "h", h: "h",
};
/** "10-year", "50-day", "52-week" in a report; `10y`, `tenor_10y`, `50d`, `y10` in data. */
const DESCRIPTOR_AFTER = /(?<![\p{L}\d.])(\d{1,3})[-‑_ ]?(years?|yrs?|y|months?|mo|weeks?|wks?|w|days?|d|hours?|hrs?|h)(?![\p{L}\d])/gu;
const DESCRIPTOR_BEFORE = /(?<![\p{L}])(y|w|d)(\d{1,3})(?![\p{L}\d])/gu;
/** Codes of digits and letters such as `2s10s`, `5y5y`. */
const GLUED_CODE = /(?<![\p{L}\d])\d+\p{L}+\d+\p{L}*(?![\p{L}\d])/gu;

function descriptorKeys(text: string, into: Set<string>): void {
  const unit = (word: string) => DESCRIPTOR_UNITS[word.replace(/s$/, "")] ?? DESCRIPTOR_UNITS[word];
  for (const m of text.matchAll(DESCRIPTOR_AFTER)) into.add(`#${m[1]}${unit(m[2])}`);
  for (const m of text.matchAll(DESCRIPTOR_BEFORE)) into.add(`#${m[2]}${unit(m[1])}`);
  for (const m of text.matchAll(GLUED_CODE)) into.add(`#${m[0]}`);
}

function stems(text: string): Set<string> {
  let lower = text.toLowerCase();
  for (const [pattern, canonical] of SYNONYMS) lower = lower.replace(pattern, canonical);
  const words = lower.split(/[^\p{L}]+/u);
  const found = new Set(words.filter((word) => word.length >= 3 && !IGNORED_WORDS.has(word)).map((word) => word.slice(0, STEM_LENGTH)));
  descriptorKeys(lower, found);
  return found;
}

function sharedStems(sentenceStems: ReadonlySet<string>, textStems: ReadonlySet<string>): number {
  let shared = 0;
  for (const stem of textStems) if (sentenceStems.has(stem)) shared++;
  return shared;
}

/** Per file: the stems of a call's header, and of each line read with its table header, each worked out once per run. */
const fileStems = new WeakMap<SourceFile, { header: ReadonlySet<string>; lines: Map<number, ReadonlySet<string>> }>();

function stemsOf(file: SourceFile) {
  let known = fileStems.get(file);
  if (!known) fileStems.set(file, (known = { header: stems(callHeaderOf(file)), lines: new Map() }));
  return known;
}

function lineStemsOf(file: SourceFile, line: number, tableHeader: string | undefined): ReadonlySet<string> {
  const { lines } = stemsOf(file);
  let found = lines.get(line);
  if (!found) lines.set(line, (found = stems(`${tableHeader ?? ""}\n${file.lines.at(line)}`)));
  return found;
}

const callHeaders = new WeakMap<SourceFile, string>();

/** A file's tool-call header, read once per file however many of its lines support facts. */
function callHeaderOf(file: SourceFile): string {
  let header = callHeaders.get(file);
  if (header === undefined) callHeaders.set(file, (header = callHeader(file.text)));
  return header;
}

function significantDigits(fact: Fact): number {
  // A day without its year is one of 365: as coincidence-prone as a two-digit figure.
  if (isCalendarFact(fact) && fact.calendar.year === undefined) return COINCIDENCE_PRONE_DIGITS;
  if (isCalendarFact(fact) || isTokenFact(fact) || fact.value === 0) return Infinity;
  return Math.floor(Math.log10(Math.abs(fact.value)) + 1e-9) - Math.round(Math.log10(fact.precision)) + 1;
}

/**
 * The reporting periods a sentence's figures are stated for (quarters, fiscal years), leaving
 * out base periods ("since Q1", "from FY2020", "against FY2024"). A line that names periods of
 * its own, none of them the sentence's, is about another period: "In Q2, it cost $16.90" is
 * not supported by the Q1 row holding $16.90.
 */
const BARE_QUARTER = /\bQ([1-4])\b(?![ -]?(?:FY ?)?'?\d)/g;
const BASE_PERIOD_BEFORE = /\b(?:since|from|by|until|versus|vs\.?|against|compared(?: with| to)?|over|than|before|after)\s+(?:the\s+)?$/i;

function periodsOf(text: string, leaveOutBase: boolean): string[] {
  const periods: string[] = [];
  for (const { start, calendar } of scanCalendar(text)) {
    if (leaveOutBase && BASE_PERIOD_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
    if (calendar.quarter !== undefined) periods.push(`Q${calendar.quarter} ${calendar.year}`);
    else if (calendar.fiscal && calendar.month === undefined) periods.push(`FY ${calendar.year}`);
  }
  // In the sentence, a quarter without its year ("after a 0.4% decline in Q2") is that quarter of any year.
  for (const m of leaveOutBase ? text.matchAll(BARE_QUARTER) : []) {
    if (!BASE_PERIOD_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) periods.push(`Q${m[1]} *`);
  }
  return periods;
}

const CLAUSE_END = /[.;!?](?:\s|$)|->|→/g;

/**
 * The line's period for a figure: one in brackets right after it ("$16.90 (Q1 FY2025)"), else
 * the last one before it in its clause (a row label, "FY2024: 805.9").
 */
function linePeriodOf(line: string, at: number, length: number): string | undefined {
  if (at < 0) return undefined;
  const bracketed = /^\s*\(([^)]*)\)/.exec(line.slice(at + length))?.[1];
  // Only a bracket holding nothing but a period dates the figure; "(Q2: 3.6x)" is another figure.
  const onlyPeriod = bracketed !== undefined && !/\d/.test(scanCalendar(bracketed).reduce((rest, c) => rest.slice(0, c.start) + " ".repeat(c.end - c.start) + rest.slice(c.end), bracketed));
  const after = onlyPeriod ? periodsOf(bracketed, false)[0] : undefined;
  if (after !== undefined) return after;
  const before = line.slice(0, at);
  let clauseStart = 0;
  for (const end of before.matchAll(CLAUSE_END)) clauseStart = end.index + end[0].length;
  return periodsOf(before.slice(clauseStart), false).pop();
}

function periodsDisagree(figurePeriods: readonly string[] | null, line: string, at: number, length: number): boolean {
  // A sentence naming no period agrees with any line: its line's period is not read.
  if (!figurePeriods || figurePeriods.length === 0) return false;
  const linePeriod = linePeriodOf(line, at, length);
  if (linePeriod === undefined) return false;
  const sameKind = figurePeriods.filter((period) => period[0] === linePeriod[0]);
  const same = (period: string) => period === linePeriod || (period.endsWith("*") && period.slice(0, 2) === linePeriod.slice(0, 2));
  return sameKind.length > 0 && !sameKind.some(same);
}

/** What a change is measured against: "month on month" is not supported by a week-on-week line (`_wow_` in a key too). */
const CHANGE_BASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:^|[^a-z])(?:y\/y|yoy|year[- _](?:over|on)[- _]year|a year (?:earlier|ago|before))(?:[^a-z]|$)/i, "year"],
  [/(?:^|[^a-z])(?:q\/q|qoq|quarter[- _](?:over|on)[- _]quarter|the quarter before|previous quarter|prior quarter)(?:[^a-z]|$)/i, "quarter"],
  [/(?:^|[^a-z])(?:m\/m|mom|month[- _](?:over|on)[- _]month|the month before|previous month|prior month)(?:[^a-z]|$)/i, "month"],
  [/(?:^|[^a-z])(?:w\/w|wow|week[- _](?:over|on)[- _]week|the week before|previous week|prior week)(?:[^a-z]|$)/i, "week"],
];

const NO_BASES: ReadonlySet<string> = new Set();
const basesOf = (text: string) => new Set(CHANGE_BASES.filter(([pattern]) => pattern.test(text)).map(([, basis]) => basis));

function basesDisagree(sentenceBases: ReadonlySet<string>, line: string): boolean {
  if (sentenceBases.size === 0) return false;
  const lineBases = basesOf(line);
  return lineBases.size > 0 && ![...lineBases].some((basis) => sentenceBases.has(basis));
}

/** A label that says its figure is a count (`zx417_n: 9`, `count`, `num_sites`) stands for any noun. */
const COUNT_LABEL = /(?:^|[^a-z])(?:n|count|num|number)(?:[^a-z]|$)/i;
/** The words that label a figure in its line: the text just before it and, in a table, its column's header. */
function labelText(line: string, figure: string, tableHeader: string | undefined): string {
  const at = Math.max(0, line.indexOf(figure));
  const column = (line.slice(0, at).match(/\|/g) ?? []).length;
  const header = tableHeader && line.includes("|") ? (tableHeader.split("|")[column] ?? "") : "";
  return `${header} ${line.slice(Math.max(0, at - 32), at)}`;
}

/** What the line checks read from a sentence, each on first need. */
class SentenceTerms {
  #stems: ReadonlySet<string> | undefined;
  #periods: readonly string[] | undefined;
  #bases: ReadonlySet<string> | undefined;
  #words: ReadonlySet<string> | undefined;

  constructor(readonly text: string) {}

  get stems(): ReadonlySet<string> {
    this.#stems ??= stems(this.text);
    return this.#stems;
  }

  get periods(): readonly string[] {
    this.#periods ??= periodsOf(this.text, true);
    return this.#periods;
  }

  get bases(): ReadonlySet<string> {
    this.#bases ??= basesOf(this.text);
    return this.#bases;
  }

  get words(): ReadonlySet<string> {
    this.#words ??= entityWords(this.text);
    return this.#words;
  }
}

/** Sentences kept: each fact of a sentence, in each hop auditing its document, reads the same terms. */
const SENTENCES_KEPT = 4096;
const sentenceTerms = memoize((sentence) => new SentenceTerms(sentence), SENTENCES_KEPT);

/** The line above a table that counts its rows (spec §5.4's "(2 rows)"): only a count or a bare number can be that number, never "$2.00" or "2%". */
const ROW_COUNT_LINE = /^\s*\(\d[\d,]* rows?\)\s*$/;
const ROW_COUNT_KINDS: ReadonlySet<FactKind> = new Set(["count", "number"]);

/** Up to three words after a count: its noun, possibly compound ("power purchase agreements"). */
function nounPhrase(sentence: string, end: number): string {
  return sentence.slice(end).split(/[^\p{L}-]+/u).filter(Boolean).slice(0, 3).join(" ");
}

/** `matchesFact` under the header with its glued scales spelled out; a header with none would only be read again to the same end. */
function matchesSpelledOut(fact: Fact, text: string, tableHeader: string, readings: LineReadings): SourceMatch | null {
  const spelled = spellOutGluedScales(tableHeader);
  return spelled === tableHeader ? null : matchesFact(fact, text, { tableHeader: spelled, readings });
}

export function supportingLines(fact: Fact, sentence: string, index: NumberIndex, pattern: string, limits: FactSearchLimits, readings: LineReadings): SupportingLine[] {
  const linePattern = lineTest(pattern);
  const terms = sentenceTerms(sentence);
  const sentenceStems = terms.stems;
  const needsSharedWord = significantDigits(fact) <= COINCIDENCE_PRONE_DIGITS;
  const figurePeriods = isCalendarFact(fact) ? null : terms.periods;
  const sentenceBases = isCalendarFact(fact) ? NO_BASES : terms.bases;
  const countedNoun = fact.kind === "count" && fact.unit && significantDigits(fact) === 1 ? [...stems(nounPhrase(sentence, fact.end))] : null;
  const found: { supporting: SupportingLine; score: number; order: number }[] = [];
  for (const { file, line } of index.linesWith(factKeys(fact), limits.candidateLines)) {
    const text = file.lines.at(line);
    if (!linePattern.test(text)) continue;
    if (!ROW_COUNT_KINDS.has(fact.kind) && ROW_COUNT_LINE.test(text)) continue;
    const tableHeader = file.tableHeader(line);
    const match =
      matchesFact(fact, text, { tableHeader, readings }) ??
      (tableHeader ? matchesSpelledOut(fact, text, tableHeader, readings) : null) ??
      isoYearMonthMatch(fact, text);
    if (!match) continue;
    if (periodsDisagree(figurePeriods, text, text.indexOf(match.text), match.text.length)) continue;
    if (basesDisagree(sentenceBases, `${tableHeader ?? ""}\n${text}`)) continue;
    if (tableHeader && anotherRowsEntity(file, line, terms.words)) continue;
    const header = callHeaderOf(file);
    // A call's input line restates what the agent passed in: its output line is the origin.
    const inputLine = header !== "" && line < header.split("\n").length ? INPUT_LINE_PENALTY : 0;
    // A token written exactly as the sentence writes it ("7-9", not the reversed "9-7") ranks first.
    const verbatim = isTokenFact(fact) && match.text === fact.text ? VERBATIM_BONUS : 0;
    // An input line is part of the header: its words count once.
    const headerScore = inputLine ? 0 : sharedStems(sentenceStems, stemsOf(file).header);
    const score = sharedStems(sentenceStems, lineStemsOf(file, line, tableHeader)) + headerScore - inputLine + verbatim;
    if (needsSharedWord && score <= 0) continue;
    // A one-digit count is about its noun: "3 power purchase agreements" needs a line about agreements.
    if (countedNoun) {
      const lineStems = stems(`${tableHeader ?? ""}\n${text}\n${header}`);
      if (!countedNoun.some((stem) => lineStems.has(stem)) && !COUNT_LABEL.test(labelText(text, match.text, tableHeader))) continue;
    }
    found.push({ supporting: { file, line, match }, score, order: found.length });
    if (found.length >= limits.supportingLines) break;
  }
  return found.sort((left, right) => right.score - left.score || left.order - right.order).map((entry) => entry.supporting);
}
