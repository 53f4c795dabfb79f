/**
 * Where each figure of the source sits, restricted to the keys the document's facts need (see
 * number-keys.ts). A fact's candidate lines then cost a few map lookups instead of a regex scan
 * of the whole source. Each file's figures are read once, in one pass, and kept with the file
 * (`SourceFile.figures`), so the audits of one run share that pass: an edge over the upstreams'
 * calls, each upstream's grounding and the report read the same call files, and the not-found
 * figures' nearest candidates are read from it too.
 */
import { KEY_COUNT } from "../../figure-index";
import type { SourceCorpus, SourceFile } from "./source-corpus";

export interface SourceLine {
  file: SourceFile;
  /** 0-based line index in the file */
  line: number;
}

/** A line's position packed into one number: file order × 2^32 + line, so numeric order is search order. */
const FILE_STRIDE = 2 ** 32;

export class NumberIndex {
  readonly #positionsByKey = new Map<number, number[]>();

  constructor(
    private readonly corpus: SourceCorpus,
    neededKeys: ReadonlySet<number>,
  ) {
    const needed = new Uint8Array(KEY_COUNT);
    for (const key of neededKeys) {
      needed[key] = 1;
      this.#positionsByKey.set(key, []);
    }
    const neededList = [...this.#positionsByKey];
    corpus.files.forEach((file, order) => {
      const { figures } = file;
      const base = order * FILE_STRIDE;
      // A file carrying fewer keys than are needed is read by its own keys: most call files hold a few dozen figures.
      const { keys } = figures;
      if (keys.length < neededList.length) {
        for (const key of keys) if (needed[key] === 1) figures.addLines(key, base, this.#positionsByKey.get(key)!);
      } else {
        for (const [key, positions] of neededList) figures.addLines(key, base, positions);
      }
    });
  }

  /**
   * The first `limit` lines, in search order, holding a figure with one of the keys, read as the
   * caller asks for them: the keys' lists are merged (each is in order already) only as far as
   * the caller reads, and a fact's search mostly stops after its first few dozen candidates.
   */
  *linesWith(keys: Iterable<number>, limit: number): Generator<SourceLine> {
    const lists: number[][] = [];
    for (const key of keys) {
      const list = this.#positionsByKey.get(key);
      if (list && list.length > 0) lists.push(list);
    }
    const merge = new ListMerge(lists);
    for (let read = 0, last = -1; read < limit; ) {
      const position = merge.next();
      if (position < 0) return;
      if (position === last) continue;
      last = position;
      read++;
      yield { file: this.corpus.files[Math.floor(position / FILE_STRIDE)], line: position % FILE_STRIDE };
    }
  }
}

/** The values of ascending lists in ascending order, by a binary heap of the lists' next values. */
class ListMerge {
  readonly #lists: readonly number[][];
  /** Each list's next index. */
  readonly #cursors: Uint32Array;
  /** List indexes, as a heap ordered by their next value. */
  readonly #heap: Uint32Array;
  #size: number;

  constructor(lists: readonly number[][]) {
    this.#lists = lists;
    this.#cursors = new Uint32Array(lists.length);
    this.#heap = Uint32Array.from(lists.keys());
    this.#size = lists.length;
    for (let at = (this.#size >> 1) - 1; at >= 0; at--) this.#siftDown(at);
  }

  /** The smallest value not yet read, or -1 when every list is read. */
  next(): number {
    if (this.#size === 0) return -1;
    const list = this.#heap[0];
    const value = this.#lists[list][this.#cursors[list]++];
    if (this.#cursors[list] === this.#lists[list].length) this.#heap[0] = this.#heap[--this.#size];
    this.#siftDown(0);
    return value;
  }

  #head(heapAt: number): number {
    const list = this.#heap[heapAt];
    return this.#lists[list][this.#cursors[list]];
  }

  #siftDown(from: number): void {
    const heap = this.#heap;
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.#size) return;
      const smaller = left + 1 < this.#size && this.#head(left + 1) < this.#head(left) ? left + 1 : left;
      if (this.#head(smaller) >= this.#head(at)) return;
      const swap = heap[at];
      heap[at] = heap[smaller];
      heap[smaller] = swap;
      at = smaller;
    }
  }
}
