import { owned, type NearestCandidate } from "../records";
import { BestLines } from "./best-lines";
import { digitsFraction, firstNumber, sharedPrefix, significantDigits } from "./figure-digits";
import { labelStems, StemIds } from "./label-words";
import { NumberReadings, type Reading } from "./number-readings";
import { collectNumbers, digitKey, type FiguresOf } from "./source-numbers";

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

/**
 * Why not found, for each query: the source lines that come closest to its figure, best first,
 * at most `limit`. A candidate is a number sharing the figure's leading significant digits
 * (`17.4%` → 17.4, 0.174, 17.9, 1,742), or, in sources of at most 4 MB, the number a label word
 * of the sentence stands before (`ev_ebitda: 14.2x` for "EV/EBITDA stands at 16.9x"). They are
 * ranked by the label words their line shares with the sentence near the number (the entity,
 * the metric), then by shared digits, then by how close the digits are, then by source order.
 */
export function nearestCandidates(queries: readonly NearestQuery[], sourceFiles: Readonly<Record<string, string>>, limit = NEAREST_LIMIT, figuresOf?: FiguresOf): NearestCandidate[][] {
  const figures = queries.map(({ claim, sentence }) => {
    const number = firstNumber(claim);
    const digits = number ? significantDigits(number) : "";
    const at = sentence.indexOf(claim);
    return { digits, stems: labelStems(sentence, at >= 0 ? at : 0).slice(0, 8) };
  });
  const wanted = new Set(figures.filter((figure) => figure.digits).map((figure) => digitKey(figure.digits)));
  if (wanted.size === 0) return queries.map(() => []);

  const files = Object.entries(sourceFiles);
  const buckets = collectNumbers(files, wanted, PER_KEY, figuresOf);
  const byLabel = files.reduce((sum, [, text]) => sum + text.length, 0) <= LABEL_SCAN_LIMIT;
  const stemIds = new StemIds();
  const stemsById = figures.map(({ stems }) => stems.map((stem) => stemIds.idOf(stem)));
  // A number's reading does not depend on the figure: figures sharing a digit key read the same numbers.
  const readings = new NumberReadings(sourceFiles, files, stemIds, figuresOf);
  const bucketReadings = new Map([...buckets].map(([key, numbers]): [string, (Reading | undefined)[]] => [key, new Array<Reading | undefined>(numbers.length)]));
  const best = new BestLines<Reading>();
  const isStem = new Uint8Array(stemIds.size);

  return figures.map(({ digits, stems }, figure) => {
    if (!digits) return [];
    const fraction = digitsFraction(digits);
    for (const id of stemsById[figure]) isStem[id] = 1;
    const consider = (reading: Reading, prefix: number) => {
      let shared = 0;
      for (const id of reading.stems) shared += isStem[id];
      best.offer(reading.lineId, shared * 4 + prefix, Math.abs(fraction - reading.fraction), reading);
    };

    const needed = Math.min(2, digits.length);
    const key = digitKey(digits);
    const numbers = buckets.get(key) ?? [];
    const read = bucketReadings.get(key) ?? [];
    best.start();
    for (let i = 0; i < numbers.length; i++) {
      const number = numbers[i];
      const prefix = sharedPrefix(digits, number.digits);
      if (prefix < needed || (digits.length === 1 && number.digits !== digits)) continue;
      const reading = (read[i] ??= readings.read(number));
      consider(reading, prefix);
    }
    if (byLabel) {
      for (const stem of stems.slice(0, LABEL_STEMS)) {
        const labelled = readings.labelled(stem);
        for (const reading of labelled) consider(reading, sharedPrefix(digits, reading.number.digits));
      }
    }
    for (const id of stemsById[figure]) isStem[id] = 0;
    return best.best(limit).map(({ number, line, lineStart, lineEnd }) => {
      const text = sourceFiles[number.file];
      return {
        // Owned: a claim keeps its candidates, and must not keep the source text they are cut from.
        text: owned(figureText(text, number.start, number.end)),
        agent: agentOfSourceFile(number.file),
        file: number.file,
        line: line + 1,
        excerpt: owned(excerptOf(text.slice(lineStart, lineEnd).replace(/\r$/, ""), number.start - lineStart)),
      };
    });
  });
}
