/**
 * A search over files held in memory whose output is byte-identical to the ripgrep backend on the
 * same files (rg's output, relativised and post-processed per spec §7.2). Files are searched in
 * `rg --sort path` order. Built once, queried many times: the files are joined into large chunks
 * (see CorpusChunk) so one query is one pass of `indexOf` or the regex engine per chunk.
 */
import { normpath } from "../python";
import type { SearchOptions } from "../records";
import { CorpusChunk } from "./corpus-chunk";
import type { CorpusFile } from "./corpus-file";
import { compareSearchPaths } from "./path-order";
import { OutputLines, renderFileMatches } from "./render-lines";
import { RegexPatternError } from "./rust-regex-syntax";
import * as searchOutput from "./search-output";
import { SearchDeadline, SearchTimeout } from "./search-deadline";
import { compileSearchPattern, type SearchMatcher } from "./search-pattern";

export interface MemorySearchBackendOptions {
  /** Output lines kept before the truncation notice (audit-fence's `max_matches`). */
  maxMatches?: number;
  /** Largest chunk of joined file text, in UTF-16 code units (a file larger than this gets its own). */
  chunkCodeUnits?: number;
  /** Longest a search may run before it answers with the timeout error (ripgrep's 15 s by default). */
  timeBudgetMs?: number;
  /** The clock the budget is measured on (tests pass their own). */
  now?: () => number;
  /** Files' `lineStarts` (lib/core/lines) by path, where the caller has them: a file's line index is then not found by a pass of its own. */
  lineStarts?: ReadonlyMap<string, Uint32Array>;
}

/** The ripgrep backend's timeout, so both answer SEARCH_TIMEOUT_ERROR after the same time. */
export const SEARCH_TIME_BUDGET_MS = 15_000;

/** Relative POSIX path → file text. */
export type SearchCorpus = ReadonlyMap<string, string> | Iterable<readonly [string, string]>;

/** Well below V8's maximum string length (~2^29 code units), so a join never fails. */
const DEFAULT_CHUNK_CODE_UNITS = 2 ** 27;

/** One matching line, as data: the file, its 1-based line number and its text. */
export interface LineHit {
  path: string;
  line: number;
  text: string;
}

/** Matching lines in search order, at most `limit`; `truncated` when more exist. */
export interface LineHits {
  hits: LineHit[];
  truncated: boolean;
}

/** Which files a query walks: a range in search order, minus what rg would skip. */
interface SearchTarget {
  first: number;
  last: number;
  searchable: (file: CorpusFile) => boolean;
}

export class MemorySearchBackend {
  readonly maxMatches: number;
  private readonly timeBudgetMs: number;
  private readonly now: (() => number) | undefined;
  private readonly chunks: CorpusChunk[] = [];
  /** Every file in search order, and where each sits in its chunk. */
  private readonly files: CorpusFile[] = [];
  private readonly placeOf = new Map<CorpusFile, { chunk: CorpusChunk; index: number }>();
  private readonly fileIndexByPath = new Map<string, number>();

  constructor(corpus: SearchCorpus, options: MemorySearchBackendOptions = {}) {
    this.maxMatches = options.maxMatches ?? searchOutput.DEFAULT_MAX_MATCHES;
    this.timeBudgetMs = options.timeBudgetMs ?? SEARCH_TIME_BUDGET_MS;
    this.now = options.now;
    const chunkCodeUnits = options.chunkCodeUnits ?? DEFAULT_CHUNK_CODE_UNITS;
    const byPath = new Map<string, string>();
    for (const [path, text] of corpus) byPath.set(normpath(path), text);
    const startsByPath = new Map<string, Uint32Array>();
    for (const [path, starts] of options.lineStarts ?? []) startsByPath.set(normpath(path), starts);
    const entries = [...byPath].map(([path, text]) => ({ path, text, lineStarts: startsByPath.get(path) })).sort((a, b) => compareSearchPaths(a.path, b.path));
    let pending: { path: string; text: string; lineStarts?: Uint32Array }[] = [];
    let pendingLength = 0;
    const flush = () => {
      if (pending.length === 0) return;
      const chunk = new CorpusChunk(pending);
      this.chunks.push(chunk);
      chunk.files.forEach((file, index) => {
        this.fileIndexByPath.set(file.path, this.files.length);
        this.files.push(file);
        this.placeOf.set(file, { chunk, index });
      });
      pending = [];
      pendingLength = 0;
    };
    for (const entry of entries) {
      if (pendingLength + entry.text.length > chunkCodeUnits) flush();
      pending.push(entry);
      pendingLength += entry.text.length + 1;
    }
    flush();
  }

  /** A SearchFunction: `(pattern, path?, {context, caseInsensitive})`. */
  readonly search = (pattern: string, path = "", options: SearchOptions = {}): string => this.#search(pattern, path, options);

  /**
   * `search`'s output for the file named `path` when the caller knows which of its lines may hold
   * a match: `candidates`, 0-based and ascending, every line a match can be on and maybe others
   * (a number index's lines for the figures a pattern can match). Only those lines are read, so on
   * a large file the search costs what they do, and the output is `search`'s whenever the caller
   * is right. A path naming no single file is searched whole.
   */
  searchLines(pattern: string, path: string, candidates: ArrayLike<number>, options: SearchOptions = {}): string {
    return this.#search(pattern, path, options, candidates);
  }

