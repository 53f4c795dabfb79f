/** Texts at least this long (prose lines of a source, not a sentence's figures) have their reading kept. */
const LONG_TEXT = 1024;
/** Long texts kept per reader, oldest dropped first. */
const KEPT = 64;

/** `read` with its results for the last `kept` texts it was given kept, oldest dropped first. */
function keptReads<T>(read: (text: string) => T, kept: number): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const result = known.get(text);
    if (result !== undefined) return result;
    const fresh = read(text);
    known.set(text, fresh);
    if (known.size > kept) known.delete(known.keys().next().value!);
    return fresh;
  };
}

/**
 * `read`, remembering its result for the last few long texts: an audit reads a long source line
 * (a paragraph holding hundreds of figures) again for every figure it may support. Results are
 * shared, so they must be read-only.
 */
export function rememberLongTexts<T>(read: (text: string) => T): (text: string) => T {
  const long = keptReads(read, KEPT);
  return (text) => (text.length < LONG_TEXT ? read(text) : long(text));
}

/**
 * `read`, remembering its result for the last `keptShort` shorter texts too: a source line
 * holding several figures is a candidate for each of them. Results are shared and read-only.
 */
export function rememberTexts<T>(read: (text: string) => T, keptShort: number): (text: string) => T {
  const short = keptReads(read, keptShort);
  const long = keptReads(read, KEPT);
  return (text) => (text.length < LONG_TEXT ? short(text) : long(text));
}
