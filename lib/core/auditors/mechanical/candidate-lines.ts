/**
 * The source lines a run has found holding a fact's pattern, kept by file and line index: a line
 * holding several figures, or a figure several sentences state, is a candidate for many facts,
 * and what the line checks read from it does not depend on the fact. Each is read on first
 * need, and the line's text is sliced once, so the run's text-keyed readings (lib/core/facts'
 * LineReadings) hash a long line once, not once per fact.
 */
import type { SourceFile } from "./source-corpus";
import { callHeader } from "./source-origin";
import { changeBases, clauseEnds } from "./periods";
import { stems } from "./word-stems";

/** A source file's tool-call header (tool name, input) and its candidate lines, for the run. */
export class FileCandidates {
  /** The call's header lines, up to its first empty line ("" when the file is no tool call). */
  readonly header: string;
  /** How many lines the header holds: a line above is the call's input, not its output. */
  readonly headerLines: number;
  #headerStems: ReadonlySet<string> | undefined;
  /** Per line of the file: its candidate's place in `#kept` + 1, 0 while not kept (an array, not a map: every candidate read looks here). */
  #slots: Int32Array | undefined;
  readonly #kept: CandidateLine[] = [];

  constructor(readonly file: SourceFile) {
    this.header = callHeader(file.text);
    this.headerLines = this.header === "" ? 0 : this.header.split("\n").length;
  }

  get headerStems(): ReadonlySet<string> {
    this.#headerStems ??= stems(this.header);
    return this.#headerStems;
  }

  /** The candidate line `index`, if it was kept. */
  known(index: number): CandidateLine | undefined {
    const slot = this.#slots === undefined ? 0 : this.#slots[index];
    return slot === 0 ? undefined : this.#kept[slot - 1];
  }

  /** Keeps line `index` (its text `text`) as a candidate. */
  keep(index: number, text: string): CandidateLine {
    const line = new CandidateLine(this, index, text, this.file.tables.header(index));
    this.#slots ??= new Int32Array(this.file.lines.length);
    this.#slots[index] = this.#kept.push(line);
    return line;
  }
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

  constructor(
    readonly of: FileCandidates,
    readonly index: number,
    readonly text: string,
    /** The header row of its table (`TextTables.header`). */
    readonly tableHeader: string | undefined,
  ) {}

  /** Whether it is a table's row count line ("(2 rows)"). */
  get rowCount(): boolean {
    this.#rowCount ??= ROW_COUNT_LINE.test(this.text);
    return this.#rowCount;
  }

  /** Whether it is the call's input (part of its header), not its output. */
  get inputLine(): boolean {
    return this.index < this.of.headerLines;
  }

  /** Its stems, read with its table header. */
  get stems(): ReadonlySet<string> {
    this.#stems ??= stems(`${this.tableHeader ?? ""}\n${this.text}`);
    return this.#stems;
  }

  /** What its changes are measured against, read with its table header. */
  get bases(): ReadonlySet<string> {
    this.#bases ??= changeBases(`${this.tableHeader ?? ""}\n${this.text}`);
    return this.#bases;
  }

  get clauseEnds(): readonly number[] {
    this.#clauseEnds ??= clauseEnds(this.text);
    return this.#clauseEnds;
  }

  /** Its stems read with its table header and its call's header, where a count's noun may be. */
  get nounStems(): ReadonlySet<string> {
    this.#nounStems ??= stems(`${this.tableHeader ?? ""}\n${this.text}\n${this.of.header}`);
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
