import { lineIndexAt, type TextLines } from "../lines";
import { CURRENCY_CODES, CURRENCY_PREFIXES, eitherOf } from "./lexicon";
import { BASIS_POINT, type ScaleHint } from "./types";

/**
 * What the words around a figure in a source line say about its scale, percent-ness and
 * currency: a key ("revenue_usd_millions: 4213"), a label ("Revenue ($m)"), or a table header
 * cell ("treatment_pct").
 */

/** Separators between label/value pairs on one line (JSON, CSV, key: value, table cells). */
const PAIR_SEPARATORS = "|;,{}\t[]";

/** The offset of the last pair separator in text[0, end), or -1. */
function separatorBefore(text: string, end: number): number {
  for (let i = end - 1; i >= 0; i--) if (PAIR_SEPARATORS.includes(text[i])) return i;
  return -1;
}

/** Label words are matched between non-letters, so "usd_millions" and "(in millions)" both count. */
const word = (pattern: string) => new RegExp(`(?:^|[^a-z])(?:${pattern})(?:[^a-z]|$)`, "i");
const LABEL_SCALES: ReadonlyArray<readonly [RegExp, ScaleHint]> = [
  [word("bps|basis ?points?"), { kind: "multiplier", factor: BASIS_POINT }],
  [word("pct|percent|percentage|per ?cent") , { kind: "percent" }],
  [/%/, { kind: "percent" }],
  [word("trillions?|tn"), { kind: "multiplier", factor: 1e12 }],
  [word("billions?|bn|bln"), { kind: "multiplier", factor: 1e9 }],
  // "mm" alone is millimetres as often as millions: millions only next to a currency.
  [word("millions?|mn|mln|\\$m|m\\$|\\$mm|(?:usd|eur|gbp)[_ ]?mm|mm[_ ]?(?:usd|eur|gbp)"), { kind: "multiplier", factor: 1e6 }],
  [/\((?:[$€£]\s?)?m\)|_m(?:[^a-z]|$)/i, { kind: "multiplier", factor: 1e6 }],
  [word("thousands?|000s|'000"), { kind: "multiplier", factor: 1e3 }],
  [/\((?:[$€£]\s?)?k\)|_k(?:[^a-z]|$)|\('?000s?\)/i, { kind: "multiplier", factor: 1e3 }],
];

/** Every hint a label can give, for a bound over all of a figure's possible readings. */
export const LABEL_HINTS: readonly ScaleHint[] = LABEL_SCALES.map(([, hint]) => hint);
/** Most labels give no scale: one test tells them, before each scale is tried. */
const ANY_LABEL_SCALE = eitherOf(LABEL_SCALES.map(([pattern]) => pattern));

/** "tco2e_per_usd_m", "per $m", "per million": a scale after "per" is the denominator of a rate, not the figure's scale. */
const PER_DENOMINATOR = /(?:^|[^a-z])per[_ ]?(?:[$€£]|usd|eur|gbp)?[_ ]?(?:m|mn|mm|million|k|thousand|bn|billion)(?![a-z])/gi;

export function scaleHintFromLabel(label: string): ScaleHint | undefined {
  const scaling = label.replace(PER_DENOMINATOR, " ");
  return ANY_LABEL_SCALE.test(scaling) ? LABEL_SCALES.find(([pattern]) => pattern.test(scaling))?.[1] : undefined;
}

const CURRENCY_LABELS = CURRENCY_CODES.map((code) => [code, new RegExp(`(?:^|[^a-z])${code}(?:[^a-z]|$)`, "i")] as const);
const ANY_CURRENCY_LABEL = eitherOf(CURRENCY_LABELS.map(([, pattern]) => pattern));

export function currencyFromLabel(label: string): string | undefined {
  const code = ANY_CURRENCY_LABEL.test(label) ? CURRENCY_LABELS.find(([, pattern]) => pattern.test(label))?.[0] : undefined;
  if (code) return code;
  return CURRENCY_PREFIXES.find(([symbol]) => label.includes(symbol))?.[1];
}

/** A previous figure's own scale word ("… $6.1 billion with a ratio of 1.18") is not a label. */
const PREVIOUS_FIGURE_SCALE = /^\s*(?:trillions?|billions?|millions?|thousands?|tn|bn|mn|[kmbt%])(?![a-z])/i;

/**
 * A label describes the figure right after it, so it starts after the previous figure (and that
 * figure's scale word) or the previous sentence's end: in prose lines holding several figures,
 * "billion" from one figure must not scale the next.
 */
function sincePreviousFigure(text: string): string {
  for (let i = text.length - 1; i >= 0; i--) {
    const char = text[i];
    if (char >= "0" && char <= "9") return text.slice(i + 1).replace(PREVIOUS_FIGURE_SCALE, "");
    if ((char === "." || char === "!" || char === "?") && /\s/.test(text[i + 1] ?? "")) return text.slice(i + 1);
  }
  return text;
}

/**
 * The label of the figure starting at `at` in `line`: the text since the previous separator and the previous figure,
 * or, when that is empty (a value cell), the key cell before it (one without digits). With a table header, the
 * header cell of the same column is added.
 */
export function labelBefore(line: string, at: number, tableHeader?: string): string {
  const before = line.slice(0, at);
  // The last two segments between separators, found from the figure back: a prose line holds hundreds of figures.
  const lastSeparator = separatorBefore(before, before.length);
  let label = sincePreviousFigure(before.slice(lastSeparator + 1));
  const previous = lastSeparator < 0 ? undefined : before.slice(separatorBefore(before, lastSeparator) + 1, lastSeparator);
  if (label.replace(/["':=\s(]/g, "") === "" && previous !== undefined && !/\d/.test(previous)) label = previous + label;
  if (tableHeader && line.includes("|")) {
    const column = (before.match(/\|/g) ?? []).length;
    const headerCell = tableHeader.split("|")[column];
    if (headerCell !== undefined) label = `${headerCell} ${label}`;
  }
  return label;
}

const TABLE_SEPARATOR = /^[\s|:+-]*-{3,}[\s|:+-]*$/;
const NO_HEADER = -1;
const BAR = 124;
const DASH = 45;

/** Whether line `index` holds a `|`, read on the text: a table's walk slices none of its rows. */
export function isTableRow(lines: TextLines, index: number): boolean {
  const { text } = lines;
  for (let at = lines.start(index), end = lines.end(index); at < end; at++) if (text.charCodeAt(at) === BAR) return true;
  return false;
}

/** `TABLE_SEPARATOR.test(lines.at(index))`, read on the text: a data row fails on its first letter. */
export function isSeparatorRow(lines: TextLines, index: number): boolean {
  const { text } = lines;
  const start = lines.start(index);
  const end = lines.end(index);
  let run = 0;
  let dashes = false;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code === DASH) {
      if (++run >= 3) dashes = true;
      continue;
    }
    run = 0;
    // `|`, `:`, `+` and ASCII spaces; beyond ASCII, `\s` holds more spaces: the pattern decides.
    if (code === BAR || code === 58 || code === 43 || code === 32 || (code >= 9 && code <= 13)) continue;
    return code >= 128 && TABLE_SEPARATOR.test(text.slice(start, end));
  }
  return dashes;
}

/**
 * The header row of the table that line `index` belongs to: the line right above the nearest
 * `---|---` separator above it, as long as every line in between is a table row. Works for
 * markdown tables and for the ASCII tables audit-fence writes into tool-call files.
 */
export function tableHeaderAbove(lines: TextLines, index: number): string | undefined {
  return new TextTables(lines).header(index);
}

/**
 * The tables of one text, for many of its lines: the walk up from a line stops at a line already
 * walked and shares its answer, so each table is walked once however many of its rows are asked.
 * Given which lines hold a `|` (`barLines`, 1 or 0 per line: lib/core/figure-index's pass over the
 * same text reads them), a walk reads those flags, not each row's text.
 */
export class TextTables {
  /**
   * The lines walked so far, as spans of lines [low, high] whose walk up found the same separator
   * row (`found`, NO_HEADER for none), in line order: a walk up from any line of a span ends
   * where that span's did. A few spans per table asked about, not an entry per line of the text:
   * an array as long as the text's lines costs more, on fresh memory, than the walks it saves.
   */
  readonly #lows: number[] = [];
  readonly #highs: number[] = [];
  readonly #found: number[] = [];
  readonly #headers = new Map<number, string>();
  readonly #barLines: Uint8Array | undefined;

  constructor(
    readonly lines: TextLines,
    barLines?: Uint8Array,
  ) {
    this.#barLines = barLines;
  }

  /** Whether line `index` is a table row (holds a `|`). */
  #isRow(index: number): boolean {
    return this.#barLines ? this.#barLines[index] === 1 : isTableRow(this.lines, index);
  }

  /** The separator row under `header(index)`, or -1 when line `index` has no header. */
  separatorAbove(index: number): number {
    const { lines } = this;
    if (index < 0 || index >= lines.length || !this.#isRow(index)) return NO_HEADER;
    const first = index - 1;
    if (first <= 0) return NO_HEADER;
    const below = this.#spanAt(first);
    if (below >= 0 && first <= this.#highs[below]) return this.#found[below];
    // The walk up stops at the span below, if it reaches it, and takes its answer.
    const stop = below >= 0 ? this.#highs[below] : 0;
    let found = NO_HEADER;
    let i = first;
    for (; i > stop; i--) {
      const tableRow = this.#isRow(i);
      if (tableRow && isSeparatorRow(lines, i)) {
        found = i;
        break;
      }
      if (!tableRow) break;
    }
    if (i === stop && below >= 0) {
      this.#highs[below] = first;
      return this.#found[below];
    }
    this.#lows.splice(below + 1, 0, Math.max(i, 1));
    this.#highs.splice(below + 1, 0, first);
    this.#found.splice(below + 1, 0, found);
    return found;
  }

  /** The last span starting at or before line `line`, or -1 (the spans' lows are to lines what lines' starts are to offsets). */
  #spanAt(line: number): number {
    const lows = this.#lows;
    return lows.length === 0 || lows[0] > line ? -1 : lineIndexAt(lows, line);
  }

  /** `tableHeaderAbove(lines, index)`. */
  header(index: number): string | undefined {
    const separator = this.separatorAbove(index);
    if (separator === NO_HEADER) return undefined;
    let header = this.#headers.get(separator);
    if (header === undefined) this.#headers.set(separator, (header = this.lines.at(separator - 1)));
    return header;
  }

  /**
   * The line after the table rows from line `start` on (each holds a `|`). Walked here, not by a
   * caller: a call across modules goes through the bundle's export getter, which doubled the
   * cost of a walk over thousands of rows.
   */
  rowsEnd(start: number): number {
    let end = start;
    while (end < this.lines.length && this.#isRow(end)) end++;
    return end;
  }
}
