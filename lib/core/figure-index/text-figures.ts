/**
 * Where the figures of one text sit, read in one pass over its bytes (codes.ts; a source may be
 * tens of MB) and kept by whoever holds the text for a run: the mechanical auditor's number index reads
 * lines by number key, lib/core/nearest reads numbers by leading-digits key (keys.ts).
 */
import { KEY_WORDS, KeyedLines } from "./keyed-lines";
import { characterCodes } from "./codes";
import { KEY_COUNT, SMALLEST_KEY } from "./keys";
import { FAR_GAP, NumberCursor } from "./number-cursor";

const NEWLINE = 10;
const COMMA = 44;
const PERIOD = 46;
const BAR = 124;
const isDigit = (code: number) => code >= 48 && code <= 57;
// The module's own constants: an imported one may be a property read (a getter's call) each time the loop tests it.
const FOUR_DIGITS = SMALLEST_KEY;
const FAR = FAR_GAP;

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

/** A key from a figure's first significant digits as read, up to four (42 → 4200, 4213 → 4213); 0 stays 0. */
function fullKey(digits: number): number {
  if (digits === 0 || digits >= FOUR_DIGITS) return digits;
  return digits < 10 ? digits * 1000 : digits < 100 ? digits * 100 : digits * 10;
}

/** Keys by a figure's first significant digits as read, so the pass looks a key up instead of scaling it. */
const FULL_KEYS = Uint16Array.from({ length: KEY_COUNT }, (_, digits) => fullKey(digits));

/** In SLOTS, a figure's first four significant digits that leave its slot open: 5000 may be 5000 (slot 5) or 50001 (slot 50). */
const OPEN_SLOT = 255;

/**
 * Leading-digits slots by a figure's first significant digits as read (up to four), for a number
 * of that one figure: its slot is then looked up, not read again from its start. All four digits
 * known, the digits say it; 0 for no significant digit (a number of zeros has no slot).
 */
const SLOTS = Uint8Array.from({ length: KEY_COUNT }, (_, digits) => {
  if (digits < 10) return digits;
  if (digits >= SMALLEST_KEY && digits % 1000 === 0) return OPEN_SLOT;
  let power = 10;
  while (power * 10 <= digits) power *= 10;
  // Its first digit alone when no non-zero digit follows (40 → 4), else its first two (405 → 40).
  return digits % power === 0 ? digits / power : Math.floor(digits / (power / 10));
});

/**
 * The leading-digits slot (keys.ts) of the number written from `start` to `end`: its first two
 * significant digits, or its first alone when no non-zero digit follows it (50 and 5 share "5");
 * 0 for a number of zeros. Read once the number has ended, from its start, for a number of more
 * than one figure (`1,742`) or whose first four significant digits leave it open (SLOTS).
 */
function leadingSlot(codes: Uint8Array, start: number, end: number): number {
  let at = start;
  let first = 0;
  for (; at < end; at++) {
    const digit = codes[at] - 48;
    if (digit > 0 && digit <= 9) {
      first = digit;
      break;
    }
  }
  if (first === 0) return 0;
  let second = -1;
  for (at++; at < end; at++) {
    const digit = codes[at] - 48;
    if (digit >>> 0 > 9) continue;
    if (second < 0) {
      second = digit;
      if (digit > 0) return first * 10 + digit;
    } else if (digit > 0) {
      return first * 10 + second;
    }
  }
  return first;
}

/** After a figure's integer digits: past a ".digits" fraction if one follows. */
function fractionEnd(codes: Uint8Array, at: number): number {
  if (codes[at] !== PERIOD || !isDigit(codes[at + 1])) return at;
  let end = at + 1;
  while (isDigit(codes[end])) end++;
  return end;
}

/** For 1–3 leading digits followed by ",ddd" groups: the end of the last group; else `integerEnd`. */
function thousandsGroupEnd(codes: Uint8Array, start: number, integerEnd: number): number {
  if (integerEnd - start > 3) return integerEnd;
  let end = integerEnd;
  while (codes[end] === COMMA && isDigit(codes[end + 1]) && isDigit(codes[end + 2]) && isDigit(codes[end + 3]) && !isDigit(codes[end + 4])) {
    end += 4;
  }
  return end;
}

