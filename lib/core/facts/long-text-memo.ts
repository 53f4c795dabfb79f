import { memoize } from "../memo";

/** Texts at least this long (prose lines of a source, not a sentence's figures) have their reading kept. */
const LONG_TEXT = 1024;
/** Long texts kept per reader. */
const KEPT = 64;

/**
 * `read`, remembering its result for the last few long texts: an audit reads a long source line
 * (a paragraph holding hundreds of figures) again for every figure it may support. Results are
 * shared, so they must be read-only.
 */
export function rememberLongTexts<T extends object>(read: (text: string) => T): (text: string) => T {
  const long = memoize(read, KEPT);
  return (text) => (text.length < LONG_TEXT ? read(text) : long(text));
}

/**
 * `read`, remembering its result for the last `keptShort` shorter texts too: a source line
 * holding several figures is a candidate for each of them. Results are shared and read-only.
 */
export function rememberTexts<T extends object>(read: (text: string) => T, keptShort: number): (text: string) => T {
  const short = memoize(read, keptShort);
  const long = memoize(read, KEPT);
  return (text) => (text.length < LONG_TEXT ? short(text) : long(text));
}
