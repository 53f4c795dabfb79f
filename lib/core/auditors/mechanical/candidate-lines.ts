/**
 * The source lines a run has found holding a fact's pattern, kept by file and line index: a line
 * holding several figures, or a figure several sentences state, is a candidate for many facts,
 * and what the line checks read from it does not depend on the fact. Each is read on first
 * need, and the line's text is sliced once. Its figures as `matchesFact` reads them (lib/core/facts'
 * `LineRead`) are kept with it too: found by file and line, not by hashing its text.
 */
import type { LineRead, LineReadings } from "../../facts";
import type { SourceFile } from "./source-corpus";
import { callHeader } from "./source-origin";
import { changeBases, clauseEnds } from "./periods";
import { stems } from "./word-stems";

/** What the line rules read from a table's header row, once for all its candidate rows. */
interface HeaderTerms {
  stems: ReadonlySet<string>;
  bases: ReadonlySet<string>;
}

/** A source file's tool-call header (tool name, input) and its candidate lines, for the run. */
export class FileCandidates {
  /** The call's header lines, up to its first empty line ("" when the file is no tool call). */
  readonly header: string;
  /** How many lines the header holds: a line above is the call's input, not its output. */
  readonly headerLines: number;
  #headerStems: ReadonlySet<string> | undefined;
  /** Its tables' header rows' terms, by header row: a table's candidate rows read one header. */
  readonly #tableHeaders = new Map<string, HeaderTerms>();
  readonly #kept = new Map<number, CandidateLine>();

  constructor(readonly file: SourceFile) {
    this.header = callHeader(file.text);
    this.headerLines = this.header === "" ? 0 : this.header.split("\n").length;
  }

  get headerStems(): ReadonlySet<string> {
    this.#headerStems ??= stems(this.header);
    return this.#headerStems;
  }

  /** The terms of a table's header row. */
  tableHeaderTerms(header: string): HeaderTerms {
    let terms = this.#tableHeaders.get(header);
    if (terms === undefined) this.#tableHeaders.set(header, (terms = { stems: stems(header), bases: changeBases(header) }));
    return terms;
  }

  /** The candidate line `index`, if it was kept. */
  known(index: number): CandidateLine | undefined {
    return this.#kept.get(index);
  }

  /** Keeps line `index` (its text `text`) as a candidate. */
  keep(index: number, text: string): CandidateLine {
    const line = new CandidateLine(this, index, text, this.file.tables.header(index));
    this.#kept.set(index, line);
    return line;
  }
}

/** `into` with `more`'s members added. */
function adding<T>(into: Set<T>, more: ReadonlySet<T>): Set<T> {
  for (const member of more) into.add(member);
  return into;
}

/** The line above a table that counts its rows (spec §5.4's "(2 rows)"). */
const ROW_COUNT_LINE = /^\s*\(\d[\d,]* rows?\)\s*$/;

/** One candidate line, with what the line checks read from it whatever the fact. */
export class CandidateLine {
  #rowCount: boolean | undefined;
  #stems: ReadonlySet<string> | undefined;
  #bases: ReadonlySet<string> | undefined;
  #clauseEnds: readonly number[] | undefined;
  #nounStems: ReadonlySet<string> | undefined;
  #reading: LineRead | undefined;

  constructor(
    readonly of: FileCandidates,
    readonly index: number,
    readonly text: string,
    /** The header row of its table (`TextTables.header`). */
    readonly tableHeader: string | undefined,
  ) {}

  /** Its figures as `matchesFact` reads them (`MatchOptions.reading`), read by the run's `readings` once. */
  reading(readings: LineReadings): LineRead {
    this.#reading ??= readings.line(this.text);
    return this.#reading;
  }

  /** Whether it is a table's row count line ("(2 rows)"). */
  get rowCount(): boolean {
    this.#rowCount ??= ROW_COUNT_LINE.test(this.text);
    return this.#rowCount;
  }

  /** Whether it is the call's input (part of its header), not its output. */
  get inputLine(): boolean {
    return this.index < this.of.headerLines;
  }

  /**
   * Its stems, read with its table header. The stems and bases of lines joined by "\n" are those
   * of each line (no synonym, descriptor or basis spans a line break), so the header's, read
   * once per table, are added, not read again for every row.
   */
  get stems(): ReadonlySet<string> {
    this.#stems ??= this.tableHeader === undefined ? stems(this.text) : adding(stems(this.text), this.of.tableHeaderTerms(this.tableHeader).stems);
    return this.#stems;
  }

  /** What its changes are measured against, read with its table header. */
  get bases(): ReadonlySet<string> {
    this.#bases ??= this.tableHeader === undefined ? changeBases(this.text) : adding(changeBases(this.text), this.of.tableHeaderTerms(this.tableHeader).bases);
    return this.#bases;
  }

  get clauseEnds(): readonly number[] {
    this.#clauseEnds ??= clauseEnds(this.text);
    return this.#clauseEnds;
  }

  /** Its stems read with its table header and its call's header, where a count's noun may be. */
  get nounStems(): ReadonlySet<string> {
    this.#nounStems ??= adding(new Set(this.stems), this.of.headerStems);
    return this.#nounStems;
  }
}

const files = new WeakMap<SourceFile, FileCandidates>();

/** The run's candidates of `file` (a run's files are its own objects, so what is kept goes with the run). */
export function candidatesOf(file: SourceFile): FileCandidates {
  let candidates = files.get(file);
  if (!candidates) files.set(file, (candidates = new FileCandidates(file)));
  return candidates;
}