/**
 * The key of the integer figure from `start` to `end` (at a comma) read across its separators, or
 * -1: after ",ddd" groups (`4,213,000`), or, after 1–3 digits, past a comma and four digits or
 * more (`4,213000000`: a search pattern writes separators as optional, each on its own, and
 * finds that as 4213…, so a reader of lines by key must find it under 4213 too).
 */
function groupedKey(text: string, codes: Uint8Array, start: number, end: number): number {
  const groupedEnd = thousandsGroupEnd(codes, start, end);
  if (groupedEnd > end) return digitsKey(text, start, fractionEnd(codes, groupedEnd));
  const unseparated = end - start <= 3 && isDigit(codes[end + 1]) && isDigit(codes[end + 2]) && isDigit(codes[end + 3]) && isDigit(codes[end + 4]);
  return unseparated ? digitsKey(text, start, end + 5) : -1;
}

/**
 * What one text's pass writes before its entries are grouped, kept between texts (grown to the
 * largest): each entry's key, in line order, and where each line's entries start, each number's
 * slot and gap (number-cursor.ts) and the far starts, each line's start and whether it holds a
 * `|` (zero between texts).
 */
let scratch = {
  keys: new Uint16Array(0),
  entryStarts: new Uint32Array(0),
  slots: new Uint8Array(0),
  gaps: new Uint8Array(0),
  farStarts: new Uint32Array(0),
  lineStarts: new Uint32Array(0),
  barLines: new Uint8Array(0),
};
/** Per number key: its count of entries in the text being read, then where its next line goes. Zero between texts. */
const KEY_COUNTS = new Uint32Array(KEY_COUNT);
/** The carried keys of the text being read, as first seen. */
const CARRIED_SCRATCH = new Uint16Array(KEY_COUNT);
/**
 * Per number key: the last line filed under it, so a line is filed once per key. Lines are
 * counted on across texts (`lineBase`), so a new text needs no reset: no earlier text's line
 * equals one of its own.
 */
const LAST_LINE = new Int32Array(KEY_COUNT).fill(-1);
let lineBase = 0;
const LINE_BASE_LIMIT = 2 ** 30;

function scratchFor(length: number) {
  // A figure takes at least one digit and one other character, and is read at most twice.
  const capacity = length + 2;
  if (scratch.keys.length < capacity) {
    scratch = {
      keys: new Uint16Array(capacity),
      entryStarts: new Uint32Array(capacity),
      slots: new Uint8Array(capacity),
      gaps: new Uint8Array(capacity),
      farStarts: new Uint32Array(Math.ceil(capacity / FAR_GAP) + 1),
      lineStarts: new Uint32Array(capacity),
      barLines: new Uint8Array(capacity),
    };
  }
  return scratch;
}

/** Typed arrays of the kinds the figures keep. */
type ArrayType<T> = { new (length: number): T; new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number };

/** `length` zeros of `Type`, on a SharedArrayBuffer when `shared`. */
function allocate<T>(Type: ArrayType<T>, length: number, shared: boolean): T {
  return shared ? new Type(new SharedArrayBuffer(length * Type.BYTES_PER_ELEMENT)) : new Type(length);
}

/** The first `length` elements of a scratch array, copied off it (onto a SharedArrayBuffer when `shared`). */
function kept<T extends Uint8Array | Uint32Array>(Type: ArrayType<T>, scratchArray: T, length: number, shared: boolean): T {
  if (!shared) return scratchArray.slice(0, length) as T;
  const copy = allocate(Type, length, true);
  copy.set(scratchArray.subarray(0, length));
  return copy;
}

/** The first `lineCount` bar flags, copied off the scratch array, which is left zero for the next text (the pass only sets flags). */
function keptBarLines(barLines: Uint8Array, lineCount: number, shared: boolean): Uint8Array {
  const copy = kept(Uint8Array, barLines, lineCount, shared);
  barLines.fill(0, 0, lineCount);
  return copy;
}

