/**
 * The audit's source files, in the order search output lists them, and the search tool over
 * them. Work is done per file and on first use: a file's line starts are found, and its search index
 * built, only when a candidate figure sits in it, so a large source costs little beyond the
 * one pass of the number index.
 */
import type { SearchOptions } from "../../records";
import { extractFacts, LineReadings, sourceNumberSearch, TextTables, type Fact } from "../../facts";
import { TextLines } from "../../lines";
import { splitSentences, type Sentence } from "../../sentences";
import { TextFigures, type KnownFigures } from "../../figure-index";
import { compareSearchPaths, MemorySearchBackend, SEARCH_TIMEOUT_ERROR } from "../../search";
import { leadKeyBits } from "./number-keys";
import { sourceOrigin, type SourceOrigin } from "./source-origin";

/**
 * Reads a source file's figures: `new TextFigures(text)`, unless the run has another source for
 * them (another thread's). An object, not a function: a run's reader is then a new object of a
 * shape V8 knows, not a new call target each run (lib/core/facts' `LongTextMemo` says what that costs).
 */
export interface FiguresReader {
  read(path: string, text: string): TextFigures;
}

const readFigures: FiguresReader = { read: (_path, text) => new TextFigures(text) };

/**
 * The keys of every figure a search pattern can match, as bits (number-keys.ts' `leadKeyBits`),
 * for the patterns a run wrote (`SourceFiles.patternOf`), else undefined. An object, as
 * `FiguresReader` is.
 */
export interface PatternKeys {
  keysOf(pattern: string): Uint32Array | undefined;
}

const NO_PATTERN_KEYS: PatternKeys = { keysOf: () => undefined };

export class SourceFile {
  #lines: TextLines | undefined;
  #backend: MemorySearchBackend | undefined;
  #tables: TextTables | undefined;
  #figures: TextFigures | undefined;
  #origin: SourceOrigin | undefined;
  #binary: boolean | undefined;
  readonly #outputs: KeptOutputs = new Map();

  constructor(
    readonly path: string,
    readonly text: string,
    private readonly figuresReader: FiguresReader = readFigures,
    private readonly patternKeys: PatternKeys = NO_PATTERN_KEYS,
  ) {}

  /** Lines as ripgrep numbers them (lib/core/lines), sliced from the text one at a time; their starts are the figure pass's. */
  get lines(): TextLines {
    this.#lines ??= new TextLines(this.text, this.figures.lineStarts);
    return this.#lines;
  }

  /** Where its figures sit (lib/core/figure-index), read in one pass on first need. */
  get figures(): TextFigures {
    this.#figures ??= this.figuresReader.read(this.path, this.text);
    return this.#figures;
  }

  /** Whether it holds a NUL (ripgrep skips it), read once: each task over the file asks, and a 60 MB source takes a while to scan. */
  get binary(): boolean {
    this.#binary ??= this.text.includes("\0");
    return this.#binary;
  }

  /** Which agent and tool it stands for (source-origin.ts), read once: every claim quoting it names them. */
  get origin(): SourceOrigin {
    this.#origin ??= sourceOrigin(this.path, this.lines.at(0));
    return this.#origin;
  }

  /** Its tables (lib/core/facts' `TextTables`): a row's header, each table walked once. */
  get tables(): TextTables {
    this.#tables ??= new TextTables(this.lines, this.figures.barLines);
    return this.#tables;
  }

  /**
   * A search naming this file, on a backend holding it alone (its output is the whole source's).
   * Outputs are kept for the run: the audit searches a fact's pattern in the same file once per
   * candidate line and once per sentence restating the fact, and the run's other hops search the
   * same figures in the same call files again.
   */
  search(pattern: string, options: SearchOptions): string {
    return searchKept(this.#outputs, pattern, options, () => this.#search(pattern, options));
  }

  /**
   * A fact's pattern (its keys known) reads only the lines holding a figure it can match, found
   * in the figure index: a call file is ~135 KB, and its candidate lines a few hundred bytes.
   */
  #search(pattern: string, options: SearchOptions): string {
    const { figures } = this;
    this.#backend ??= new MemorySearchBackend([[this.path, this.text]], { lineStarts: new Map([[this.path, figures.lineStarts]]) });
    const keys = this.patternKeys.keysOf(pattern);
    return keys ? this.#backend.searchLines(pattern, this.path, figures.lines.linesCarrying(keys), options) : this.#backend.search(pattern, this.path, options);
  }
}

/** Search outputs by pattern, then by options: the pattern string is reused as the key, so no key is built per search. */
type KeptOutputs = Map<string, Map<string, string>>;

function searchKept(outputs: KeptOutputs, pattern: string, options: SearchOptions, search: () => string): string {
  const optionsKey = `${options.context}|${options.caseInsensitive}`;
  const byOptions = outputs.get(pattern);
  const known = byOptions?.get(optionsKey);
  if (known !== undefined) return known;
  const output = search();
  // A timeout depends on the machine's load, not on the files: a later try may finish.
  if (output === SEARCH_TIMEOUT_ERROR) return output;
  if (byOptions) byOptions.set(optionsKey, output);
  else outputs.set(pattern, new Map([[optionsKey, output]]));
  return output;
}

