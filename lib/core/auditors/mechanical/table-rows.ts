/**
 * The other-row's-entity rule: a table row is one entity's record, named by its first cell (a
 * site, a player, a segment). A sentence that names another row's entity of the same table, and
 * not this row's, is about that other record: "Ontario's cost was $3.85" is not supported by
 * Richmond's row holding $3.85.
 *
 * A source's tables run to thousands of rows and a run asks about many of them, so each table is
 * read once, down from the separator row its header walk found (`TextTables`), on the file's
 * text by line offsets (no row sliced), and what a sentence names in it is worked out once per
 * table and sentence.
 */
import { scanCalendar } from "../../facts";
import { lineIndexAt, type TextLines } from "../../lines";
import type { SourceFile } from "./source-corpus";

/** Name tokens: words of three letters or more and numbers of three digits or more ("417" of "ZX-417 200 mg"). */
export const entityWords = (text: string): ReadonlySet<string> => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3));

const BAR = 124;
const ASCII_END = 128;

/** An ASCII character `trim` removes. */
const isAsciiSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);

/** A row's first cell: up to its second bar when it starts with one (each part trimmed). */
export function firstCell(row: string): string {
  const trimmed = row.trim();
  const from = trimmed.startsWith("|") ? 1 : 0;
  const bar = trimmed.indexOf("|", from);
  return trimmed.slice(from, bar < 0 ? trimmed.length : bar).trim();
}

/**
 * Where `firstCell` of text[start, end) lies, found on the text; undefined when a space beyond
 * ASCII edges the row or the cell (`trim` would remove it: only `firstCell` can tell then).
 */
function firstCellSpan(text: string, start: number, end: number): { from: number; to: number } | undefined {
  let from = start;
  let to = end;
  while (from < to && isAsciiSpace(text.charCodeAt(from))) from++;
  while (to > from && isAsciiSpace(text.charCodeAt(to - 1))) to--;
  if (from < to && (text.charCodeAt(from) >= ASCII_END || text.charCodeAt(to - 1) >= ASCII_END)) return undefined;
  if (from < to && text.charCodeAt(from) === BAR) from++;
  let bar = from;
  while (bar < to && text.charCodeAt(bar) !== BAR) bar++;
  let cellEnd = bar;
  while (from < cellEnd && isAsciiSpace(text.charCodeAt(from))) from++;
  while (cellEnd > from && isAsciiSpace(text.charCodeAt(cellEnd - 1))) cellEnd--;
  if (from < cellEnd && (text.charCodeAt(from) >= ASCII_END || text.charCodeAt(cellEnd - 1) >= ASCII_END)) return undefined;
  return { from, to: cellEnd };
}

/** `firstCell` of text[start, end), slicing only the cell when it can. */
function firstCellAt(text: string, start: number, end: number): string {
  const span = firstCellSpan(text, start, end);
  return span === undefined ? firstCell(text.slice(start, end)) : text.slice(span.from, span.to);
}

// A period is no entity: the period rule judges rows keyed by quarters or years.
const isEntity = (cell: string) => /\p{L}/u.test(cell) && scanCalendar(cell).length === 0;

/** A table's row name, read on first need: most rows are never named by the sentence. */
export class RowKey {
  #entity: boolean | undefined;
  #words: ReadonlySet<string> | undefined;

  constructor(readonly cell: string) {}

  get words(): ReadonlySet<string> {
    this.#words ??= entityWords(this.cell);
    return this.#words;
  }

  get entity(): boolean {
    this.#entity ??= isEntity(this.cell);
    return this.#entity;
  }
}

/** A table's first cells, lowercased and joined by "\n", and where each starts in `joined`. */
interface RowNames {
  joined: string;
  starts: Uint32Array;
}

const LOWERCASE = 32;
const NEWLINE = 10;
const utf8 = new TextDecoder();
/** Kept between tables, grown to the largest: a table's lowercased cells, copied before the next. */
let scratch = new Uint8Array(0);

/**
 * `RowNames` of rows [start, end) when every first cell is ASCII, which lowercases letter by
 * letter: copied into one buffer and decoded once, with no string per row (a run walks tables of
 * thousands of rows, and slicing each cell cost more than the rest of the walk). Else undefined.
 */
function asciiRowNames(lines: TextLines, start: number, end: number): RowNames | undefined {
  const { text } = lines;
  const starts = new Uint32Array(end - start);
  let size = 0;
  for (let line = start; line < end; line++) {
    const span = firstCellSpan(text, lines.start(line), lines.end(line));
    if (span === undefined) return undefined;
    if (scratch.length < size + span.to - span.from + 1) scratch = grown(scratch, size + span.to - span.from + 1);
    starts[line - start] = size;
    for (let at = span.from; at < span.to; at++) {
      const code = text.charCodeAt(at);
      if (code >= ASCII_END) return undefined;
      scratch[size++] = code >= 65 && code <= 90 ? code + LOWERCASE : code;
    }
    scratch[size++] = NEWLINE;
  }
  return { joined: utf8.decode(scratch.subarray(0, Math.max(0, size - 1))), starts };
}