/**
 * The entries' lines grouped by key (a counting sort, so each key's lines keep their order), with
 * the keys carried and where each one's lines start. The `carried` keys seen, in CARRIED_SCRATCH
 * as first seen, are put in order through a bitmap: its set bits are read word by word.
 */
function linesByKey(
  keys: Uint16Array,
  entryStarts: Uint32Array,
  count: number,
  carried: number,
  lastLineIndex: number,
  shared: boolean,
): Pick<FigureArrays, "keyStarts" | "keyLines" | "carried"> {
  const keyCounts = KEY_COUNTS;
  const carriedScratch = CARRIED_SCRATCH;
  const bits = allocate(Uint32Array, KEY_WORDS, shared);
  for (let index = 0; index < carried; index++) bits[carriedScratch[index] >> 5] |= 1 << (carriedScratch[index] & 31);
  const starts = count <= 0xffff ? allocate(Uint16Array, carried + 1, shared) : allocate(Uint32Array, carried + 1, shared);
  let index = 0;
  let position = 0;
  for (let word = 0; word < bits.length; word++) {
    for (let rest = bits[word]; rest !== 0; rest &= rest - 1) {
      const key = (word << 5) + 31 - Math.clz32(rest & -rest);
      starts[index++] = position;
      const keyStart = position;
      position += keyCounts[key];
      // From here on the key's next position.
      keyCounts[key] = keyStart;
    }
  }
  starts[carried] = position;
  const grouped = lastLineIndex <= 0xffff ? allocate(Uint16Array, count, shared) : allocate(Uint32Array, count, shared);
  // Line by line: a line's entries are entryStarts[line] .. entryStarts[line + 1], the last line's up to `count`.
  let entry = 0;
  for (let line = 0; line < lastLineIndex; line++) {
    for (const end = entryStarts[line + 1]; entry < end; entry++) grouped[keyCounts[keys[entry]]++] = line;
  }
  for (; entry < count; entry++) grouped[keyCounts[keys[entry]]++] = lastLineIndex;
  for (let at = 0; at < carried; at++) keyCounts[carriedScratch[at]] = 0;
  return { keyStarts: starts, keyLines: grouped, carried: bits };
}

/**
 * What a text's figures are made of, typed arrays only: read with `{ shared: true }` they sit on
 * SharedArrayBuffers, so another thread holding the same text takes them as they are
 * (`new TextFigures(arrays)`: a message shares such arrays, it does not copy them) instead of
 * reading the text again.
 */
export interface FigureArrays {
  /** The number keys carried, as bits; the i-th carried key, ascending, has its lines at keyLines[keyStarts[i] .. keyStarts[i + 1]). */
  carried: Uint32Array;
  keyStarts: Uint16Array | Uint32Array;
  keyLines: Uint16Array | Uint32Array;
  lineStarts: Uint32Array;
  /** 1 for each line holding a `|` (a table row, as lib/core/facts' `TextTables` reads one), 0 for the others: the pass sees every character go by, so a table's walk need not read its rows' text. */
  barLines: Uint8Array;
  /** The numbers, in text order, as number-cursor.ts reads them: each one's slot and gap, and the starts too far from the previous one. */
  numberSlots: Uint8Array;
  numberGaps: Uint8Array;
  farStarts: Uint32Array;
}

/** How far one text's pass (`scanFigures`) filled the scratch arrays, and its last line (counted from `lineBase`). */
interface PassCounts {
  entries: number;
  carried: number;
  numbers: number;
  farCount: number;
  line: number;
}

/**
 * Each figure is read as written plainly (`4`, `213`, `4213.5`) and, when it has thousands
 * separators, as the grouped whole (`4,213,000`, or across one comma, `groupedKey`), and its line
 * filed by number key once per key: a tokenizer reading either way is covered. The same pass joins
 * the plain figures of a number (`1,234.5`: `1` and `234.5`) and notes its start and leading
 * digits, so nearest's look-ups cost no second pass over the text.
 */
