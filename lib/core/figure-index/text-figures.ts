/**
 * Where the figures of one text sit, read in one pass of charCode tests (a source may be tens of
 * MB) and kept by whoever holds the text for a run: the mechanical auditor's number index reads
 * lines by number key, lib/core/nearest reads numbers by leading-digits key (keys.ts).
 */
import { KEY_COUNT, LEADING_SLOTS, leadingDigitsSlot, SMALLEST_KEY } from "./keys";

const NEWLINE = 10;
const COMMA = 44;
const PERIOD = 46;
const isDigit = (code: number) => code >= 48 && code <= 57;
// A module's own constant: an imported one may be a property read each time the loop tests it.
const FOUR_DIGITS = SMALLEST_KEY;

/** The number key (keys.ts) of digits as written, from `start` to `end` (commas and a decimal point are skipped); here, beside the pass that calls it for every figure. */
export function digitsKey(text: string, start: number, end: number): number {
  let key = 0;
  for (let at = start; at < end && key < FOUR_DIGITS; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit >= 0 && digit <= 9 && (key > 0 || digit > 0)) key = key * 10 + digit;
  }
  while (key > 0 && key < FOUR_DIGITS) key *= 10;
  return key;
}

/** Where the number starting at `start` ends: a number is digits with single `.` or `,` between them. */
export function numberEnd(text: string, start: number): number {
  let end = start + 1;
  for (;;) {
    const code = text.charCodeAt(end);
    if (isDigit(code)) end++;
    else if ((code === PERIOD || code === COMMA) && isDigit(text.charCodeAt(end + 1))) end += 2;
    else return end;
  }
}

/** After a figure's integer digits: past a ".digits" fraction if one follows. */
function fractionEnd(text: string, at: number): number {
  if (text.charCodeAt(at) !== PERIOD || !isDigit(text.charCodeAt(at + 1))) return at;
  let end = at + 1;
  while (isDigit(text.charCodeAt(end))) end++;
  return end;
}

/** For 1–3 leading digits followed by ",ddd" groups: the end of the last group; else `integerEnd`. */
function thousandsGroupEnd(text: string, start: number, integerEnd: number): number {
  if (integerEnd - start > 3) return integerEnd;
  let end = integerEnd;
  while (
    text.charCodeAt(end) === COMMA &&
    isDigit(text.charCodeAt(end + 1)) &&
    isDigit(text.charCodeAt(end + 2)) &&
    isDigit(text.charCodeAt(end + 3)) &&
    !isDigit(text.charCodeAt(end + 4))
  ) {
    end += 4;
  }
  return end;
}

/** One text's entries as read, before they are sorted by key; grown to the largest text. */
let scratch = { keys: new Uint16Array(0), lines: new Uint32Array(0), slots: new Uint16Array(0), starts: new Uint32Array(0), lastLine: new Int32Array(KEY_COUNT) };

function scratchFor(length: number) {
  // A figure takes at least one digit and one other character, and is read at most twice.
  const capacity = length + 2;
  if (scratch.keys.length < capacity) {
    scratch = { keys: new Uint16Array(capacity), lines: new Uint32Array(capacity), slots: new Uint16Array(capacity), starts: new Uint32Array(capacity), lastLine: scratch.lastLine };
  }
  return scratch;
}

/** `values` grouped by `keys` (a counting sort, so each key's values keep their order); `bounds` holds each key's count at key + 1 and becomes its start. */
function groupByKey(keys: Uint16Array, values: Uint32Array, count: number, bounds: Uint32Array): Uint32Array {
  const slots = bounds.length - 1;
  for (let key = 0; key < slots; key++) bounds[key + 1] += bounds[key];
  const grouped = new Uint32Array(bounds[slots]);
  const next = bounds.slice(0, slots);
  for (let i = 0; i < count; i++) grouped[next[keys[i]]++] = values[i];
  return grouped;
}

export class TextFigures {
  /** Number key k's lines are lines[keyStarts[k] .. keyStarts[k + 1]). */
  readonly #keyStarts = new Uint32Array(KEY_COUNT + 1);
  readonly #lines: Uint32Array;
  /** The numbers with leading-digits slot s start at numberStarts[slotStarts[s] .. slotStarts[s + 1]). */
  readonly #slotStarts = new Uint32Array(LEADING_SLOTS + 1);
  readonly #numberStarts: Uint32Array;
  #keys: Uint16Array | undefined;

