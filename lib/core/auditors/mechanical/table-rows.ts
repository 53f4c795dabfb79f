/**
 * The other-row's-entity rule: a table row is one entity's record, named by its first cell (a
 * site, a player, a segment). A sentence that names another row's entity of the same table, and
 * not this row's, is about that other record: "Ontario's cost was $3.85" is not supported by
 * Richmond's row holding $3.85.
 *
 * A source's tables run to thousands of rows and a run asks about many of them, so each table is
 * walked once, on the file's text by line offsets (a row is sliced only for its first cell), and
 * what a sentence names in it is worked out once per table and sentence.
 */
import { isSeparatorRow, isTableRow, scanCalendar } from "../../facts";
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

/** `firstCell` of text[start, end), slicing only the cell; a row edged by a space beyond ASCII is sliced whole and trimmed as `trim` does. */
function firstCellAt(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from < to && isAsciiSpace(text.charCodeAt(from))) from++;
  while (to > from && isAsciiSpace(text.charCodeAt(to - 1))) to--;
  if (from < to && (text.charCodeAt(from) >= ASCII_END || text.charCodeAt(to - 1) >= ASCII_END)) return firstCell(text.slice(start, end));
  if (from < to && text.charCodeAt(from) === BAR) from++;
  let bar = from;
  while (bar < to && text.charCodeAt(bar) !== BAR) bar++;
  let cellEnd = bar;
  while (from < cellEnd && isAsciiSpace(text.charCodeAt(from))) from++;
  while (cellEnd > from && isAsciiSpace(text.charCodeAt(cellEnd - 1))) cellEnd--;
  if (from < cellEnd && (text.charCodeAt(from) >= ASCII_END || text.charCodeAt(cellEnd - 1) >= ASCII_END)) return firstCell(text.slice(start, end));
  return text.slice(from, cellEnd);
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

const NOT_ASCII = /[^\0-\x7f]/;

/**
 * A table's rows from its first: their first cells lowercased and joined by "\n", so the rows a
 * sentence word names are found by `indexOf` (then checked against the row's words). A row's
 * cell is sliced again from the text when its name is first read: a run walks tables of
 * thousands of rows, and keeping every cell as a string of its own would keep that many strings
 * for the run (each one copied by every young-generation collection until promoted).
 */
class TableRows {
  readonly #lines: TextLines;
  readonly #length: number;
  readonly #keys: (RowKey | undefined)[];
  /** Where each row's cell starts in `#joined`, one cell a line: its line starts. */
  readonly #starts: Uint32Array;
  readonly #joined: string;
  /** Per sentence word: whether it names an entity's row, found once per table (its candidate rows ask again for every fact). */
  readonly #names = new Map<string, boolean>();
  /** Per sentence (its words' set): whether it names any entity's row. */
  readonly #named = new WeakMap<ReadonlySet<string>, boolean>();

  constructor(
    readonly start: number,
    lines: TextLines,
    cells: readonly string[],
  ) {
    this.#lines = lines;
    this.#length = cells.length;
    this.#keys = new Array(cells.length);
    this.#starts = new Uint32Array(cells.length);
    const joined = cells.join("\n");
    // ASCII lowercases letter by letter, so each cell keeps its place; otherwise each is lowercased alone.
    const lowered = NOT_ASCII.test(joined) ? cells.map((cell) => cell.toLowerCase()) : cells;
    let at = 0;
    for (let row = 0; row < cells.length; row++) {
      this.#starts[row] = at;
      at += lowered[row].length + 1;
    }
    this.#joined = lowered === cells ? joined.toLowerCase() : lowered.join("\n");
  }

  get length(): number {
    return this.#length;
  }

  key(row: number): RowKey {
    let key = this.#keys[row];
    if (key === undefined) {
      const line = this.start + row;
      this.#keys[row] = key = new RowKey(firstCellAt(this.#lines.text, this.#lines.start(line), this.#lines.end(line)));
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

/** Per file: the tables walked, and each walked line's table (its index + 1, 0 while unwalked), one array for the file. */
const fileTables = new WeakMap<SourceFile, { tableOf: Int32Array; tables: TableRows[] }>();

/**
 * The first cells of the rows of the table holding line `index` (found from its separator row),
 * read once per table: every line from the table's first row up to its next separator row finds
 * the same first row, so all of them share the result.
 */
function tableRows(file: SourceFile, index: number): TableRows {
  const { lines } = file;
  let known = fileTables.get(file);
  if (!known) fileTables.set(file, (known = { tableOf: new Int32Array(lines.length), tables: [] }));
  const walked = known.tableOf[index];
  if (walked > 0) return known.tables[walked - 1];
  let start = index;
  for (; start > 0; start--) if (!isTableRow(lines, start - 1) || isSeparatorRow(lines, start - 1)) break;
  const cells: string[] = [];
  let separator = -1;
  for (let at = start; at < lines.length && isTableRow(lines, at); at++) {
    cells.push(firstCellAt(lines.text, lines.start(at), lines.end(at)));
    if (separator < 0 && isSeparatorRow(lines, at)) separator = at;
  }
  const rows = new TableRows(start, lines, cells);
  known.tables.push(rows);
  known.tableOf.fill(known.tables.length, start, separator < 0 ? start + rows.length : separator + 1);
  return rows;
}

/**
 * Whether the sentence (its `entityWords`) names another entity's row of the table holding line
 * `index`, and not this row's. Named by one of its words ("Kestrel" for "Kestrel Textiles",
 * "417" for "ZX-417 200 mg").
 */
export function anotherRowsEntity(file: SourceFile, index: number, sentenceWords: ReadonlySet<string>): boolean {
  const rows = tableRows(file, index);
  const own = rows.key(index - rows.start);
  for (const word of own.words) if (sentenceWords.has(word)) return false;
  // A row the sentence names shares none of this row's words, so it is another row.
  return own.entity && rows.namesEntity(sentenceWords);
}