function readFigures(text: string, shared: boolean): FigureArrays {
  const scratchArrays = scratchFor(text.length);
  if (lineBase + text.length >= LINE_BASE_LIMIT) {
    LAST_LINE.fill(-1);
    lineBase = 0;
  }
  const { entries, carried, numbers, farCount, line } = scanFigures(text, characterCodes(text), scratchArrays, lineBase);
  const lineCount = line - lineBase + 1;
  const byKey = linesByKey(scratchArrays.keys, scratchArrays.entryStarts, entries, carried, line - lineBase, shared);
  lineBase = line + 1;
  return ownFigureArrays({
    ...byKey,
    lineStarts: kept(Uint32Array, scratchArrays.lineStarts, lineCount, shared),
    barLines: keptBarLines(scratchArrays.barLines, lineCount, shared),
    numberSlots: kept(Uint8Array, scratchArrays.slots, numbers, shared),
    numberGaps: kept(Uint8Array, scratchArrays.gaps, numbers, shared),
    farStarts: kept(Uint32Array, scratchArrays.farStarts, farCount, shared),
  });
}

/**
 * `arrays` as an object of the one shape this module makes, for a pass's arrays and for arrays
 * that crossed from another thread alike. A message's copy of an object has a shape of its own,
 * which V8 keeps only while an object of it lives, and code compiled for a shape is dropped with
 * it: on the audit threads, the number index, nearest and the readers of kept lines (which inline
 * reads of these arrays) were thrown away at the first full collection after a run's last copy
 * died (11 and 17 functions at once, in run 4 of two processes), and compiled again. This
 * literal's shape lives as long as the module.
 */
export function ownFigureArrays(arrays: FigureArrays): FigureArrays {
  return {
    carried: arrays.carried,
    keyStarts: arrays.keyStarts,
    keyLines: arrays.keyLines,
    lineStarts: arrays.lineStarts,
    barLines: arrays.barLines,
    numberSlots: arrays.numberSlots,
    numberGaps: arrays.numberGaps,
    farStarts: arrays.farStarts,
  };
}

/**
 * The pass itself, into the scratch arrays. It ends with its loop: V8 compiles it while the first
 * text is still being read, and code after the loop would be compiled without type feedback and
 * thrown away on first use, leaving the pass in slower code in most processes (README, Cost).
 */
function scanFigures(text: string, codes: Uint8Array, scratchArrays: typeof scratch, firstLine: number): PassCounts {
  const { keys, entryStarts, slots, gaps, farStarts, lineStarts, barLines } = scratchArrays;
  // Held in locals: the module's own bindings are context slots, which the loop may load again at each use.
  const lastLine = LAST_LINE;
  const keyCounts = KEY_COUNTS;
  const carriedScratch = CARRIED_SCRATCH;
  const fullKeys = FULL_KEYS;
  const slotsByDigits = SLOTS;
  lineStarts[0] = 0;
  let entries = 0;
  let carried = 0;
  let numbers = 0;
  let farCount = 0;
  // Counted from firstLine, as LAST_LINE holds them.
  let line = firstLine;
  let numberStart = 0;
  let previousStart = 0;
  // Where the next figure would continue the number: just past a `.` or `,` with a digit after it.
  let continuesAt = -1;
  const length = text.length;
  for (let at = 0; at < length; at++) {
    let code = codes[at];
    // Most characters are not digits: one unsigned test and on.
    if ((code - 48) >>> 0 > 9) {
      if (code === NEWLINE) {
        lineStarts[++line - firstLine] = at + 1;
        entryStarts[line - firstLine] = entries;
      } else if (code === BAR) {
        barLines[line - firstLine] = 1;
      }
      continue;
    }
    const start = at;
    const continued = start === continuesAt;
    if (!continued) numberStart = start;
    // The first significant digits, up to four: leading zeros leave them 0 (0.0448 reads 448).
    let digits = 0;
    let fraction = false;
    let end = start;
    for (;;) {
      if (digits < FOUR_DIGITS) digits = digits * 10 + code - 48;
      code = codes[++end];
      // Past the end the codes are 0: no digit, point or comma.
      if (code >= 48 && code <= 57) continue;
      if (code !== PERIOD || fraction || !isDigit(codes[end + 1])) break;
      fraction = true;
      code = codes[++end];
    }
    const key = fullKeys[digits];
    if (lastLine[key] !== line) {
      lastLine[key] = line;
      keys[entries++] = key;
      if (keyCounts[key]++ === 0) carriedScratch[carried++] = key;
    }
    if (code === COMMA && !fraction) {
      const grouped = groupedKey(text, codes, start, end);
      if (grouped >= 0 && lastLine[grouped] !== line) {
        lastLine[grouped] = line;
        keys[entries++] = grouped;
        if (keyCounts[grouped]++ === 0) carriedScratch[carried++] = grouped;
      }
    }
    if ((code === PERIOD || code === COMMA) && isDigit(codes[end + 1])) {
      continuesAt = end + 1;
    } else {
      let slot = slotsByDigits[digits];
      if (continued || slot === OPEN_SLOT) slot = leadingSlot(codes, numberStart, end);
      if (slot > 0) {
        slots[numbers] = slot;
        const gap = numberStart - previousStart;
        if (gap < FAR) {
          gaps[numbers++] = gap;
        } else {
          gaps[numbers++] = FAR;
          farStarts[farCount++] = numberStart;
        }
        previousStart = numberStart;
      }
    }
    at = end - 1;
  }
  return { entries, carried, numbers, farCount, line };
}

