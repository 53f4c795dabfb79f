import type { KnownFigures } from "../figure-index";
import { lineIndexAt, lineStarts } from "../lines";
import { fractionIn, significantCount } from "./figure-digits";
import { grown } from "./grown";
import type { StemIds } from "./label-words";
import type { SourceNumbers } from "./source-numbers";

/** How far around a number its label is read, and how far after a label word its number. */
export const LABEL_REACH = 160;
const LABEL_HITS = 200;
const UNREAD = -1;

/** The number starting at the first digit after `from`, on the same line and within reach, added to `numbers`; its index, or -1. */
function numberAfter(numbers: SourceNumbers, file: number, text: string, from: number, lineEnd: number): number {
  const limit = Math.min(lineEnd, from + LABEL_REACH);
  let start = from;
  while (start < limit && !(text.charCodeAt(start) >= 48 && text.charCodeAt(start) <= 57)) start++;
  if (start >= limit) return -1;
  const end = start + (/^\d+(?:[.,]\d+)*/.exec(text.slice(start, start + 40))?.[0].length ?? 1);
  return significantCount(text, start, end) > 0 ? numbers.add(file, start, end) : -1;
}

/** A file's line starts and the id of its first line (line ids are dense over the files a search reads). */
interface FileLines {
  starts: Uint32Array;
  firstId: number;
}

/**
 * Reads source numbers for one search over `numbers`' files, as the ranking reads them: each
 * number's line (0-based), that line's id, which of the figures' label stems (by id) its label
 * words hold, and its digits as a fraction. Each is worked out once per number, a file's line
 * starts once per file, a short line's stems once per line and a label stem's numbers once per
 * stem, however many figures ask. Kept in typed arrays by number index, not an object per
 * number: a search reads tens of thousands, and they live as long as it does.
 */
export class NumberReadings {
  readonly #numbers: SourceNumbers;
  readonly #stemIds: StemIds;
  readonly #known: KnownFigures | undefined;
  /** By file index, once one of its numbers is read. */
  readonly #lines: (FileLines | undefined)[] = [];
  /** Line ids handed out: a file's lines take the next ids when one of its numbers is first read. */
  #lineIds = 0;
  readonly #lowered = new Map<number, string>();
  readonly #labelled = new Map<string, readonly number[]>();
  /** By number: its line, UNREAD until read; its line's id; its fraction; where its stems are in #stems. */
  #line = new Int32Array(1024).fill(UNREAD);
  #lineId = new Int32Array(1024);
  #fraction = new Float64Array(1024);
  #stemsAt = new Int32Array(1024);
  /** Stem lists, each its count and then its ids. */
  #stems = new Int32Array(4096);
  #stemsLength = 0;
  /** By line id: where a short line's stem list is in #stems, plus one (0: not read yet). */
  #shortLineStems = new Int32Array(1024);

  /** `known` gives the files' figure indexes the caller keeps, whose line starts are then not found again. */
  constructor(numbers: SourceNumbers, stemIds: StemIds, known?: KnownFigures) {
    this.#numbers = numbers;
    this.#stemIds = stemIds;
    this.#known = known;
  }

