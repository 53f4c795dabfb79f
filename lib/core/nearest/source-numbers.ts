/** A number in a source file: where it is and its significant digits. */
export interface SourceNumber {
  file: string;
  start: number;
  end: number;
  digits: string;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** The bucket a figure falls in: its first two significant digits (one for a one-digit figure). */
export const digitKey = (digits: string) => digits.slice(0, 2);

/**
 * Every number of `text` whose digit key is wanted, in one pass of charCode tests (a source may
 * be tens of MB, and a task's not-found figures all share the pass). A number is digits with
 * single `.` or `,` between them; at most `cap` numbers are kept per key.
 */
export function collectNumbers(file: string, text: string, wanted: ReadonlySet<string>, buckets: Map<string, SourceNumber[]>, cap: number): void {
  let i = 0;
  while (i < text.length) {
    if (!isDigit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let digits = "";
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (isDigit(code)) {
        if (digits.length > 0 || code !== 48) digits += text[i];
        i++;
      } else if ((code === 46 || code === 44) && isDigit(text.charCodeAt(i + 1))) i++;
      else break;
    }
    const significant = digits.replace(/0+$/, "");
    const key = digitKey(significant);
    if (!key || !wanted.has(key)) continue;
    const bucket = buckets.get(key) ?? [];
    if (bucket.length < cap) bucket.push({ file, start, end: i, digits: significant });
    buckets.set(key, bucket);
  }
}
