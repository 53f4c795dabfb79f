/** Texts at least this long (prose lines of a source, not a sentence's figures) have their reading kept. */
const LONG_TEXT = 1024;
/** Long texts kept per reader, oldest dropped first. */
const KEPT = 64;

/**
 * `read`, remembering its result for the last few long texts: an audit reads a long source line
 * (a paragraph holding hundreds of figures) again for every figure it may support. Results are
 * shared, so they must be read-only.
 */
export function rememberLongTexts<T>(read: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (text.length < LONG_TEXT) return read(text);
    const known = kept.get(text);
    if (known !== undefined) return known;
    const result = read(text);
    kept.set(text, result);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return result;
  };
}
