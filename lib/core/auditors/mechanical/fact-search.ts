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
import { isCalendarFact, isTokenFact, matchesFact, type Fact, type FactKind, type LineRead, type LineReadings, type SourceMatch } from "../../facts";
import { isoYearMonthMatch } from "./calendar-gap";
import { spellOutGluedScales } from "./label-gap";
import { lineTest } from "./line-test";
import { memoize } from "../../memo";
import { factKeys } from "./number-keys";
import type { NumberIndex } from "./number-index";
import type { SourceFile } from "./source-corpus";
import { candidatesOf, type CandidateLine, type FileCandidates } from "./candidate-lines";
import { basesDisagree, changeBases, periodsDisagree, sentencePeriods } from "./periods";
import { anotherRowsEntity, entityWords } from "./table-rows";
import { sharedStems, stems } from "./word-stems";

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
function significantDigits(fact: Fact): number {
  // A day without its year is one of 365: as coincidence-prone as a two-digit figure.
  if (isCalendarFact(fact) && fact.calendar.year === undefined) return COINCIDENCE_PRONE_DIGITS;
  if (isCalendarFact(fact) || isTokenFact(fact) || fact.value === 0) return Infinity;
  return Math.floor(Math.log10(Math.abs(fact.value)) + 1e-9) - Math.round(Math.log10(fact.precision)) + 1;
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
    this.#periods ??= sentencePeriods(this.text);
    return this.#periods;
  }

  get bases(): ReadonlySet<string> {
    this.#bases ??= changeBases(this.text);
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

/** A table's row count line ("(2 rows)") can state only a count or a bare number, never "$2.00" or "2%". */
const ROW_COUNT_KINDS: ReadonlySet<FactKind> = new Set(["count", "number"]);

/** Up to three words after a count: its noun, possibly compound ("power purchase agreements"). */
function nounPhrase(sentence: string, end: number): string {
  return sentence.slice(end).split(/[^\p{L}-]+/u).filter(Boolean).slice(0, 3).join(" ");
}

/** `matchesFact` under the header with its glued scales spelled out; a header with none would only be read again to the same end. */
function matchesSpelledOut(fact: Fact, text: string, tableHeader: string, reading: LineRead): SourceMatch | null {
  const spelled = spellOutGluedScales(tableHeader);
  return spelled === tableHeader ? null : matchesFact(fact, text, { tableHeader: spelled, reading });
}

const NO_PERIODS: readonly string[] = [];
const NO_BASES: ReadonlySet<string> = new Set();

/** What the line checks read from the fact and its sentence, once per fact. */
interface FactTerms {
  fact: Fact;
  terms: SentenceTerms;
  needsSharedWord: boolean;
  figurePeriods: readonly string[];
  sentenceBases: ReadonlySet<string>;
  /** A one-digit count's noun stems, else null. */
  countedNoun: readonly string[] | null;
}

function factTerms(fact: Fact, sentence: string): FactTerms {
  const terms = sentenceTerms(sentence);
  const digits = significantDigits(fact);
  return {
    fact,
    terms,
    needsSharedWord: digits <= COINCIDENCE_PRONE_DIGITS,
    // A date's own period is the fact itself.
    figurePeriods: isCalendarFact(fact) ? NO_PERIODS : terms.periods,
    sentenceBases: isCalendarFact(fact) ? NO_BASES : terms.bases,
    countedNoun: fact.kind === "count" && fact.unit && digits === 1 ? [...stems(nounPhrase(sentence, fact.end))] : null,
  };
}

/** The line's score for the fact (shared stems, less for a call's input line), or null when a line rule refuses it. */
function lineScore(candidate: CandidateLine, match: SourceMatch, { fact, terms, figurePeriods, sentenceBases, needsSharedWord, countedNoun }: FactTerms): number | null {
  const { text, tableHeader } = candidate;
  if (figurePeriods.length > 0 && periodsDisagree(figurePeriods, text, candidate.clauseEnds, text.indexOf(match.text), match.text.length)) return null;
  if (sentenceBases.size > 0 && basesDisagree(sentenceBases, candidate.bases)) return null;
  if (tableHeader && anotherRowsEntity(candidate.of.file, candidate.index, terms.words)) return null;
  // A call's input line restates what the agent passed in: its output line is the origin.
  const inputLine = candidate.inputLine ? INPUT_LINE_PENALTY : 0;
  // A token written exactly as the sentence writes it ("7-9", not the reversed "9-7") ranks first.
  const verbatim = isTokenFact(fact) && match.text === fact.text ? VERBATIM_BONUS : 0;
  // An input line is part of the header: its words count once.
  const headerScore = inputLine ? 0 : sharedStems(terms.stems, candidate.of.headerStems);
  const score = sharedStems(terms.stems, candidate.stems) + headerScore - inputLine + verbatim;
  if (needsSharedWord && score <= 0) return null;
  // A one-digit count is about its noun: "3 power purchase agreements" needs a line about agreements.
  if (countedNoun && !countedNoun.some((stem) => candidate.nounStems.has(stem)) && !COUNT_LABEL.test(labelText(text, match.text, tableHeader))) return null;
  return score;
}

function matchOn(fact: Fact, candidate: CandidateLine, readings: LineReadings): SourceMatch | null {
  const { text, tableHeader } = candidate;
  const reading = candidate.reading(readings);
  return (
    matchesFact(fact, text, { tableHeader, reading }) ??
    (tableHeader ? matchesSpelledOut(fact, text, tableHeader, reading) : null) ??
    isoYearMonthMatch(fact, text)
  );
}

interface FoundLine {
  supporting: SupportingLine;
  score: number;
  order: number;
}

const byScoreThenOrder = (left: FoundLine, right: FoundLine) => right.score - left.score || left.order - right.order;

export function supportingLines(fact: Fact, sentence: string, index: NumberIndex, pattern: string, limits: FactSearchLimits, readings: LineReadings): SupportingLine[] {
  const linePattern = lineTest(pattern);
  const rowCountAllowed = ROW_COUNT_KINDS.has(fact.kind);
  let terms: FactTerms | undefined;
  const found: FoundLine[] = [];
  let candidates: FileCandidates | undefined;
  for (const cursor = index.linesWith(factKeys(fact), limits.candidateLines); cursor.next(); ) {
    if (candidates === undefined || candidates.file !== cursor.file) candidates = candidatesOf(cursor.file!);
    const { file } = candidates;
    const { line } = cursor;
    const text = file.lines.at(line);
    if (!linePattern.test(text)) continue;
    // Looked up once the line holds the pattern: most candidates do not, and the kept one's text is the one its readings know.
    const candidate = candidates.known(line) ?? candidates.keep(line, text);
    if (!rowCountAllowed && candidate.rowCount) continue;
    const match = matchOn(fact, candidate, readings);
    if (!match) continue;
    const score = lineScore(candidate, match, (terms ??= factTerms(fact, sentence)));
    if (score === null) continue;
    found.push({ supporting: { file, line, match }, score, order: found.length });
    if (found.length >= limits.supportingLines) break;
  }
  found.sort(byScoreThenOrder);
  const lines: SupportingLine[] = [];
  for (const entry of found) lines.push(entry.supporting);
  return lines;
}
