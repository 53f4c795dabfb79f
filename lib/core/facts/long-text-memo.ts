/** Texts at least this long (prose lines of a source, not a sentence's figures) have their reading kept. */
const LONG_TEXT = 1024;
/** Long texts kept per reader (up to twice as many, see rememberRecent). */
const KEPT = 64;

/**
 * `read`, remembering its results for the last `kept` to `2 × kept` texts read: two generations
 * of plain Maps, the older dropped whole when the newer fills. A hit costs one or two Map
 * look-ups, where an LRU list costs several writes: the audit asks again for every fact it
 * tests against a line.
 */
function rememberRecent<T extends object>(read: (text: string) => T, kept: number): (text: string) => T {
  let newer = new Map<string, T>();
  let older = new Map<string, T>();
  return (text) => {
    let result = newer.get(text);
    if (result !== undefined) return result;
    result = older.get(text) ?? read(text);
    if (newer.size >= kept) {
      older = newer;
      newer = new Map();
    }
    newer.set(text, result);
    return result;
  };
}

/**
 * `read`, remembering its result for the last few long texts: an audit reads a long source line
 * (a paragraph holding hundreds of figures) again for every figure it may support. Results are
 * shared, so they must be read-only.
 */
export function rememberLongTexts<T extends object>(read: (text: string) => T): (text: string) => T {
  const long = rememberRecent(read, KEPT);
  return (text) => (text.length < LONG_TEXT ? read(text) : long(text));
}
