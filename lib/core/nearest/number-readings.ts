import { lineIndexAt, lineStarts } from "../lines";
import { digitsFraction, significantDigits } from "./figure-digits";
import type { StemIds } from "./label-words";
import type { FiguresOf, SourceNumber } from "./source-numbers";

/** How far around a number its label is read, and how far after a label word its number. */
export const LABEL_REACH = 160;
const LABEL_HITS = 200;

/**
 * A source number as the ranking reads it: its line (0-based), the line's bounds and an id dense
 * over the search's lines, which of the figures' label stems (by id) its label words hold, and its
 * digits as a fraction.
 */
export interface Reading {
  number: SourceNumber;
  line: number;
  lineStart: number;
  lineEnd: number;
  lineId: number;
  stems: readonly number[];
  fraction: number;
}

/** The number starting at the first digit after `from`, on the same line and within reach, or null. */
function numberAfter(file: string, text: string, from: number, lineEnd: number): SourceNumber | null {
  const limit = Math.min(lineEnd, from + LABEL_REACH);
  let start = from;
  while (start < limit && !(text.charCodeAt(start) >= 48 && text.charCodeAt(start) <= 57)) start++;
  if (start >= limit) return null;
  const end = start + (/^\d+(?:[.,]\d+)*/.exec(text.slice(start, start + 40))?.[0].length ?? 1);
  const digits = significantDigits(text, start, end);
  return digits ? { file, start, end, digits } : null;
}

/** What a file's numbers are read against: its line starts, its first line's id, its short lines' stems. */
interface FileLines {
  text: string;
  starts: Uint32Array;
  firstId: number;
  shortLineStems: (number[] | undefined)[];
}

/**
 * Reads source numbers for one search over `sourceFiles`: what a number's reading needs (line
 * starts, a short line's words, a file lowered for the label route) is worked out once per file
 * or line, and a label stem's numbers once per stem, however many figures ask.
 */
export class NumberReadings {
  readonly #sourceFiles: Readonly<Record<string, string>>;
  readonly #files: readonly (readonly [string, string])[];
  readonly #stemIds: StemIds;
  readonly #figuresOf: FiguresOf | undefined;
  readonly #lines = new Map<string, FileLines>();
  /** Line ids handed out: a file's lines take the next ids when one of its numbers is first read. */
  #lineIds = 0;
  readonly #lowered = new Map<string, string>();
  readonly #labelled = new Map<string, Reading[]>();

  /** `figuresOf` gives the files' figure indexes the caller keeps, whose line starts are then not found again. */
  constructor(sourceFiles: Readonly<Record<string, string>>, files: readonly (readonly [string, string])[], stemIds: StemIds, figuresOf?: FiguresOf) {
    this.#sourceFiles = sourceFiles;
    this.#files = files;
    this.#stemIds = stemIds;
    this.#figuresOf = figuresOf;
  }

  read(number: SourceNumber): Reading {
    const file = this.#linesOf(number.file);
    const line = lineIndexAt(file.starts, number.start);
    const lineStart = file.starts[line];
    const lineEnd = line + 1 < file.starts.length ? file.starts[line + 1] - 1 : file.text.length;
    let stems: number[] | undefined;
    // The label of a figure sits near it: a long line's far ends say nothing about this one.
    if (lineEnd - lineStart > LABEL_REACH) stems = this.#stemIds.in(file.text, Math.max(lineStart, number.start - LABEL_REACH), Math.min(lineEnd, number.end + LABEL_REACH));
    // A line no longer than the label's reach is read whole for each of its numbers: its words are read once.
    else stems = file.shortLineStems[line] ??= this.#stemIds.in(file.text, lineStart, lineEnd);
    return { number, line, lineStart, lineEnd, lineId: file.firstId + line, stems, fraction: digitsFraction(number.digits) };
  }

  /** The numbers a label word stands before: after each of its first 200 whole-word starts, in file and text order. */
  labelled(stem: string): readonly Reading[] {
    let readings = this.#labelled.get(stem);
    if (readings) return readings;
    readings = [];
    let hits = 0;
    for (const [file] of this.#files) {
      const lower = this.#lowerOf(file);
      for (let at = lower.indexOf(stem); at >= 0 && hits < LABEL_HITS; at = lower.indexOf(stem, at + 1)) {
        if (at > 0 && /\p{L}/u.test(lower[at - 1])) continue;
        hits++;
        const { text, starts } = this.#linesOf(file);
        const line = lineIndexAt(starts, at);
        const number = numberAfter(file, text, at + stem.length, line + 1 < starts.length ? starts[line + 1] - 1 : text.length);
        if (number) readings.push(this.read(number));
      }
    }
    this.#labelled.set(stem, readings);
    return readings;
  }

  #linesOf(file: string): FileLines {
    let lines = this.#lines.get(file);
    if (!lines) {
      const text = this.#sourceFiles[file];
      const starts = this.#figuresOf?.(file)?.lineStarts ?? lineStarts(text);
      this.#lines.set(file, (lines = { text, starts, firstId: this.#lineIds, shortLineStems: [] }));
      this.#lineIds += starts.length;
    }
    return lines;
  }

  #lowerOf(file: string): string {
    let text = this.#lowered.get(file);
    if (text === undefined) this.#lowered.set(file, (text = this.#sourceFiles[file].toLowerCase()));
    return text;
  }
}
