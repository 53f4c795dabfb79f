import { lineIndexAt, lineStarts } from "../lines";
import { significantDigits } from "./figure-digits";
import { lineStems } from "./label-words";
import type { SourceNumber } from "./source-numbers";

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
  const digits = significantDigits(text.slice(start, end));
  return digits ? { file, start, end, digits } : null;
}

/**
 * Reads source numbers for one search over `sourceFiles`: what a number's reading needs (line
 * starts, a short line's words, a file lowered for the label route) is worked out once per file
 * or line, and a label stem's numbers once per stem, however many figures ask.
 */
export class NumberReadings {
  readonly #sourceFiles: Readonly<Record<string, string>>;
  readonly #files: readonly (readonly [string, string])[];
  /** Every figure's label stems, each by one id. */
  readonly #stemIds: ReadonlyMap<string, number>;
  readonly #lineStarts = new Map<string, number[]>();
  readonly #lineIds = new Map<string, Map<number, number>>();
  // A line no longer than the label's reach is read whole for each of its numbers: its words are read once.
  readonly #shortLineStems = new Map<string, Map<number, number[]>>();
  readonly #lowered = new Map<string, string>();
  readonly #labelled = new Map<string, Reading[]>();
  #lines = 0;

  constructor(sourceFiles: Readonly<Record<string, string>>, files: readonly (readonly [string, string])[], stemIds: ReadonlyMap<string, number>) {
    this.#sourceFiles = sourceFiles;
    this.#files = files;
    this.#stemIds = stemIds;
  }

  read(number: SourceNumber): Reading {
    const text = this.#sourceFiles[number.file];
    const { line, lineStart, lineEnd } = this.#lineOf(number.file, number.start);
    let ids = this.#lineIds.get(number.file);
    if (!ids) this.#lineIds.set(number.file, (ids = new Map()));
    let lineId = ids.get(line);
    if (lineId === undefined) ids.set(line, (lineId = this.#lines++));
    return { number, line, lineStart, lineEnd, lineId, stems: this.#stemsNear(number, text, line, lineStart, lineEnd), fraction: Number(`0.${number.digits}`) };
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
        const number = numberAfter(file, this.#sourceFiles[file], at + stem.length, this.#lineOf(file, at).lineEnd);
        if (number) readings.push(this.read(number));
      }
    }
    this.#labelled.set(stem, readings);
    return readings;
  }

  #lineOf(file: string, offset: number) {
    let starts = this.#lineStarts.get(file);
    if (!starts) this.#lineStarts.set(file, (starts = lineStarts(this.#sourceFiles[file])));
    const line = lineIndexAt(starts, offset);
    return { line, lineStart: starts[line], lineEnd: line + 1 < starts.length ? starts[line + 1] - 1 : this.#sourceFiles[file].length };
  }

  #lowerOf(file: string): string {
    let text = this.#lowered.get(file);
    if (text === undefined) this.#lowered.set(file, (text = this.#sourceFiles[file].toLowerCase()));
    return text;
  }

  #stemsNear(number: SourceNumber, text: string, line: number, lineStart: number, lineEnd: number): number[] {
    // The label of a figure sits near it: a long line's far ends say nothing about this one.
    if (lineEnd - lineStart > LABEL_REACH) return this.#idsOf(lineStems(text.slice(Math.max(lineStart, number.start - LABEL_REACH), Math.min(lineEnd, number.end + LABEL_REACH))));
    let byLine = this.#shortLineStems.get(number.file);
    if (!byLine) this.#shortLineStems.set(number.file, (byLine = new Map()));
    let ids = byLine.get(line);
    if (!ids) byLine.set(line, (ids = this.#idsOf(lineStems(text.slice(lineStart, lineEnd)))));
    return ids;
  }

  #idsOf(words: ReadonlySet<string>): number[] {
    const ids: number[] = [];
    for (const word of words) {
      const id = this.#stemIds.get(word);
      if (id !== undefined) ids.push(id);
    }
    return ids;
  }
}