  /** Reads `number` (an index of the search's numbers), once. */
  read(number: number): void {
    if (number >= this.#line.length) this.#growNumbers(number);
    if (this.#line[number] !== UNREAD) return;
    const numbers = this.#numbers;
    const text = numbers.text(number);
    const start = numbers.start(number);
    const end = numbers.end(number);
    const lines = this.#linesOf(numbers.file(number));
    const line = lineIndexAt(lines.starts, start);
    const lineStart = lines.starts[line];
    const lineEnd = this.#lineEnd(lines.starts, line, text);
    const lineId = lines.firstId + line;
    this.#line[number] = line;
    this.#lineId[number] = lineId;
    this.#fraction[number] = fractionIn(text, start, end);
    // The label of a figure sits near it: a long line's far ends say nothing about this one.
    if (lineEnd - lineStart > LABEL_REACH) {
      this.#stemsAt[number] = this.#keep(this.#stemIds.in(text, Math.max(lineStart, start - LABEL_REACH), Math.min(lineEnd, end + LABEL_REACH)));
      return;
    }
    // A line no longer than the label's reach is read whole for each of its numbers: its words are read once.
    if (this.#shortLineStems[lineId] === 0) this.#shortLineStems[lineId] = this.#keep(this.#stemIds.in(text, lineStart, lineEnd)) + 1;
    this.#stemsAt[number] = this.#shortLineStems[lineId] - 1;
  }

  /** The 0-based line of a read number. */
  line(number: number): number {
    return this.#line[number];
  }

  /** Its line's id, dense over the search's lines. */
  lineId(number: number): number {
    return this.#lineId[number];
  }

  /** Its significant digits as a fraction (`fractionIn`). */
  fraction(number: number): number {
    return this.#fraction[number];
  }

  /** How many of its label stems are flagged (1) in `isStem`, by stem id. */
  sharedStems(number: number, isStem: Uint8Array): number {
    const stems = this.#stems;
    const at = this.#stemsAt[number];
    let shared = 0;
    for (let id = at + 1, end = at + 1 + stems[at]; id < end; id++) shared += isStem[stems[id]];
    return shared;
  }

  /** Where its line starts and ends in its text (the end at the line's newline). */
  lineBounds(number: number): [start: number, end: number] {
    const { starts } = this.#linesOf(this.#numbers.file(number));
    const line = this.#line[number];
    return [starts[line], this.#lineEnd(starts, line, this.#numbers.text(number))];
  }

  /** The numbers a label word stands before, read: after each of its first 200 whole-word starts, in file and text order. */
  labelled(stem: string): readonly number[] {
    const known = this.#labelled.get(stem);
    if (known) return known;
    const found: number[] = [];
    let hits = 0;
    for (let file = 0; file < this.#numbers.files.length; file++) {
      const lower = this.#lowerOf(file);
      for (let at = lower.indexOf(stem); at >= 0 && hits < LABEL_HITS; at = lower.indexOf(stem, at + 1)) {
        if (at > 0 && /\p{L}/u.test(lower[at - 1])) continue;
        hits++;
        const text = this.#numbers.files[file][1];
        const { starts } = this.#linesOf(file);
        const line = lineIndexAt(starts, at);
        const number = numberAfter(this.#numbers, file, text, at + stem.length, this.#lineEnd(starts, line, text));
        if (number < 0) continue;
        this.read(number);
        found.push(number);
      }
    }
    this.#labelled.set(stem, found);
    return found;
  }

  #lineEnd(starts: Uint32Array, line: number, text: string): number {
    return line + 1 < starts.length ? starts[line + 1] - 1 : text.length;
  }

  #linesOf(file: number): FileLines {
    let lines = this.#lines[file];
    if (!lines) {
      const [path, text] = this.#numbers.files[file];
      const starts = this.#known?.figuresOf(path)?.lineStarts ?? lineStarts(text);
      this.#lines[file] = lines = { starts, firstId: this.#lineIds };
      this.#lineIds += starts.length;
      if (this.#lineIds > this.#shortLineStems.length) this.#shortLineStems = grown(this.#shortLineStems, Math.max(this.#lineIds, this.#shortLineStems.length * 2));
    }
    return lines;
  }

  #lowerOf(file: number): string {
    let text = this.#lowered.get(file);
    if (text === undefined) this.#lowered.set(file, (text = this.#numbers.files[file][1].toLowerCase()));
    return text;
  }

  /** Keeps a stem list; where it starts in #stems. */
  #keep(ids: readonly number[]): number {
    const at = this.#stemsLength;
    if (at + ids.length + 1 > this.#stems.length) this.#stems = grown(this.#stems, Math.max(at + ids.length + 1, this.#stems.length * 2));
    this.#stems[at] = ids.length;
    for (let i = 0; i < ids.length; i++) this.#stems[at + 1 + i] = ids[i];
    this.#stemsLength = at + ids.length + 1;
    return at;
  }

  #growNumbers(number: number): void {
    const length = Math.max(number + 1, this.#line.length * 2);
    const line = grown(this.#line, length);
    line.fill(UNREAD, this.#line.length);
    this.#line = line;
    this.#lineId = grown(this.#lineId, length);
    this.#fraction = grown(this.#fraction, length);
    this.#stemsAt = grown(this.#stemsAt, length);
  }
}
