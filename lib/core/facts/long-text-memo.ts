/** Texts at least this long (prose lines of a source, not a sentence's figures) have their reading kept. */
const LONG_TEXT = 1024;
/** Long texts kept per memo (up to twice as many, see `read`). */
const KEPT = 64;

/**
 * `reader`'s result remembered for the last few long texts: an audit reads a long source line (a
 * paragraph holding hundreds of figures) again for every figure it may support. Results are
 * shared, so they must be read-only. The last `KEPT` to `2 × KEPT` long texts are kept, in two
 * generations of plain Maps, the older dropped whole when the newer fills: a hit costs one or two
 * Map look-ups, where an LRU list costs several writes.
 *
 * A class, not a closure: a run's memo is then a new object of a shape V8 knows, calling the one
 * long-lived `reader`. A closure made per run is a new call target each run, and V8 drops the code
 * it compiled around the last run's closure when that closure dies, then compiles it again.
 */
export class LongTextMemo<T extends object> {
  #newer = new Map<string, T>();
  #older = new Map<string, T>();

  constructor(private readonly reader: (text: string) => T) {}

  read(text: string): T {
    if (text.length < LONG_TEXT) return this.reader(text);
    let result = this.#newer.get(text);
    if (result !== undefined) return result;
    result = this.#older.get(text) ?? this.reader(text);
    if (this.#newer.size >= KEPT) {
      this.#older = this.#newer;
      this.#newer = new Map();
    }
    this.#newer.set(text, result);
    return result;
  }
}

/** `read` through a `LongTextMemo` of its own, as a function: for a memo made once, at a module's load. */
export function rememberLongTexts<T extends object>(read: (text: string) => T): (text: string) => T {
  const memo = new LongTextMemo(read);
  return (text) => memo.read(text);
}
