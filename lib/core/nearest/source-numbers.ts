import { leadingDigitsSlot, numberEnd, TextFigures } from "../figure-index";
import { significantDigits } from "./figure-digits";

/** A number in a source file: where it is and its significant digits. */
export interface SourceNumber {
  file: string;
  start: number;
  end: number;
  digits: string;
}

/** The bucket a figure falls in: its first two significant digits (one for a one-digit figure), as lib/core/figure-index files numbers. */
export const digitKey = (digits: string) => digits.slice(0, 2);

/** Leading-digits slots are 1..99 (lib/core/figure-index's keys.ts). */
const SLOT_COUNT = 100;

/** A source file's figure index, when its caller keeps one for the run (else it is read here, once per call). */
export type FiguresOf = (file: string) => TextFigures | undefined;

/**
 * The numbers of each file whose digit key is wanted, in file and then text order, at most `cap`
 * per key: read from the files' figure indexes (lib/core/figure-index), so a number's digits are
 * spelled out only when its key is wanted, and a caller holding the indexes for the run (the
 * mechanical auditor) pays no pass over the text at all. Files after every key's cap is reached
 * are not read.
 */
export function collectNumbers(files: readonly (readonly [string, string])[], wanted: ReadonlySet<string>, cap: number, figuresOf?: FiguresOf): Map<string, SourceNumber[]> {
  const buckets = new Map<string, SourceNumber[]>([...wanted].map((key) => [key, []]));
  const bySlot: (SourceNumber[] | undefined)[] = [];
  // 1 at each slot still short of its cap.
  const open = new Uint8Array(SLOT_COUNT);
  for (const [key, bucket] of buckets) {
    bySlot[leadingDigitsSlot(key)] = bucket;
    open[leadingDigitsSlot(key)] = 1;
  }
  let openCount = buckets.size;
  for (const [file, text] of files) {
    if (openCount === 0) break;
    const numbers = (figuresOf?.(file) ?? new TextFigures(text)).numbersIn(open);
    while (numbers.next()) {
      const { slot, start } = numbers;
      const bucket = bySlot[slot]!;
      const end = numberEnd(text, start);
      bucket.push({ file, start, end, digits: significantDigits(text, start, end) });
      if (bucket.length === cap) {
        open[slot] = 0;
        openCount--;
      }
    }
  }
  return buckets;
}