function grown(buffer: Uint8Array, needed: number): Uint8Array<ArrayBuffer> {
  const bigger = new Uint8Array(Math.max(needed, 2 * buffer.length));
  bigger.set(buffer);
  return bigger;
}

/** `RowNames` of rows [start, end), each cell sliced and lowercased alone (a cell beyond ASCII may change length). */
function rowNames(lines: TextLines, start: number, end: number): RowNames {
  const known = asciiRowNames(lines, start, end);
  if (known !== undefined) return known;
  const lowered: string[] = [];
  for (let line = start; line < end; line++) lowered.push(firstCellAt(lines.text, lines.start(line), lines.end(line)).toLowerCase());
  const starts = new Uint32Array(lowered.length);
  let at = 0;
  for (let row = 0; row < lowered.length; row++) {
    starts[row] = at;
    at += lowered[row].length + 1;
  }
  return { joined: lowered.join("\n"), starts };
}

/**
 * A table's rows from its first: their names (`RowNames`), so the rows a sentence word names are
 * found by `indexOf` (then checked against the row's words). A row's cell is sliced again from
 * the text when its name is first read: keeping every cell as a string of its own would keep
 * that many strings for the run (each one copied by every young-generation collection until
 * promoted).
 */
class TableRows {
  readonly #lines: TextLines;
  /** The rows whose names were read, by row: a few of the table's thousands. */
  readonly #keys = new Map<number, RowKey>();
  /** Where each row's cell starts in `#joined`, one cell a line: its line starts. */
  readonly #starts: Uint32Array;
  readonly #joined: string;
  /** Per sentence word: whether it names an entity's row, found once per table (its candidate rows ask again for every fact). */
  readonly #names = new Map<string, boolean>();
  /** Per sentence (its words' set): whether it names any entity's row. */
  readonly #named = new WeakMap<ReadonlySet<string>, boolean>();

  /** Rows [start, end) of `lines`. */
  constructor(
    readonly start: number,
    end: number,
    lines: TextLines,
  ) {
    this.#lines = lines;
    ({ joined: this.#joined, starts: this.#starts } = rowNames(lines, start, end));
  }

  key(row: number): RowKey {
    let key = this.#keys.get(row);
    if (key === undefined) {
      const line = this.start + row;
      this.#keys.set(row, (key = new RowKey(firstCellAt(this.#lines.text, this.#lines.start(line), this.#lines.end(line)))));
    }
    return key;
  }

  /** Whether the sentence whose words these are names some entity's row of this table. */
  namesEntity(sentenceWords: ReadonlySet<string>): boolean {
    let named = this.#named.get(sentenceWords);
    if (named === undefined) {
      named = false;
      for (const word of sentenceWords) if ((named = this.#namesEntity(word))) break;
      this.#named.set(sentenceWords, named);
    }
    return named;
  }

  #namesEntity(word: string): boolean {
    let named = this.#names.get(word);
    if (named === undefined) this.#names.set(word, (named = this.#find(word)));
    return named;
  }

  /** Whether some entity's row has `word` among its name's words. */
  #find(word: string): boolean {
    const starts = this.#starts;
    for (let at = this.#joined.indexOf(word); at >= 0; at = this.#joined.indexOf(word, at + 1)) {
      const key = this.key(lineIndexAt(starts, at));
      if (key.words.has(word) && key.entity) return true;
    }
    return false;
  }
}

/** Per file: its tables' rows read so far, by their header's separator row. */
const fileTables = new WeakMap<SourceFile, Map<number, TableRows>>();

/** The rows of the table under separator row `separator`, read once per table however many of its rows are asked about. */
function tableRows(file: SourceFile, separator: number): TableRows {
  let tables = fileTables.get(file);
  if (!tables) fileTables.set(file, (tables = new Map()));
  let rows = tables.get(separator);
  if (rows === undefined) tables.set(separator, (rows = new TableRows(separator + 1, file.tables.rowsEnd(separator + 1), file.lines)));
  return rows;
}

/**
 * Whether the sentence (its `entityWords`) names another entity's row of the table holding line
 * `index`, and not this row's. Named by one of its words ("Kestrel" for "Kestrel Textiles",
 * "417" for "ZX-417 200 mg"). A row without a header (`TextTables.header`) is in no such table.
 */
export function anotherRowsEntity(file: SourceFile, index: number, sentenceWords: ReadonlySet<string>): boolean {
  const separator = file.tables.separatorAbove(index);
  if (separator < 0) return false;
  const rows = tableRows(file, separator);
  const own = rows.key(index - rows.start);
  for (const word of own.words) if (sentenceWords.has(word)) return false;
  // A row the sentence names shares none of this row's words, so it is another row.
  return own.entity && rows.namesEntity(sentenceWords);
}
