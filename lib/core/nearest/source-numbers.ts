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
  for (const [key, bucket] of buckets) bySlot[leadingDigitsSlot(key)] = bucket;
  let open = buckets.size;
  for (const [file, text] of files) {
    if (open === 0) break;
    const figures = figuresOf?.(file) ?? new TextFigures(text);
    for (let index = 0; index < figures.numberCount; index++) {
      const bucket = bySlot[figures.numberSlot(index)];
      if (bucket === undefined || bucket.length >= cap) continue;
      const start = figures.numberStart(index);
      const end = numberEnd(text, start);
      bucket.push({ file, start, end, digits: significantDigits(text, start, end) });
      if (bucket.length === cap) open--;
    }
  }
  return buckets;
}
