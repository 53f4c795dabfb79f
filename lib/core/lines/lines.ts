/** Where each line of `text` starts (a line ends at \n, so \r\n counts once); line 0 starts at 0. */
export function lineStarts(text: string): Uint32Array {
  let count = 1;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) count++;
  const starts = new Uint32Array(count);
  let line = 1;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts[line++] = at + 1;
  return starts;
}

/** The 0-based line holding `offset`, by binary search over `lineStarts`. */
export function lineIndexAt(starts: ArrayLike<number>, offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Maps offsets in `text` to 1-based line numbers, the way editors and CI annotations count them. */
export function lineLocator(text: string): (offset: number) => number {
  const starts = lineStarts(text);
  return (offset) => lineIndexAt(starts, offset) + 1;
}

/**
 * A text's lines as ripgrep numbers them (`text.split("\n")`: a "\r" before the "\n" stays, as rg
 * prints it), each sliced from the text when asked for. A source of a million lines is then
 * one array of line starts, not a million strings kept for the whole audit.
 */
export class TextLines {
  readonly #text: string;
  readonly #starts: Uint32Array;

  /** `starts` are the text's `lineStarts`, when a pass over it has them already (lib/core/figure-index's). */
  constructor(text: string, starts: Uint32Array = lineStarts(text)) {
    this.#text = text;
    this.#starts = starts;
  }

  get length(): number {
    return this.#starts.length;
  }

  /** The whole text, for a reader that scans lines by `start` and `end` without slicing them. */
  get text(): string {
    return this.#text;
  }

  /** Line `index`, without its "\n"; `index` must be a line's (0 ≤ index < length). */
  at(index: number): string {
    return this.#text.slice(this.start(index), this.end(index));
  }

  /** Where line `index` starts in the text. */
  start(index: number): number {
    const start = this.#starts[index];
    if (start === undefined) throw new RangeError(`no line ${index} in a text of ${this.#starts.length} lines`);
    return start;
  }

  /** Where line `index` ends in the text (its "\n", or the text's end); `index` must be a line's. */
  end(index: number): number {
    if (this.#starts[index] === undefined) throw new RangeError(`no line ${index} in a text of ${this.#starts.length} lines`);
    return index + 1 < this.#starts.length ? this.#starts[index + 1] - 1 : this.#text.length;
  }

  /** The 0-based line holding `offset`. */
  indexAt(offset: number): number {
    return lineIndexAt(this.#starts, offset);
  }
}
