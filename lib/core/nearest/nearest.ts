import type { NearestCandidate } from "../records";
import { firstNumber, sharedPrefix, significantDigits } from "./figure-digits";
import { labelStems, lineStems } from "./label-words";
import { collectNumbers, digitKey, type SourceNumber } from "./source-numbers";

/** One figure that was not found: as the claim writes it, and the sentence around it. */
export interface NearestQuery {
  claim: string;
  sentence: string;
}

const OUTPUT_FILE = /^(.+?)_output(?:_\d+)?\.txt$/;
const PER_KEY = 2000;
const LABEL_REACH = 160;
const EXCERPT = 160;

/** The agent a searched file belongs to: `U_output.txt` → U, `A/calls/…` → A. */
export function agentOfSourceFile(file: string): string {
  return OUTPUT_FILE.exec(file)?.[1] ?? file.split("/")[0];
}

/** Line starts of a file, built only for files that hold a candidate. */
function lineIndex(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  return starts;
}

function lineAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
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

/**
 * Why not found, for each query: the source lines that come closest to its figure, best first,
 * at most `limit`. A candidate is a number sharing the figure's leading significant digits
 * (`17.4%` → 17.4, 0.174, 17.9, 1,742); candidates are ranked by the label words their line
 * shares with the sentence (the entity, the metric), then by shared digits, then by how close
 * the digits are, then by source order. A figure without digits gets no candidates.
 */
export function nearestCandidates(queries: readonly NearestQuery[], sourceFiles: Readonly<Record<string, string>>, limit = 3): NearestCandidate[][] {
  const figures = queries.map(({ claim, sentence }) => {
    const number = firstNumber(claim);
    const digits = number ? significantDigits(number) : "";
    const at = sentence.indexOf(claim);
    return { digits, stems: labelStems(sentence, at >= 0 ? at : 0).slice(0, 8) };
  });
  const wanted = new Set(figures.filter((figure) => figure.digits).map((figure) => digitKey(figure.digits)));
  if (wanted.size === 0) return queries.map(() => []);

  const buckets = new Map<string, SourceNumber[]>();
  for (const [file, text] of Object.entries(sourceFiles)) collectNumbers(file, text, wanted, buckets, PER_KEY);
  const lines = new Map<string, number[]>();
  const linesOf = (file: string) => {
    let starts = lines.get(file);
    if (!starts) lines.set(file, (starts = lineIndex(sourceFiles[file])));
    return starts;
  };

  return figures.map(({ digits, stems }) => {
    if (!digits) return [];
    const needed = Math.min(2, digits.length);
    const best = new Map<string, Scored>();
    for (const number of buckets.get(digitKey(digits)) ?? []) {
      const prefix = sharedPrefix(digits, number.digits);
      if (prefix < needed || (digits.length === 1 && number.digits !== digits)) continue;
      const text = sourceFiles[number.file];
      const starts = linesOf(number.file);
      const line = lineAt(starts, number.start);
      const lineStart = starts[line];
      const lineEnd = line + 1 < starts.length ? starts[line + 1] - 1 : text.length;
      // The label of a figure sits near it: a long line's far ends say nothing about this one.
      const words = lineStems(text.slice(Math.max(lineStart, number.start - LABEL_REACH), Math.min(lineEnd, number.end + LABEL_REACH)));
      const shared = stems.filter((stem) => words.has(stem)).length;
      const distance = Math.abs(Number(`0.${digits}`) - Number(`0.${number.digits}`));
      const scored = { number, line: line + 1, lineStart, lineEnd, score: shared * 4 + prefix, distance };
      const key = `${number.file}\u0000${line}`;
      const previous = best.get(key);
      if (!previous || scored.score > previous.score || (scored.score === previous.score && scored.distance < previous.distance)) best.set(key, scored);
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
