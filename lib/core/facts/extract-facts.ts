import { scanCalendar } from "./calendar";
import { isAccountingNegative, scanNumberTokens, tokenValue, type NumberToken } from "./number-tokens";
import { powerOfTen, precisionExponent } from "./precision";
import type { CalendarFact, Fact, QuantityFact } from "./types";
import { frequencyIn, UNITS } from "./lexicon";
import { descriptorFact, scanTokenFacts } from "./verbatim";

/** Written right before a figure, these make it approximate. */
const APPROXIMATE_BEFORE = /(?:\b(?:about|approximately|approx\.|around|roughly|nearly|almost|circa|ca\.|some|an estimated|estimated)|[~≈∼])\s*$/i;
/** Words whose number is a label, not a measurement ("type 2 diabetes", "Table 3", "phase 3"). */
const LABEL_BEFORE = /(?:\b(?:type|phase|stage|grade|class|version|level|tier|scope|category|section|chapter|figure|fig\.|table|tab\.|appendix|item|no\.|step|part|page|p\.|pp\.|article|clause|note|footnote|ref\.|cohort|group|week|day|visit|wave|round|line)|#)\s*$/i;
/** "Scope 1 and 2", "Category 3, 4 and 9": the further numbers of a label's list are labels too. */
const LABEL_LIST_BEFORE = /\b(?:scope|category|tier|phase|stage|type|grade|class)\s+\d+(?:\s*(?:,|and|&|\+|or)\s*\d+)*\s*(?:,|and|&|\+|or)\s*$/i;
/** "95% CI": the confidence level is a method setting, not a finding. */
const CONFIDENCE_LEVEL_AFTER = /^\s*(?:CI|CrI|PI|confidence|credible|prediction)\b/i;
/** "2. Results", "1) Revenue", "2.1 Methods" at the start of a sentence. */
const LEADING_ENUMERATOR = /^\s*\(?(\d{1,3}(?:\.\d{1,3})*)([.)])?(?=[ \t]+(\S+))/;
/**
 * Descriptors qualify a figure and are written as labels in sources (`us10y`, `rsi_14`, `sma_50`):
 * a number hyphenated to a word ("10-year", "14-day", "52-week"), a number inside a unit
 * ("mL/min/1.73 m²"), a season ("2024-25"). They are not facts; the words around them still pick
 * the source line.
 */
const DESCRIPTOR_AFTER = /^[-‑]\p{L}/u;
const UNIT_BEFORE = /\p{L}\/$/u;
/** "over their last 10 games", "the past 5 sessions": the window another figure is measured over. */
const WINDOW_BEFORE = /\b(?:last|past|previous|prior|next|first)\s+$/i;
/** "above 5.5 mmol/L", "> 140 mm": a threshold in a unit of measure names a group of patients or readings. */
const THRESHOLD_BEFORE = /(?:\b(?:above|below|exceeding)|[<>≥≤])\s*$/i;
const THRESHOLD_UNIT_AFTER = /^\s?(\p{L}[\p{L}/]*)/u;

/** The descriptor a number token belongs to, if any: its text and unit word. */
function descriptorOf(sentence: string, token: NumberToken): { text: string; unit?: string } | null {
  const after = sentence.slice(token.end);
  const hyphenated = DESCRIPTOR_AFTER.exec(after) && /^[-‑](\p{L}+)/u.exec(after);
  if (hyphenated) return { text: sentence.slice(token.start, token.end) + hyphenated[0], unit: hyphenated[1] };
  const windowed = WINDOW_BEFORE.test(sentence.slice(0, token.start));
  if (windowed && !token.percent && !token.currency && token.decimals === 0) {
    return { text: sentence.slice(token.start, token.end), unit: THRESHOLD_UNIT_AFTER.exec(after)?.[1] };
  }
  const unit = THRESHOLD_UNIT_AFTER.exec(after)?.[1];
  const measure = unit !== undefined && (unit.includes("/") || UNITS.has(unit.toLowerCase()));
  if (!token.percent && !token.currency && measure && THRESHOLD_BEFORE.test(sentence.slice(0, token.start))) {
    return { text: sentence.slice(token.start, token.end), unit: unit.split("/")[0] };
  }
  return null;
}

const SEASON = /(?<![\w.-])(?:19|20)\d\d[-–/]\d\d(?![\w%]|[.,\-–/]\d)/g;
/** URLs, e-mail addresses, link targets and footnote references: their digits are not facts. */
const NON_PROSE_SPANS = /\bhttps?:\/\/\S+|\bwww\.\S+|[\w.+-]+@[\w-]+\.[\w.]+|\]\([^)]*\)|\[\^?\d+(?:[,–-]\s*\d+)*\]/g;