  /**
   * Each figure is read as written plainly (`4`, `213`, `4213.5`) and, when it has thousands
   * separators, as the grouped whole (`4,213,000`), and its line filed by number key once per
   * key: a tokenizer reading either way is covered. The same pass joins the plain figures of a
   * number (`1,234.5`: `1` and `234.5`) and files its start by leading-digits slot, so nearest's
   * look-ups cost no second pass over the text.
   */
  constructor(text: string) {
    const { keys, lines, slots, starts, lastLine } = scratchFor(text.length);
    lastLine.fill(-1);
    const keyStarts = this.#keyStarts;
    const slotStarts = this.#slotStarts;
    let entries = 0;
    let numbers = 0;
    let line = 0;
    // The number being read: where it starts, its first two significant digits, whether a
    // non-zero digit follows the first (else its key is the first alone: 50 and 5 share "5").
    let numberStart = 0;
    let significant = 0;
    let first = 0;
    let second = 0;
    let nonZeroAfterFirst = false;
    // Where the next figure would continue the number: just past a `.` or `,` with a digit after it.
    let continuesAt = -1;
    const length = text.length;
    for (let at = 0; at < length; at++) {
      let code = text.charCodeAt(at);
      // Most characters are not digits: one range test and on.
      if (code > 57 || code < 48) {
        if (code === NEWLINE) line++;
        continue;
      }
      const start = at;
      if (start !== continuesAt) {
        numberStart = start;
        significant = 0;
        nonZeroAfterFirst = false;
      }
      let key = 0;
      let fraction = false;
      let end = start;
      for (;;) {
        const digit = code - 48;
        if (key < FOUR_DIGITS && (key > 0 || digit > 0)) key = key * 10 + digit;
        if (significant === 0) {
          if (digit > 0) {
            first = digit;
            significant = 1;
          }
        } else {
          if (significant === 1) {
            second = digit;
            significant = 2;
          }
          if (digit > 0) nonZeroAfterFirst = true;
        }
        code = text.charCodeAt(++end);
        if (code >= 48 && code <= 57) continue;
        if (code !== PERIOD || fraction || !isDigit(text.charCodeAt(end + 1))) break;
        fraction = true;
        code = text.charCodeAt(++end);
      }
      while (key > 0 && key < FOUR_DIGITS) key *= 10;
      if (lastLine[key] !== line) {
        lastLine[key] = line;
        keys[entries] = key;
        lines[entries++] = line;
        keyStarts[key + 1]++;
      }
      if (code === COMMA && !fraction) {
        const groupedEnd = thousandsGroupEnd(text, start, end);
        const grouped = groupedEnd > end ? digitsKey(text, start, fractionEnd(text, groupedEnd)) : -1;
        if (grouped >= 0 && lastLine[grouped] !== line) {
          lastLine[grouped] = line;
          keys[entries] = grouped;
          lines[entries++] = line;
          keyStarts[grouped + 1]++;
        }
      }
      if ((code === PERIOD || code === COMMA) && isDigit(text.charCodeAt(end + 1))) {
        continuesAt = end + 1;
      } else if (significant > 0) {
        const slot = nonZeroAfterFirst ? first * 10 + second : first;
        slots[numbers] = slot;
        starts[numbers++] = numberStart;
        slotStarts[slot + 1]++;
      }
      at = end - 1;
    }
    this.#lines = groupByKey(keys, lines, entries, keyStarts);
    this.#numberStarts = groupByKey(slots, starts, numbers, slotStarts);
  }

  /** The number keys its figures carry, ascending; listed on the first look-up. */
  get keys(): Uint16Array {
    if (this.#keys) return this.#keys;
    const starts = this.#keyStarts;
    const keys: number[] = [];
    // Bounded by the array's own length: an imported KEY_COUNT is a getter call per test.
    for (let key = 0; key + 1 < starts.length; key++) if (starts[key + 1] > starts[key]) keys.push(key);
    this.#keys = Uint16Array.from(keys);
    return this.#keys;
  }

  /** Appends `base + line` for each line holding a figure with number key `key`, in order. */
  addLines(key: number, base: number, into: number[]): void {
    for (let at = this.#keyStarts[key], end = this.#keyStarts[key + 1]; at < end; at++) into.push(base + this.#lines[at]);
  }

  /** Where the numbers (digits with single `.` or `,` between them) with leading-digits key `key` ("17", "5") start, in order. */
  numbersWith(key: string): Uint32Array {
    const slot = leadingDigitsSlot(key);
    return this.#numberStarts.subarray(this.#slotStarts[slot], this.#slotStarts[slot + 1]);
  }
}

/** Figure indexes read for a task's source files (the record object), so a later reader of the same record looks up instead of reading again. */
const known = new WeakMap<object, (path: string) => TextFigures | undefined>();

/** Registers where the figure indexes of `sourceFiles`' files are (the mechanical auditor's, for its run). */
export function rememberFigures(sourceFiles: object, figuresOf: (path: string) => TextFigures | undefined): void {
  known.set(sourceFiles, figuresOf);
}

/** The figure indexes registered for this very `sourceFiles` record, if any. */
export function knownFigures(sourceFiles: object): ((path: string) => TextFigures | undefined) | undefined {
  return known.get(sourceFiles);
}
