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
import type { TextLines } from "../../lines";
import type { SourceFile } from "./source-corpus";

/** Name tokens: words of three letters or more and numbers of three digits or more ("417" of "ZX-417 200 mg"). */
export const entityWords = (text: string): ReadonlySet<string> => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3));

const BAR = 124;

/** An ASCII character `trim` removes. */
const isAsciiSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);

/** A row's first cell: up to its second bar when it starts with one (each part trimmed). */
export function firstCell(row: string): string {
  const trimmed = row.trim();
  const from = trimmed.startsWith("|") ? 1 : 0;
  const bar = trimmed.indexOf("|", from);
  return trimmed.slice(from, bar < 0 ? trimmed.length : bar).trim();
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

const LOWERCASE = 32;
const NEWLINE = 10;
const encoder = new TextEncoder();
const utf8 = new TextDecoder();
/** Kept between tables, grown to the largest: a table's text as bytes, then its first cells. */
let scratch = new Uint8Array(0);

/**
 * `rowNames` of rows [start, end) when their text is ASCII, read on its bytes: the text is copied
 * by `encodeInto` (at memory speed, telling whether it is ASCII too), each row's `firstCell` is
 * found on the bytes, lowercased letter by letter and written after them, and the names are
 * decoded once. No string per row: a run reads tables of thousands of rows, and slicing each
 * cell, or reading it by `charCodeAt`, cost more than the rest of the rule. Else undefined.
 */
function asciiRowNames(lines: TextLines, start: number, end: number): string | undefined {
  const base = lines.start(start);
  const length = lines.end(end - 1) - base;
  // A row's cell and its "\n" take no more than the row and its "\n": the names fit after the text.
  if (scratch.length < 2 * length + 1) scratch = new Uint8Array(2 * length + 1);
  const codes = scratch;
  const { read, written } = encoder.encodeInto(lines.text.slice(base, base + length), codes.subarray(0, length));
  if (read !== length || written !== length) return undefined;
  const size = writeFirstCells(lines, codes, base, length, start, end);
  return utf8.decode(codes.subarray(length, size - 1));
}

/**
 * Rows [start, end) are `codes`' first `length` bytes (the text from `base` on): each row's first
 * cell, lowercased and ended by "\n", is written after them; returns where the last one ends.
 * A function that ends with its loop (lib/core README, long loops).
 */
function writeFirstCells(lines: TextLines, codes: Uint8Array, base: number, length: number, start: number, end: number): number {
  let size = length;
  for (let line = start; line < end; line++) {
    // `firstCell`: the row trimmed, a leading bar skipped, up to the next bar, trimmed.
    let from = lines.start(line) - base;
    let to = lines.end(line) - base;
    while (from < to && isAsciiSpace(codes[from])) from++;
    while (to > from && isAsciiSpace(codes[to - 1])) to--;
    if (from < to && codes[from] === BAR) from++;
    let cellEnd = from;
    while (cellEnd < to && codes[cellEnd] !== BAR) cellEnd++;
    while (from < cellEnd && isAsciiSpace(codes[from])) from++;
    while (cellEnd > from && isAsciiSpace(codes[cellEnd - 1])) cellEnd--;
    for (let at = from; at < cellEnd; at++) {
      const code = codes[at];
      codes[size++] = code >= 65 && code <= 90 ? code + LOWERCASE : code;
    }
    codes[size++] = NEWLINE;
  }
  return size;
}

/** The first cells of rows [start, end), lowercased and joined by "\n": one line a row. */
function rowNames(lines: TextLines, start: number, end: number): string {
  const ascii = asciiRowNames(lines, start, end);
  if (ascii !== undefined) return ascii;
  // A cell beyond ASCII is lowercased alone: its lowercase may be longer ("İ" → "i̇").
  const lowered: string[] = [];
  for (let line = start; line < end; line++) lowered.push(firstCell(lines.at(line)).toLowerCase());
  return lowered.join("\n");
}

/**
 * A table's rows from its first: their names (`rowNames`), so the rows a sentence word names are
 * found by `indexOf` (then checked against the row's words). A row's name is read again from its
 * line when first needed: keeping every cell as a string of its own would keep that many strings
 * for the run (each one copied by every young-generation collection until promoted).
 */
class TableRows {
  readonly #file: SourceFile;
  /** Its first row's line. */
  readonly #start: number;
  /** `rowNames`: one line a row. */
  readonly #joined: string;
  /** Per sentence word: whether it names an entity's row, found once per table (its candidate rows ask again for every fact). */
  readonly #names = new Map<string, boolean>();
  /** Per sentence (its words' set): whether it names any entity's row. */
  readonly #named = new WeakMap<ReadonlySet<string>, boolean>();

  /** Rows [start, end) of `file`. */
  constructor(file: SourceFile, start: number, end: number) {
    this.#file = file;
    this.#start = start;
    this.#joined = rowNames(file.lines, start, end);
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

  /**
   * Whether some entity's row has `word` among its name's words. A hit's row is counted by the
   * line breaks before it, from the previous hit's on: a word hits few rows, and an array of
   * where each row starts would be as long as the table.
   */
  #find(word: string): boolean {
    const joined = this.#joined;
    let row = 0;
    /** The line break ending `row` (-1 for the last row). */
    let rowEnd = joined.indexOf("\n");
    for (let at = joined.indexOf(word); at >= 0; at = joined.indexOf(word, at + 1)) {
      while (rowEnd >= 0 && rowEnd < at) {
        row++;
        rowEnd = joined.indexOf("\n", rowEnd + 1);
      }
      const key = rowKey(this.#file, this.#start + row);
      if (key.words.has(word) && key.entity) return true;
    }
    return false;
  }
}

/** Per file: its tables' rows read so far, by their header's separator row. */
const fileTables = new WeakMap<SourceFile, Map<number, TableRows>>();
/** Per file: the names of the rows read so far, by line: a few of its thousands. */
const fileRowKeys = new WeakMap<SourceFile, Map<number, RowKey>>();

/** The name of the table row at `line`. */
function rowKey(file: SourceFile, line: number): RowKey {
  let keys = fileRowKeys.get(file);
  if (!keys) fileRowKeys.set(file, (keys = new Map()));
  let key = keys.get(line);
  if (key === undefined) keys.set(line, (key = new RowKey(firstCell(file.lines.at(line)))));
  return key;
}

/** The rows of the table under separator row `separator`, read once per table however many of its rows are asked about. */
function tableRows(file: SourceFile, separator: number): TableRows {
  let tables = fileTables.get(file);
  if (!tables) fileTables.set(file, (tables = new Map()));
  let rows = tables.get(separator);
  if (rows === undefined) tables.set(separator, (rows = new TableRows(file, separator + 1, file.tables.rowsEnd(separator + 1))));
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
  // This row is read before its table: a row the sentence names, or no entity's, needs no other row.
  const own = rowKey(file, index);
  for (const word of own.words) if (sentenceWords.has(word)) return false;
  // A row the sentence names shares none of this row's words, so it is another row.
  return own.entity && tableRows(file, separator).namesEntity(sentenceWords);
}
