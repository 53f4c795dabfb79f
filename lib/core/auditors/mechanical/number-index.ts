/**
 * Where each figure of the source sits, restricted to the keys the document's facts need (see
 * number-keys.ts). A fact's candidate lines then cost a few array reads instead of a regex scan
 * of the whole source. Each file's figures are read once, in one pass, and kept with the file
 * (`SourceFile.figures`), so the audits of one run share that pass: an edge over the upstreams'
 * calls, each upstream's grounding and the report read the same call files, and the not-found
 * figures' nearest candidates are read from it too. A task adds only which files carry each
 * needed key; a fact's lines are read from the files' own indexes as the deciding step asks for
 * them, and it mostly stops after its first few dozen.
 */
import { KEY_COUNT, keyBits, type KeyedLines } from "../../figure-index";
import type { SourceCorpus, SourceFile } from "./source-corpus";

/** A line's position packed into one number: file order × 2^32 + line, so numeric order is search order. */
const FILE_STRIDE = 2 ** 32;

/** The module's own: an imported binding may be read as a property (a getter's call) at each use. */
const KEYS = KEY_COUNT;
/** Scratch for `carriedOf`: a file's needed keys and their indexes. */
const CARRIED_KEYS = new Uint16Array(KEYS);
const CARRIED_INDEXES = new Uint16Array(KEYS);

/**
 * Per needed key k, where its files' runs start: runs[fileStarts[k] .. fileStarts[k + 1]). Each
 * step is a function of its own, one loop each: the constructor runs once per audit, so V8
 * compiles these loops on stack, and code after a loop compiled so would lack type feedback and
 * be thrown away when it first ran (on the audit threads, at every run).
 */
function keyFileStarts(lines: readonly KeyedLines[], needed: Uint32Array): Uint32Array {
  const fileStarts = new Uint32Array(KEYS + 1);
  for (let order = 0; order < lines.length; order++) {
    const count = lines[order].carriedOf(needed, CARRIED_KEYS, CARRIED_INDEXES);
    for (let at = 0; at < count; at++) fileStarts[CARRIED_KEYS[at] + 1]++;
  }
  return prefixSums(fileStarts);
}

function prefixSums(counts: Uint32Array): Uint32Array {
  for (let at = 1; at < counts.length; at++) counts[at] += counts[at - 1];
  return counts;
}

/** The files' runs of each needed key, filled in key order (`keyFileStarts`), each key's in file order. */
function keyRuns(lines: readonly KeyedLines[], needed: Uint32Array, fileStarts: Uint32Array): KeyRuns {
  const total = fileStarts[KEYS];
  const runs: KeyRuns = { order: new Uint32Array(total), firstLine: new Uint32Array(total), start: new Uint32Array(total), end: new Uint32Array(total) };
  const next = fileStarts.slice(0, KEYS);
  for (let order = 0; order < lines.length; order++) {
    const file = lines[order];
    const count = file.carriedOf(needed, CARRIED_KEYS, CARRIED_INDEXES);
    for (let at = 0; at < count; at++) {
      const run = next[CARRIED_KEYS[at]]++;
      runs.order[run] = order;
      runs.start[run] = file.runStart(CARRIED_INDEXES[at]);
      runs.firstLine[run] = file.lineAt(runs.start[run]);
      runs.end[run] = file.runStart(CARRIED_INDEXES[at] + 1);
    }
  }
  return runs;
}

export class NumberIndex {
  readonly #files: readonly SourceFile[];
  readonly #lines: readonly KeyedLines[];
  /**
   * The files carrying needed key k are runs[fileStarts[k] .. fileStarts[k + 1]), in search order,
   * each run its file's order and where the key's lines start and end in that file's index: the
   * merge then reads a key's runs one after another, and each file's index only for its lines.
   */
  readonly #fileStarts: Uint32Array;
  readonly #runs: KeyRuns;

  constructor(corpus: SourceCorpus, neededKeys: ReadonlySet<number>) {
    this.#files = corpus.files;
    this.#lines = corpus.files.map((file) => file.figures.lines);
    const needed = keyBits(neededKeys);
    this.#fileStarts = keyFileStarts(this.#lines, needed);
    this.#runs = keyRuns(this.#lines, needed, this.#fileStarts);
  }

  /**
   * The first `limit` lines, in search order, holding a figure with one of the keys, read as the
   * caller asks for them: the keys' lists are merged (each is in order already) only as far as
   * the caller reads, and a fact's search mostly stops after its first few dozen candidates.
   */
  linesWith(keys: Iterable<number>, limit: number): LineCursor {
    return new LineCursor(this.#files, new KeyMerge(this.#lines, this.#fileStarts, this.#runs, keys), limit);
  }
}

/**
 * Candidate lines read one at a time: `next()` moves to the next line and says whether there
 * was one, and `file` and `line` are where it is. A fact reads hundreds of candidates, so none
 * is an object of its own.
 */
export class LineCursor {
  readonly #files: readonly SourceFile[];
  readonly #merge: KeyMerge;
  readonly #limit: number;
  #read = 0;
  #last = -1;
  /** The file of the line read last. */
  file: SourceFile | undefined;
  /** The 0-based index of the line read last, in `file`. */
  line = -1;