export class TextFigures {
  /** The lines holding each number key's figures. */
  readonly lines: KeyedLines;
  /** Where each line starts, as lib/core/lines' `lineStarts` gives them: the pass sees every newline, so a reader of lines needs no pass of its own. */
  readonly lineStarts: Uint32Array;
  /** Which lines hold a `|` (`FigureArrays.barLines`). */
  readonly barLines: Uint8Array;

  /** The kept arrays, as read (`FigureArrays`). */
  readonly arrays: FigureArrays;
  /**
   * The numbers' arrays, read off `arrays` once: a caller may pass arrays of another shape (a
   * message's copy not rebuilt by `ownFigureArrays`), and code reading them at each `numbersIn`
   * would be compiled for one shape and thrown away at the other.
   */
  readonly #numberSlots: Uint8Array;
  readonly #numberGaps: Uint8Array;
  readonly #farStarts: Uint32Array;

  /**
   * Reads a text's figures (on SharedArrayBuffers when `shared`), or takes those another reader
   * of the same text already read.
   */
  constructor(source: string | FigureArrays, { shared = false }: { shared?: boolean } = {}) {
    const arrays = typeof source === "string" ? readFigures(source, shared) : source;
    this.arrays = arrays;
    this.lines = new KeyedLines(arrays.keyStarts, arrays.keyLines, arrays.carried);
    this.lineStarts = arrays.lineStarts;
    this.barLines = arrays.barLines;
    this.#numberSlots = arrays.numberSlots;
    this.#numberGaps = arrays.numberGaps;
    this.#farStarts = arrays.farStarts;
  }

  /**
   * The text's numbers (digits with single `.` or `,` between them, not all zeros) whose
   * leading-digits slot (keys.ts' `leadingDigitsSlot`: "17" → 17, "5" → 5) is flagged in
   * `wanted` (1 at a wanted slot, read as it is at each step), in text order.
   */
  numbersIn(wanted: Uint8Array): NumberCursor {
    return new NumberCursor(this.#numberSlots, this.#numberGaps, this.#farStarts, wanted);
  }
}

/**
 * Where a caller keeps the figure indexes of a run's files (the mechanical auditor's source corpus).
 * An object, not a function: one made per audit would be a new call target each time, and code
 * calling it was compiled for the one it saw and thrown away at the next (lib/core README, hot paths).
 */
export interface KnownFigures {
  /** The file's figure index, or undefined when the caller keeps none for it. */
  figuresOf(path: string): TextFigures | undefined;
}

/** Figure indexes read for a task's source files (the record object), so a later reader of the same record looks up instead of reading again. */
const known = new WeakMap<object, KnownFigures>();

/** Registers where the figure indexes of `sourceFiles`' files are (the mechanical auditor's, for its run). */
export function rememberFigures(sourceFiles: object, figures: KnownFigures): void {
  known.set(sourceFiles, figures);
}

/** The figure indexes registered for this very `sourceFiles` record, if any. */
export function knownFigures(sourceFiles: object): KnownFigures | undefined {
  return known.get(sourceFiles);
}
