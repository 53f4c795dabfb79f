import type { NearestCandidate } from "../records";
import { lineIndexAt, lineStarts } from "../lines";
import { firstNumber, sharedPrefix, significantDigits } from "./figure-digits";
import { labelStems, lineStems } from "./label-words";
import { collectNumbers, digitKey, type FiguresOf, type SourceNumber } from "./source-numbers";

/** One figure that was not found: as the claim writes it, and the sentence around it. */
export interface NearestQuery {
  claim: string;
  sentence: string;
}

const OUTPUT_FILE = /^(.+?)_output(?:_\d+)?\.txt$/;
/** Candidates kept per not-found figure. */
export const NEAREST_LIMIT = 3;
const PER_KEY = 2000;
const LABEL_REACH = 160;
// The label route reads words, which a 60 MB corpus of raw tool output cannot afford per figure.
const LABEL_SCAN_LIMIT = 4_000_000;
const LABEL_STEMS = 3;
const LABEL_HITS = 200;
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

interface Scored {
  number: SourceNumber;
  line: number;
  lineStart: number;
  lineEnd: number;
  score: number;
  distance: number;
}

/** The number starting at the first digit after `from`, on the same line and within reach, or null. */
function numberAfter(file: string, text: string, from: number, lineEnd: number): SourceNumber | null {
  const limit = Math.min(lineEnd, from + LABEL_REACH);
  let start = from;
  while (start < limit && !(text.charCodeAt(start) >= 48 && text.charCodeAt(start) <= 57)) start++;
  if (start >= limit) return null;
  const end = start + (/^\d+(?:[.,]\d+)*/.exec(text.slice(start, start + 40))?.[0].length ?? 1);
  const digits = significantDigits(text.slice(start, end));
  return digits ? { file, start, end, digits } : null;
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
  const lines = new Map<string, Uint32Array>();
  const linesOf = (file: string) => {
    let starts = lines.get(file);
    if (!starts) lines.set(file, (starts = lineStarts(sourceFiles[file])));
    return starts;
  };
  const lowered = new Map<string, string>();
  const lowerOf = (file: string) => {
    let text = lowered.get(file);
    if (text === undefined) lowered.set(file, (text = sourceFiles[file].toLowerCase()));
    return text;
  };
  const lineOf = (file: string, offset: number) => {
    const starts = linesOf(file);
    const line = lineIndexAt(starts, offset);
    return { line, lineStart: starts[line], lineEnd: line + 1 < starts.length ? starts[line + 1] - 1 : sourceFiles[file].length };
  };

  // A number's line and label words do not depend on the query: figures sharing a digit key read the same numbers.
  const readings = new Map<SourceNumber, { line: number; lineStart: number; lineEnd: number; words: Set<string>; fraction: number }>();
  // A line no longer than the label's reach is read whole for each of its numbers: its words are read once.
  const shortLineWords = new Map<string, Map<number, Set<string>>>();
  const wordsNear = (number: SourceNumber, text: string, line: number, lineStart: number, lineEnd: number) => {
    // The label of a figure sits near it: a long line's far ends say nothing about this one.
    if (lineEnd - lineStart > LABEL_REACH) return lineStems(text.slice(Math.max(lineStart, number.start - LABEL_REACH), Math.min(lineEnd, number.end + LABEL_REACH)));
    let byLine = shortLineWords.get(number.file);
    if (!byLine) shortLineWords.set(number.file, (byLine = new Map()));
    let words = byLine.get(line);
    if (!words) byLine.set(line, (words = lineStems(text.slice(lineStart, lineEnd))));
    return words;
  };
  const readingOf = (number: SourceNumber) => {
    let reading = readings.get(number);
    if (!reading) {
      const text = sourceFiles[number.file];
      const { line, lineStart, lineEnd } = lineOf(number.file, number.start);
      const words = wordsNear(number, text, line, lineStart, lineEnd);
      readings.set(number, (reading = { line, lineStart, lineEnd, words, fraction: Number(`0.${number.digits}`) }));
    }
    return reading;
  };

  return figures.map(({ digits, stems }) => {
    if (!digits) return [];
    const best = new Map<string, Scored>();
    const fraction = Number(`0.${digits}`);
    const consider = (number: SourceNumber) => {
      const { line, lineStart, lineEnd, words, fraction: numberFraction } = readingOf(number);
      const shared = stems.filter((stem) => words.has(stem)).length;
      const scored = { number, line: line + 1, lineStart, lineEnd, score: shared * 4 + sharedPrefix(digits, number.digits), distance: Math.abs(fraction - numberFraction) };
      const key = `${number.file}\u0000${line}`;
      const previous = best.get(key);
      if (!previous || scored.score > previous.score || (scored.score === previous.score && scored.distance < previous.distance)) best.set(key, scored);
    };

    const needed = Math.min(2, digits.length);
    for (const number of buckets.get(digitKey(digits)) ?? []) {
      if (sharedPrefix(digits, number.digits) >= needed && (digits.length > 1 || number.digits === digits)) consider(number);
    }
    if (byLabel) {
      for (const stem of stems.slice(0, LABEL_STEMS)) {
        let hits = 0;
        for (const [file] of files) {
          const lower = lowerOf(file);
          for (let at = lower.indexOf(stem); at >= 0 && hits < LABEL_HITS; at = lower.indexOf(stem, at + 1)) {
            if (at > 0 && /\p{L}/u.test(lower[at - 1])) continue;
            hits++;
            const number = numberAfter(file, sourceFiles[file], at + stem.length, lineOf(file, at).lineEnd);
            if (number) consider(number);
          }
        }
      }
    }
    return [...best.values()]
      .sort((a, b) => b.score - a.score || a.distance - b.distance)
      .slice(0, limit)
      .map(({ number, line, lineStart, lineEnd }) => {
        const text = sourceFiles[number.file];
        return {
          text: figureText(text, number.start, number.end),
          agent: agentOfSourceFile(number.file),
          file: number.file,
          line,
          excerpt: excerptOf(text.slice(lineStart, lineEnd).replace(/\r$/, ""), number.start - lineStart),
        };
      });
  });
}
