import type { KnownFigures } from "../figure-index";
import { owned, type NearestCandidate } from "../records";
import { BestLines } from "./best-lines";
import { digitsFraction, firstNumber, sharedPrefixIn, significantCount, significantDigits } from "./figure-digits";
import { labelStems, StemIds } from "./label-words";
import { NumberReadings } from "./number-readings";
import { collectNumbers, digitKey, SourceNumbers } from "./source-numbers";

/** One figure that was not found: as the claim writes it, and the sentence around it. */
export interface NearestQuery {
  claim: string;
  sentence: string;
}

const OUTPUT_FILE = /^(.+?)_output(?:_\d+)?\.txt$/;
/** Candidates kept per not-found figure. */
export const NEAREST_LIMIT = 3;
const PER_KEY = 2000;
// The label route reads words, which a 60 MB corpus of raw tool output cannot afford per figure.
const LABEL_SCAN_LIMIT = 4_000_000;
const LABEL_STEMS = 3;
const EXCERPT = 160;

/** The agent a searched file belongs to: `U_output.txt` → U, `A/calls/…` → A. */
export function agentOfSourceFile(file: string): string {
  return OUTPUT_FILE.exec(file)?.[1] ?? file.split("/")[0];
}

// The figure with what the source writes glued to it: a sign or currency before, a percent,
// multiple or scale letter after.
function figureText(text: string, start: number, end: number): string {
  let from = start;
  while (from > start - 2 && from > 0 && /[$€£¥+\-−(]/.test(text[from - 1])) from--;
  const after = /^(?:%|bps\b|bn\b|mn\b|[xXBMKbmk](?![\p{L}\p{N}]))/u.exec(text.slice(end, end + 4));
  return text.slice(from, end + (after?.[0].length ?? 0)).replace(/^\(/, "");
}

function excerptOf(line: string, at: number): string {
  const trimmed = line.trim();
  if (trimmed.length <= EXCERPT) return trimmed;
  const from = Math.max(0, Math.min(at - EXCERPT / 2, line.length - EXCERPT));
  return `${from > 0 ? "…" : ""}${line.slice(from, from + EXCERPT).trim()}${from + EXCERPT < line.length ? "…" : ""}`;
}

/** A not-found figure as the search reads it: its significant digits ("" when the claim has no number), and the label stems of its sentence. */
interface NearestFigure {
  digits: string;
  stems: string[];
}

/**
 * Why not found, for each query: the source lines that come closest to its figure, best first,
 * at most `limit`. A candidate is a number sharing the figure's leading significant digits
 * (`17.4%` → 17.4, 0.174, 17.9, 1,742), or, in sources of at most 4 MB, the number a label word
 * of the sentence stands before (`ev_ebitda: 14.2x` for "EV/EBITDA stands at 16.9x"). They are
 * ranked by the label words their line shares with the sentence near the number (the entity,
 * the metric), then by shared digits, then by how close the digits are, then by source order.
 */
export function nearestCandidates(queries: readonly NearestQuery[], sourceFiles: Readonly<Record<string, string>>, limit = NEAREST_LIMIT, known?: KnownFigures): NearestCandidate[][] {
  const figures = queries.map(({ claim, sentence }): NearestFigure => {
    const number = firstNumber(claim);
    const digits = number ? significantDigits(number) : "";
    const at = sentence.indexOf(claim);
    return { digits, stems: labelStems(sentence, at >= 0 ? at : 0).slice(0, 8) };
  });
  const wanted = new Set(figures.filter((figure) => figure.digits).map((figure) => digitKey(figure.digits)));
  if (wanted.size === 0) return queries.map(() => []);
  const search = new NearestSearch(Object.entries(sourceFiles), figures, wanted, known);
  return figures.map((figure, index) => (figure.digits ? search.candidates(index, limit) : []));
}

/** One call's search: its steps are methods, not closures made per call (lib/core README, hot paths). */
class NearestSearch {
  readonly #figures: readonly NearestFigure[];
  readonly #numbers: SourceNumbers;
  readonly #buckets: ReadonlyMap<string, readonly number[]>;
  readonly #byLabel: boolean;
  readonly #stemIds = new StemIds();
  /** Each figure's label stems, by id: every figure's known before any number is read, since a reading keeps known stems only. */
  readonly #stemsById: number[][];
  readonly #readings: NumberReadings;
  readonly #best = new BestLines<number>();
  readonly #isStem: Uint8Array;

  constructor(files: [string, string][], figures: readonly NearestFigure[], wanted: ReadonlySet<string>, known: KnownFigures | undefined) {
    this.#figures = figures;
    this.#numbers = new SourceNumbers(files);
    this.#buckets = collectNumbers(this.#numbers, wanted, PER_KEY, known);
    this.#byLabel = files.reduce((sum, [, text]) => sum + text.length, 0) <= LABEL_SCAN_LIMIT;
    this.#stemsById = figures.map(({ stems }) => stems.map((stem) => this.#stemIds.idOf(stem)));
    // A number's reading does not depend on the figure: figures sharing a digit key read the same numbers.
    this.#readings = new NumberReadings(this.#numbers, this.#stemIds, known);
    this.#isStem = new Uint8Array(this.#stemIds.size);
  }

  /** The best `limit` candidates of figure `figure` (one with digits). */
  candidates(figure: number, limit: number): NearestCandidate[] {
    const { digits, stems } = this.#figures[figure];
    const fraction = digitsFraction(digits);
    const stemIds = this.#stemsById[figure];
    for (const id of stemIds) this.#isStem[id] = 1;
    this.#best.start();
    this.#considerByDigits(digits, fraction);
    if (this.#byLabel) for (const stem of stems.slice(0, LABEL_STEMS)) this.#considerLabelled(stem, digits, fraction);
    for (const id of stemIds) this.#isStem[id] = 0;
    return this.#best.best(limit).map((number) => this.#candidate(number));
  }

  /**
   * The numbers filed under the figure's digit key. A method of its own that ends with its loop:
   * V8 compiles a loop that runs long while it runs, and code after it in the same method, not run
   * yet, would be compiled without feedback and thrown away when it first ran (lib/core README,
   * long loops).
   */
  #considerByDigits(digits: string, fraction: number): void {
    const numbers = this.#numbers;
    const readings = this.#readings;
    const needed = Math.min(2, digits.length);
    for (const number of this.#buckets.get(digitKey(digits)) ?? []) {
      const prefix = this.#prefix(digits, number);
      // A one-digit figure stands for its digit alone: a candidate has that one significant digit.
      if (prefix < needed || (digits.length === 1 && significantCount(numbers.text(number), numbers.start(number), numbers.end(number)) !== 1)) continue;
      readings.read(number);
      this.#consider(number, prefix, fraction);
    }
  }

  /** The numbers whose label holds `stem`. */
  #considerLabelled(stem: string, digits: string, fraction: number): void {
    for (const number of this.#readings.labelled(stem)) this.#consider(number, this.#prefix(digits, number), fraction);
  }

  #prefix(digits: string, number: number): number {
    const numbers = this.#numbers;
    return sharedPrefixIn(digits, numbers.text(number), numbers.start(number), numbers.end(number));
  }

  #consider(number: number, prefix: number, fraction: number): void {
    const readings = this.#readings;
    this.#best.offer(readings.lineId(number), readings.sharedStems(number, this.#isStem) * 4 + prefix, Math.abs(fraction - readings.fraction(number)), number);
  }

  #candidate(number: number): NearestCandidate {
    const numbers = this.#numbers;
    const text = numbers.text(number);
    const start = numbers.start(number);
    const [lineStart, lineEnd] = this.#readings.lineBounds(number);
    return {
      // Owned: a claim keeps its candidates, and must not keep the source text they are cut from.
      text: owned(figureText(text, start, numbers.end(number))),
      agent: agentOfSourceFile(numbers.path(number)),
      file: numbers.path(number),
      line: this.#readings.line(number) + 1,
      excerpt: owned(excerptOf(text.slice(lineStart, lineEnd).replace(/\r$/, ""), start - lineStart)),
    };
  }
}
