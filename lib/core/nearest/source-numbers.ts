import { significantDigits } from "./figure-digits";

/** A number in a source file: where it is and its significant digits. */
export interface SourceNumber {
  file: string;
  start: number;
  end: number;
  digits: string;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
/** A key's slot: its first character's code × 128 + its second's (0 for a one-digit key). */
const NO_SECOND = 0;
const KEY_CODES = 128 * 128;
const keyCode = (first: number, second: number) => ((first & 127) << 7) | (second & 127);

/** The bucket a figure falls in: its first two significant digits (one for a one-digit figure). */
export const digitKey = (digits: string) => digits.slice(0, 2);

/**
 * Every number of `text` whose digit key is wanted, in one pass of charCode tests (a source may
 * be tens of MB, and a task's not-found figures all share the pass): the key is read as the
 * digits go by, and a number's digits are only spelled out when its key is wanted. A number is
 * digits with single `.` or `,` between them; at most `cap` numbers are kept per key.
 */
export function collectNumbers(file: string, text: string, wanted: ReadonlySet<string>, buckets: Map<string, SourceNumber[]>, cap: number): void {
  const length = text.length;
  // The wanted keys by their digits' codes, so a number's key is tested without spelling it out.
  const wantedCodes = new Uint8Array(KEY_CODES);
  for (const key of wanted) wantedCodes[keyCode(key.charCodeAt(0), key.length > 1 ? key.charCodeAt(1) : NO_SECOND)] = 1;
  let i = 0;
  while (i < length) {
    if (!isDigit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let first = 0;
    let second = 0;
    let significant = 0;
    let nonZeroAfterFirst = false;
    while (i < length) {
      const code = text.charCodeAt(i);
      if (isDigit(code)) {
        if (significant > 0 || code !== 48) {
          if (significant === 0) first = code;
          else {
            if (significant === 1) second = code;
            if (code !== 48) nonZeroAfterFirst = true;
          }
          significant++;
        }
        i++;
      } else if ((code === 46 || code === 44) && isDigit(text.charCodeAt(i + 1))) i++;
      else break;
    }
    if (significant === 0) continue;
    // Trailing zeros are not significant: 50 and 5 share the key "5", 503 and 50.3 the key "50".
    if (!wantedCodes[keyCode(first, nonZeroAfterFirst ? second : NO_SECOND)]) continue;
    const key = nonZeroAfterFirst ? String.fromCharCode(first, second) : String.fromCharCode(first);
    const bucket = buckets.get(key) ?? [];
    if (bucket.length < cap) bucket.push({ file, start, end: i, digits: significantDigits(text.slice(start, i)) });
    buckets.set(key, bucket);
  }
}