  constructor(files: readonly SourceFile[], merge: KeyMerge, limit: number) {
    this.#files = files;
    this.#merge = merge;
    this.#limit = limit;
  }

  next(): boolean {
    if (this.#read >= this.#limit) return false;
    for (;;) {
      const position = this.#merge.next();
      if (position < 0) return false;
      if (position === this.#last) continue;
      this.#last = position;
      this.#read++;
      this.file = this.#files[this.#merge.order];
      this.line = this.#merge.line;
      return true;
    }
  }
}

/** A key's runs of lines, file by file: the file's order, the run's first line, and its start and end in that file's `KeyedLines`. */
interface KeyRuns {
  order: Uint32Array;
  /** So a run of one line, as most are in a file of few figures, is read without touching its file's index. */
  firstLine: Uint32Array;
  start: Uint32Array;
  end: Uint32Array;
}

/**
 * The positions of the lines holding any of some keys, ascending, by a binary heap of one list
 * per key: a key's list is its files' runs of lines one after another, read only as far as the
 * merge gets.
 */
class KeyMerge {
  readonly #lines: readonly KeyedLines[];
  readonly #runs: KeyRuns;
  /** Per list: its next run and the end of its runs, its current file's order, and its next line and end there (positions in that file's index). */
  readonly #nextRun: Uint32Array;
  readonly #runsEnd: Uint32Array;
  readonly #order: Uint32Array;
  readonly #cursor: Uint32Array;
  readonly #runEnd: Uint32Array;
  /** Per list: the position of its next line. */
  readonly #head: Float64Array;
  /** List numbers, as a heap ordered by their head. */
  readonly #heap: Uint32Array;
  #size = 0;
  /** The file order and line of the position `next` returned last. */
  order = 0;
  line = 0;

  constructor(lines: readonly KeyedLines[], fileStarts: Uint32Array, runs: KeyRuns, keys: Iterable<number>) {
    this.#lines = lines;
    this.#runs = runs;
    const listed = [...keys].filter((key) => fileStarts[key + 1] > fileStarts[key]);
    this.#nextRun = new Uint32Array(listed.length);
    this.#runsEnd = new Uint32Array(listed.length);
    this.#order = new Uint32Array(listed.length);
    this.#cursor = new Uint32Array(listed.length);
    this.#runEnd = new Uint32Array(listed.length);
    this.#head = new Float64Array(listed.length);
    this.#heap = new Uint32Array(listed.length);
    listed.forEach((key, list) => {
      this.#nextRun[list] = fileStarts[key];
      this.#runsEnd[list] = fileStarts[key + 1];
      this.#enterNextRun(list);
      this.#heap[list] = list;
    });
    this.#size = listed.length;
    for (let at = (this.#size >> 1) - 1; at >= 0; at--) this.#siftDown(at);
  }

  /** The smallest position not yet read, or -1 when every list is read; `order` and `line` are its file's order and line. */
  next(): number {
    if (this.#size === 0) return -1;
    const list = this.#heap[0];
    const position = this.#head[list];
    const order = this.#order[list];
    this.order = order;
    // As an int32: the difference of two doubles would stay a double, and every reader of the line down the audit (tables, kept candidates) would meet heap numbers where it had seen small integers.
    this.line = (position - order * FILE_STRIDE) | 0;
    if (++this.#cursor[list] < this.#runEnd[list]) {
      this.#head[list] = order * FILE_STRIDE + this.#lines[order].lineAt(this.#cursor[list]);
    } else if (this.#nextRun[list] < this.#runsEnd[list]) {
      this.#enterNextRun(list);
    } else {
      this.#heap[0] = this.#heap[--this.#size];
    }
    this.#siftDown(0);
    return position;
  }

  /** Moves a list to its key's next run of lines, in the next file carrying it. */
  #enterNextRun(list: number): void {
    const run = this.#nextRun[list]++;
    const order = this.#runs.order[run];
    this.#order[list] = order;
    this.#cursor[list] = this.#runs.start[run];
    this.#runEnd[list] = this.#runs.end[run];
    this.#head[list] = order * FILE_STRIDE + this.#runs.firstLine[run];
  }

  #siftDown(from: number): void {
    const heap = this.#heap;
    const head = this.#head;
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.#size) return;
      const smaller = left + 1 < this.#size && head[heap[left + 1]] < head[heap[left]] ? left + 1 : left;
      if (head[heap[smaller]] >= head[heap[at]]) return;
      const swap = heap[at];
      heap[at] = heap[smaller];
      heap[smaller] = swap;
      at = smaller;
    }
  }
}