  #search(pattern: string, path: string, options: SearchOptions, candidates?: ArrayLike<number>): string {
    if (!pattern || searchOutput.isBlankPattern(pattern)) return searchOutput.EMPTY_PATTERN_ERROR;
    const target = this.resolveTarget(path);
    if (!target) return searchOutput.pathNotFoundError(path);
    let matcher: SearchMatcher;
    try {
      matcher = compileSearchPattern(pattern, options.caseInsensitive ?? true);
    } catch (error) {
      if (error instanceof RegexPatternError) return searchOutput.regexErrorMessage(error.detail);
      throw error;
    }
    let output: OutputLines;
    try {
      const fileCandidates = target.searchable === namedFile ? candidates : undefined;
      output = this.collect(matcher, target, searchOutput.clampContext(options.context), new SearchDeadline(this.timeBudgetMs, this.now), fileCandidates);
    } catch (error) {
      if (error instanceof SearchTimeout) return searchOutput.SEARCH_TIMEOUT_ERROR;
      throw error;
    }
    if (output.lines.length === 0) return searchOutput.noMatchesMessage(pattern);
    return searchOutput.finishSearchOutput(output.lines.join("\n"), this.maxMatches);
  }

  /**
   * The matching lines of every walked file as data, for callers that group and link hits instead
   * of printing rg's text. Throws RegexPatternError for a pattern ripgrep refuses and SearchTimeout
   * past the time budget.
   */
  findLines(pattern: string, options: { caseInsensitive?: boolean; limit: number }): LineHits {
    if (!pattern || searchOutput.isBlankPattern(pattern) || this.files.length === 0) return { hits: [], truncated: false };
    const matcher = compileSearchPattern(pattern, options.caseInsensitive ?? true);
    const deadline = new SearchDeadline(this.timeBudgetMs, this.now);
    const hits: LineHit[] = [];
    const searchable = walkable("");
    for (const chunk of this.chunks) {
      const remaining = options.limit + 1 - hits.length;
      if (remaining <= 0) break;
      for (const fileHits of chunk.scan(matcher, 0, chunk.files.length - 1, searchable, remaining, deadline)) {
        for (const line of fileHits.lines) hits.push({ path: fileHits.file.path, line: line + 1, text: fileHits.file.lineText(line) });
      }
    }
    return hits.length > options.limit ? { hits: hits.slice(0, options.limit), truncated: true } : { hits, truncated: false };
  }

  /** Output lines, chunk by chunk, stopping at maxMatches + 1 (enough to know it truncates); with `candidates`, only those lines of the one file targeted. */
  private collect(matcher: SearchMatcher, target: SearchTarget, context: number, deadline: SearchDeadline, candidates?: ArrayLike<number>): OutputLines {
    const output = new OutputLines(this.maxMatches + 1);
    let first = target.first;
    while (first <= target.last && !output.full) {
      const { chunk, index: chunkFirst } = this.placeOf.get(this.files[first])!;
      const chunkLast = Math.min(chunk.files.length - 1, chunkFirst + (target.last - first));
      const remaining = this.maxMatches + 1 - output.lines.length;
      for (const hits of chunk.scan(matcher, chunkFirst, chunkLast, target.searchable, remaining, deadline, candidates)) {
        if (output.full) break;
        renderFileMatches(hits.file, hits.lines, context, output);
      }
      first += chunkLast - chunkFirst + 1;
    }
    return output;
  }

  /**
   * The files `rg` would search for `path` below the root, or undefined when the path does not
   * exist. Walking a directory skips hidden entries and binary files, as ripgrep does; a file
   * named explicitly is searched even when hidden.
   */
  private resolveTarget(path: string): SearchTarget | undefined {
    if (path.startsWith("/") || this.files.length === 0) return undefined;
    // A file's own path (the auditor's every search) is already normal: no normpath to run.
    const named = path === "." || path === ".." || path.startsWith("../") ? undefined : this.fileIndexByPath.get(path);
    if (named !== undefined) return { first: named, last: named, searchable: namedFile };
    const target = normpath(path);
    if (target === ".." || target.startsWith("../")) return undefined;
    if (target === ".") return { first: 0, last: this.files.length - 1, searchable: walkable("") };
    const fileIndex = this.fileIndexByPath.get(target);
    if (fileIndex !== undefined) return path.endsWith("/") ? undefined : { first: fileIndex, last: fileIndex, searchable: namedFile };
    // A directory's files are contiguous in search order and follow the directory's own position.
    const prefix = `${target}/`;
    const first = this.firstIndexAfter(target);
    if (first >= this.files.length || !this.files[first].path.startsWith(prefix)) return undefined;
    let last = first;
    while (last + 1 < this.files.length && this.files[last + 1].path.startsWith(prefix)) last++;
    return { first, last, searchable: walkable(prefix) };
  }

  private firstIndexAfter(path: string): number {
    let low = 0;
    let high = this.files.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareSearchPaths(this.files[middle].path, path) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** A file named explicitly is searched even when hidden or binary. */
const namedFile = (): boolean => true;

/** What a directory walk from `prefix` searches: no binary files, nothing hidden below it. */
function walkable(prefix: string): (file: CorpusFile) => boolean {
  return (file) => {
    if (file.binary) return false;
    const below = file.path.slice(prefix.length);
    return !below.startsWith(".") && !below.includes("/.");
  };
}
