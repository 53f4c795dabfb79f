const isNonZeroDigit = (code: number) => code >= 49 && code <= 57;

/** Where the significant digits of text[start, end) begin: its first non-zero digit, or `end` when it has none. */
function firstSignificant(text: string, start: number, end: number): number {
  let first = start;
  while (first < end && !isNonZeroDigit(text.charCodeAt(first))) first++;
  return first;
}

/** Where they end: the last non-zero digit at or after `first` (which is one). */
function lastSignificant(text: string, first: number, end: number): number {
  let last = end - 1;
  while (last > first && !isNonZeroDigit(text.charCodeAt(last))) last--;
  return last;
}

/**
 * The significant digits of a figure, which every way of writing it keeps: `17.4%` → "174",
 * `$4,213,000,000` → "4213", `0.0448` → "448", `4.21B` → "421". Trailing zeros are dropped
 * too, so `4.2 billion` and `4,200,000,000` agree. Empty when the text has no digit. Reads
 * `text` from `start` to `end`, so a source's number is read where it stands.
 */
export function significantDigits(text: string, start = 0, end = text.length): string {
  const first = firstSignificant(text, start, end);
  if (first >= end) return "";
  const last = lastSignificant(text, first, end);
  let at = first;
  while (at <= last && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) at++;
  // Most numbers have no separator between their first and last significant digit: a slice.
  if (at > last) return text.slice(first, last + 1);
  let digits = "";
  for (at = first; at <= last; at++) {
    const code = text.charCodeAt(at);
    if (code >= 48 && code <= 57) digits += text[at];
  }
  return digits;
}

/**
 * How many leading digits `digits` shares with the significant digits of text[start, end), read
 * where the number stands: a search compares a figure with thousands of source numbers, and
 * builds no string for any of them.
 */
export function sharedPrefixIn(digits: string, text: string, start: number, end: number): number {
  const first = firstSignificant(text, start, end);
  if (first >= end) return 0;
  const last = lastSignificant(text, first, end);
  let shared = 0;
  for (let at = first; at <= last && shared < digits.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) continue;
    if (code !== digits.charCodeAt(shared)) break;
    shared++;
  }
  return shared;
}

/** How many significant digits text[start, end) has: `significantDigits(text, start, end).length`. */
export function significantCount(text: string, start: number, end: number): number {
  const first = firstSignificant(text, start, end);
  if (first >= end) return 0;
  const last = lastSignificant(text, first, end);
  let count = 0;
  for (let at = first; at <= last; at++) if (text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) count++;
  return count;
}

/** Powers of ten as literals, each the exact double. */
const POWERS_OF_TEN = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * Significant digits read as a fraction, `Number("0." + digits)` ("174" → 0.174): up to 15
 * digits as their integer over a power of ten, which are both exact doubles, so the one
 * division rounds to the very double parsing gives, without building and parsing a string for
 * each of a search's thousands of source numbers.
 */
export function digitsFraction(digits: string): number {
  if (digits.length >= POWERS_OF_TEN.length) return Number(`0.${digits}`);
  let integer = 0;
  for (let at = 0; at < digits.length; at++) integer = integer * 10 + digits.charCodeAt(at) - 48;
  return integer / POWERS_OF_TEN[digits.length];
}

/** `digitsFraction(significantDigits(text, start, end))`, read where the number stands (no string built for up to 15 digits). */
export function fractionIn(text: string, start: number, end: number): number {
  const first = firstSignificant(text, start, end);
  if (first >= end) return 0;
  const last = lastSignificant(text, first, end);
  let integer = 0;
  let count = 0;
  for (let at = first; at <= last; at++) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) continue;
    integer = integer * 10 + code - 48;
    count++;
  }
  return count >= POWERS_OF_TEN.length ? digitsFraction(significantDigits(text, start, end)) : integer / POWERS_OF_TEN[count];
}

const NUMBER = /\d+(?:[.,]\d+)*/;

/** The first number written in a claim (`$4.6 billion` → "4.6"), or null. */
export function firstNumber(text: string): string | null {
  return NUMBER.exec(text)?.[0] ?? null;
}
