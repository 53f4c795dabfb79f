import { leadingDigitsSlot, numberEnd, TextFigures, type KnownFigures } from "../figure-index";
import { grown } from "./grown";

/** The bucket a figure falls in: its first two significant digits (one for a one-digit figure), as lib/core/figure-index files numbers. */
export const digitKey = (digits: string) => digits.slice(0, 2);

/** Leading-digits slots are 1..99 (lib/core/figure-index's keys.ts). */
const SLOT_COUNT = 100;

/**
 * The numbers one search reads in its source files, each an index into columns: its file (an
 * index into `files`), where it starts and where it ends. A search reads tens of thousands
 * (2,000 per leading-digits key); as objects, each with its digits as a string, they outlived
 * the scavenges of a long search, a quarter of what a cascade left for the next mark-compact
 * (README, Cost).
 */
export class SourceNumbers {
  #files = new Uint32Array(1024);
  #starts = new Uint32Array(1024);
  #ends = new Uint32Array(1024);
  #count = 0;

  /** The search's files as `[path, text]`, in search order. */
  constructor(readonly files: readonly (readonly [string, string])[]) {}

  /** Adds the number at text[start, end) of files[file]; its index. */
  add(file: number, start: number, end: number): number {
    if (this.#count === this.#files.length) {
      const length = this.#count * 2;
      this.#files = grown(this.#files, length);
      this.#starts = grown(this.#starts, length);
      this.#ends = grown(this.#ends, length);
    }
    this.#files[this.#count] = file;
    this.#starts[this.#count] = start;
    this.#ends[this.#count] = end;
    return this.#count++;
  }

  /** The index in `files` of the number's file. */
  file(number: number): number {
    return this.#files[number];
  }

  path(number: number): string {
    return this.files[this.#files[number]][0];
  }

  text(number: number): string {
    return this.files[this.#files[number]][1];
  }

  start(number: number): number {
    return this.#starts[number];
  }

  end(number: number): number {
    return this.#ends[number];
  }
}

/**
 * The numbers of each file whose digit key is wanted, added to `numbers` in file and then text
 * order, at most `cap` per key; each key's as indexes in that order. Read from the files' figure
 * indexes (lib/core/figure-index), so a number is read only when its key is wanted, and a caller
 * holding the indexes for the run (the mechanical auditor) pays no pass over the text at all.
 * Files after every key's cap is reached are not read.
 */
export function collectNumbers(numbers: SourceNumbers, wanted: ReadonlySet<string>, cap: number, known?: KnownFigures): Map<string, number[]> {
  const buckets = new Map<string, number[]>([...wanted].map((key) => [key, []]));
  const bySlot: (number[] | undefined)[] = [];
  // 1 at each slot still short of its cap.
  const open = new Uint8Array(SLOT_COUNT);
  for (const [key, bucket] of buckets) {
    bySlot[leadingDigitsSlot(key)] = bucket;
    open[leadingDigitsSlot(key)] = 1;
  }
  let openCount = buckets.size;
  for (let file = 0; file < numbers.files.length && openCount > 0; file++) {
    const [path, text] = numbers.files[file];
    const cursor = (known?.figuresOf(path) ?? new TextFigures(text)).numbersIn(open);
    while (cursor.next()) {
      const { slot, start } = cursor;
      const bucket = bySlot[slot]!;
      bucket.push(numbers.add(file, start, numberEnd(text, start)));
      if (bucket.length === cap) {
        open[slot] = 0;
        openCount--;
      }
    }
  }
  return buckets;
}