const RATIO_WORDS = /\b((?:[a-z][\w/-]* )?ratio|relative risk)\s*(?:\([A-Za-z/]+\)\s*)?$/i;
const RATIO_ABBREVIATIONS: Record<string, string> = {
  HR: "hazard ratio", aHR: "hazard ratio", OR: "odds ratio", aOR: "odds ratio", RR: "relative risk", IRR: "incidence rate ratio", "P/E": "P/E ratio",
};
const RATIO_ABBREVIATION_BEFORE = /\b(aHR|HR|aOR|OR|RR|IRR|P\/E)\s*$/;
const CONNECTOR_BEFORE = /(?:\b(?:was|were|is|are|of|at|reached|stood at)|[=:,(])\s*$/i;

const UNIT_AFTER = /^(?:\s+(\p{L}+(?:-\p{L}+)*)|-(\p{Ll}{2,}))/u;
const NOT_A_UNIT = new Set([
  "a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "is", "of", "on", "or", "per", "than", "that",
  "the", "to", "versus", "vs", "was", "were", "with", "which", "who", "while", "after", "before", "during",
  "since", "between", "among", "across", "over", "under", "compared", "respectively", "each", "more", "less",
  "fewer", "higher", "lower", "times", "if", "but", "so", "are", "be", "been", "has", "had", "have", "will",
]);
/** Measurement units: an integer with one of these is a measure ("3 years"), not a count. */
const MEASURE_UNITS = new Set([
  "year", "years", "yr", "yrs", "month", "months", "mo", "week", "weeks", "wk", "wks", "day", "days", "hour", "hours",
  "hr", "hrs", "h", "minute", "minutes", "min", "mins", "second", "seconds", "sec", "secs", "ms", "kg", "g", "mg",
  "mcg", "µg", "ml", "l", "km", "cm", "mm", "miles", "mile", "mph", "mmhg", "degrees", "points", "basis",
]);

interface QuantityReading {
  token: NumberToken;
  approximate: boolean;
  unit?: string;
  ratioLabel?: string;
  range?: "low" | "high";
}

function ignoredSpans(sentence: string): Array<[number, number]> {
  const spans = [...sentence.matchAll(NON_PROSE_SPANS), ...sentence.matchAll(SEASON)].map((m): [number, number] => [m.index, m.index + m[0].length]);
  const enumerator = LEADING_ENUMERATOR.exec(sentence);
  if (enumerator) {
    const [, number, punctuation, nextWord] = enumerator;
    // "2.1 Methods" numbers a section; "0.9 GW was added" states a figure in a unit.
    const sectionNumber =
      number.includes(".") && /^\p{Lu}/u.test(nextWord) && !/^(?:trillion|billion|million|thousand)$/i.test(nextWord) && !UNITS.has(nextWord.toLowerCase());
    if (punctuation || sectionNumber) spans.push([0, enumerator[0].length]);
  }
  return spans;
}

function isIgnoredToken(sentence: string, token: NumberToken, ignored: Array<[number, number]>): boolean {
  if (token.gluedLeft || token.gluedRight || token.colonJoined || token.hyphenatedToWord) return true;
  if (ignored.some(([start, end]) => token.digitsStart < end && token.digitsEnd > start)) return true;
  const before = sentence.slice(0, token.start);
  if (LABEL_BEFORE.test(before) || LABEL_LIST_BEFORE.test(before)) return true;
  if (descriptorOf(sentence, token) || UNIT_BEFORE.test(before)) return true;
  if (token.percent && CONFIDENCE_LEVEL_AFTER.test(sentence.slice(token.end))) return true;
  // "(1)", "(2)" in prose enumerate; in a table row, a parenthesised integer is an accounting negative.
  const enumerates = token.parenthesised && !token.currency && token.decimals === 0 && token.magnitude <= 20;
  return enumerates && !sentence.includes("|");
}

function ratioLabel(before: string): string | undefined {
  const lead = before.replace(APPROXIMATE_BEFORE, "").replace(CONNECTOR_BEFORE, "");
  const abbreviation = RATIO_ABBREVIATION_BEFORE.exec(lead);
  if (abbreviation) return RATIO_ABBREVIATIONS[abbreviation[1]];
  return RATIO_WORDS.exec(lead)?.[1].toLowerCase();
}

function unitAfter(sentence: string, token: NumberToken): string | undefined {
  if (token.percent || token.currency) return undefined;
  const match = UNIT_AFTER.exec(sentence.slice(token.end));
  const word = match?.[1] ?? match?.[2];
  return word && !NOT_A_UNIT.has(word.toLowerCase()) ? word : undefined;
}

function readQuantity(sentence: string, token: NumberToken): QuantityReading {
  const before = sentence.slice(0, token.start);
  return {
    token,
    approximate: APPROXIMATE_BEFORE.test(before),
    unit: unitAfter(sentence, token),
    ratioLabel: ratioLabel(before),
  };
}

/** "$49 a month", "$588 per year", "12 MW annually": the next few words say how often. */
const FREQUENCY_REACH = 16;
const frequencyAfter = (text: string) => frequencyIn(text.split(/[,;.]/)[0]);

const RANGE_JOIN = /^\s*(?:[-–—]|to|through)\s*$/i;

/**
 * "0.66 to 0.88", "4–5 billion", "10–12%", "between 3 and 4 years": the two ends share what is
 * written once (scale, percent, currency, unit, ratio label, approximation).
 */
function linkRanges(sentence: string, readings: QuantityReading[]): void {
  for (let i = 0; i + 1 < readings.length; i++) {
    const low = readings[i];
    const high = readings[i + 1];
    const between = sentence.slice(low.token.end, high.token.start);
    // "2.2% to 2.7%", "2.2%-2.7%", "10 - 12": a dash between two figures joins them, it is no minus.
    const joiningHyphen = /^\s*$/.test(between) && high.token.signed && /[-–]/.test(sentence[high.token.start]);
    const betweenAnd = /^\s+and\s+$/i.test(between) && /\bbetween\s+(?:\S+\s+)?$/i.test(sentence.slice(0, low.token.start));
    if (!RANGE_JOIN.test(between) && !joiningHyphen && !betweenAnd) continue;
    if (joiningHyphen) high.token = { ...high.token, signed: false, start: high.token.start + 1 };
    if (!low.token.percent && low.token.scale === 1) low.token = { ...low.token, percent: high.token.percent, scale: high.token.scale };
    low.token = { ...low.token, currency: low.token.currency ?? high.token.currency };
    high.token = { ...high.token, currency: high.token.currency ?? low.token.currency };
    low.unit ??= high.unit;
    high.ratioLabel ??= low.ratioLabel;
    high.approximate ||= low.approximate;
    low.range = "low";
    high.range = "high";
    i++;
  }
}

function quantityFact(sentence: string, reading: QuantityReading): QuantityFact {
  const { token, approximate, unit, ratioLabel: label, range } = reading;
  // In prose "index (84.12)" after its label is an aside; "was (1.2)", "a loss of ($1.2 million)" and a table cell are negatives.
  const bracketNegative = isAccountingNegative(token) && (sentence.includes("|") || CONNECTOR_BEFORE.test(sentence.slice(0, token.start)));
  const negative = token.signed || bracketNegative;
  const integer = token.decimals === 0 && token.exponent === 0 && token.scale === 1;
  const kind = token.percent ? "percent" : token.currency ? "currency" : label ? "ratio" : integer && unit && !token.multiple && !MEASURE_UNITS.has(unit.toLowerCase()) ? "count" : "number";
  const fact: QuantityFact = {
    kind,
    text: sentence.slice(token.start, token.end),
    start: token.start,
    end: token.end,
    value: tokenValue(token, negative),
    precision: powerOfTen(precisionExponent(token)),
    decimals: token.decimals,
    scale: token.scale,
    approximate,
  };
  const factUnit = token.percent ?? (token.multiple ? "x" : undefined) ?? label ?? unit;
  if (factUnit !== undefined) fact.unit = factUnit;
  if (token.currency !== undefined) fact.currency = token.currency;
  if (range !== undefined) fact.range = range;
  const frequency = frequencyAfter(sentence.slice(token.end, token.end + FREQUENCY_REACH));
  if (frequency !== undefined) fact.frequency = frequency;
  return fact;
}

/**
 * The checkable facts of one sentence, in order: quantities (numbers, counts, percents,
 * currency amounts, ratios) and calendar references (dates, quarters, years).
 */
export interface ExtractOptions {
  /** the header row of the table the sentence is a row of: a column headed `FG%` holds percents written without `%` */
  tableHeader?: string;
}

const PERCENT_HEADER = /%|\bpct\b|\bpercent/i;
const tableCells = (row: string) => row.trim().replace(/^\|/, "").replace(/\|$/, "").split("|");

/** A figure in a percent column of the report's own table is a percent. */
function percentFromHeader(sentence: string, token: NumberToken, tableHeader: string | undefined): NumberToken {
  if (!tableHeader || token.percent || token.currency || !sentence.includes("|")) return token;
  const column = (sentence.slice(0, token.start).match(/\|/g) ?? []).length;
  const header = tableCells(tableHeader)[column];
  return header !== undefined && PERCENT_HEADER.test(header) ? { ...token, percent: "%" } : token;
}

/** Whether [start, end) overlaps one of `ranges`, each [start, end). */
function overlapsRange(ranges: readonly (readonly [number, number])[], start: number, end: number): boolean {
  for (const [from, to] of ranges) if (start < to && end > from) return true;
  return false;
}

/** Whether [start, end) overlaps one of `spans`. */
function overlapsSpan(spans: readonly { start: number; end: number }[], start: number, end: number): boolean {
  for (const span of spans) if (start < span.end && end > span.start) return true;
  return false;
}

/** Whether a number token is part of a date or a verbatim token: no figure of its own. */
function inOtherFact(token: NumberToken, calendarFacts: readonly CalendarFact[], tokenFacts: readonly Fact[]): boolean {
  return overlapsSpan(calendarFacts, token.digitsStart, token.digitsEnd) || overlapsSpan(tokenFacts, token.digitsStart, token.digitsEnd);
}

const byStart = (left: Fact, right: Fact) => left.start - right.start;

/** A sentence's facts, in order. Loops, not closures made per sentence (lib/core README, hot paths). */
export function extractFacts(sentence: string, options: ExtractOptions = {}): Fact[] {
  const ignored = ignoredSpans(sentence);
  // An identifier holds its dates ("MSA-2023-114"); a date holds its day range ("14-20 Nov").
  const calendar = scanCalendar(sentence);
  const tokenFacts: Fact[] = [];
  for (const token of scanTokenFacts(sentence)) {
    if (!overlapsRange(ignored, token.start, token.end) && (token.kind === "identifier" || !overlapsSpan(calendar, token.start, token.end))) tokenFacts.push(token);
  }
  const calendarFacts: CalendarFact[] = [];
  for (const c of calendar) {
    if (overlapsRange(ignored, c.start, c.end) || overlapsSpan(tokenFacts, c.start, c.end)) continue;
    calendarFacts.push({
      kind: c.calendar.month === undefined && c.calendar.quarter === undefined ? "year" : "date",
      text: sentence.slice(c.start, c.end),
      start: c.start,
      end: c.end,
      value: c.calendar.year ?? 0,
      calendar: c.calendar,
      approximate: APPROXIMATE_BEFORE.test(sentence.slice(0, c.start)),
    });
  }
  const readings: QuantityReading[] = [];
  for (const token of scanNumberTokens(sentence)) {
    if (!inOtherFact(token, calendarFacts, tokenFacts) && !isIgnoredToken(sentence, token, ignored)) readings.push(readQuantity(sentence, percentFromHeader(sentence, token, options.tableHeader)));
  }
  linkRanges(sentence, readings);
  const facts: Fact[] = [...tokenFacts];
  for (const token of scanNumberTokens(sentence)) {
    if (inOtherFact(token, calendarFacts, tokenFacts) || overlapsRange(ignored, token.digitsStart, token.digitsEnd) || token.gluedLeft || token.gluedRight) continue;
    const descriptor = descriptorOf(sentence, token);
    if (descriptor) facts.push(descriptorFact(descriptor.text, token.start, token.magnitude, descriptor.unit));
  }
  facts.push(...calendarFacts);
  for (const reading of readings) facts.push(quantityFact(sentence, reading));
  return facts.sort(byStart);
}