/**
 * Source files by path, kept for the audits of one auditor: a cascade's hops search the same
 * call files again (an edge over the upstreams' calls, then each upstream's grounding), and a
 * file's lines, table headers and search index depend on its text alone. Documents' sentences
 * and facts are kept the same way: three hops audit a writer's document.
 */
export class SourceFiles implements PatternKeys {
  readonly #byPath = new Map<string, SourceFile>();
  /** The figures of the lines `matchesFact` has read, for the run's other facts and hops. */
  readonly lineReadings = new LineReadings();
  readonly #documents = new Map<string, readonly DocumentSentence[]>();
  readonly #patterns = new WeakMap<Fact, string>();
  readonly #patternKeys = new Map<string, Uint32Array>();

  constructor(private readonly figuresReader: FiguresReader = readFigures) {}

  /** A document's sentences and their facts, read once per run: a writer's document is audited by each of its hops. */
  sentencesOf(document: string): readonly DocumentSentence[] {
    let sentences = this.#documents.get(document);
    if (!sentences) this.#documents.set(document, (sentences = documentSentences(document)));
    return sentences;
  }

  /**
   * A fact's search pattern (lib/core/facts' `sourceNumberSearch`), written once per run: each hop
   * auditing the fact's document searches it. The keys of the figures it can match are kept with
   * it (`keysOf`).
   */
  patternOf(fact: Fact): string {
    let pattern = this.#patterns.get(fact);
    if (pattern === undefined) {
      const search = sourceNumberSearch(fact);
      this.#patterns.set(fact, (pattern = search.pattern));
      if (search.leads && !this.#patternKeys.has(pattern)) this.#patternKeys.set(pattern, leadKeyBits(search.leads));
    }
    return pattern;
  }

  keysOf(pattern: string): Uint32Array | undefined {
    return this.#patternKeys.get(pattern);
  }

  get(path: string, text: string): SourceFile {
    const known = this.#byPath.get(path);
    if (known?.text === text) return known;
    const file = new SourceFile(path, text, this.figuresReader, this);
    this.#byPath.set(path, file);
    return file;
  }
}

export interface DocumentSentence {
  sentence: Sentence;
  facts: readonly Fact[];
}

function documentSentences(document: string): DocumentSentence[] {
  const documentLines = new TextLines(document);
  const tables = new TextTables(documentLines);
  return splitSentences(document).map((sentence) => ({
    sentence,
    facts: extractFacts(sentence.text, { tableHeader: tables.header(documentLines.indexAt(sentence.start)) }),
  }));
}

const byPath = ([left]: [string, string], [right]: [string, string]) => compareSearchPaths(left, right);

export class SourceCorpus implements KnownFigures {
  /** Files in search-output order; binary files (holding NUL) are left out, as ripgrep skips them. */
  readonly files: readonly SourceFile[];
  readonly #byPath: ReadonlyMap<string, SourceFile>;
  readonly #sourceFiles: Readonly<Record<string, string>>;
  #wholeSource: MemorySearchBackend | undefined;
  /** Outputs of searches over more than one file, by path. */
  readonly #outputs = new Map<string, KeptOutputs>();

  constructor(sourceFiles: Readonly<Record<string, string>>, known: SourceFiles) {
    this.#sourceFiles = sourceFiles;
    const files: SourceFile[] = [];
    for (const [path, text] of Object.entries(sourceFiles).sort(byPath)) {
      const file = known.get(path, text);
      if (!file.binary) files.push(file);
    }
    this.files = files;
    const filesByPath = new Map<string, SourceFile>();
    for (const file of files) filesByPath.set(file.path, file);
    this.#byPath = filesByPath;
  }

  file(path: string): SourceFile | undefined {
    return this.#byPath.get(path);
  }

  /** A file's figure index, read on first need (`SourceFile.figures`): nearest's search reads the not-found figures' candidates from it. */
  figuresOf(path: string): TextFigures | undefined {
    return this.#byPath.get(path)?.figures;
  }

  /**
   * The search tool (spec §7.2 output, `max_matches` 200): a search naming one file runs on that
   * file's own backend; any other path (a folder, the root) on a backend over every source file.
   */
  readonly search = (pattern: string, path = "", options: SearchOptions = {}): string => {
    const file = this.#byPath.get(path);
    if (file) return file.search(pattern, options);
    let outputs = this.#outputs.get(path);
    if (!outputs) this.#outputs.set(path, (outputs = new Map()));
    return searchKept(outputs, pattern, options, () => (this.#wholeSource ??= new MemorySearchBackend(Object.entries(this.#sourceFiles))).search(pattern, path, options));
  };
}
