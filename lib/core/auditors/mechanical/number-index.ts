/**
 * Where each figure of the source sits, restricted to the keys the document's facts need (see
 * number-keys.ts). A fact's candidate lines then cost a few map lookups instead of a regex scan
 * of the whole source. Each file's figures are read once, in one pass, and kept with the file
 * (`SourceFile.figures`), so the audits of one run share that pass: an edge over the upstreams'
 * calls, each upstream's grounding and the report read the same call files, and the not-found
 * figures' nearest candidates are read from it too.
 */
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
    for (const key of neededKeys) this.#positionsByKey.set(key, []);
    corpus.files.forEach((file, order) => {
      const { figures } = file;
      for (const [key, positions] of this.#positionsByKey) figures.addLines(key, order * FILE_STRIDE, positions);
    });
  }

  /** The first `limit` lines, in search order, holding a figure with one of the keys. */
  linesWith(keys: Iterable<number>, limit: number): SourceLine[] {
    // Each key's list is already in order, so only its first `limit` entries can make the cut.
    const lists = [...keys].map((key) => (this.#positionsByKey.get(key) ?? []).slice(0, limit));
    const merged = new Float64Array(lists.reduce((total, list) => total + list.length, 0));
    let filled = 0;
    for (const list of lists) {
      merged.set(list, filled);
      filled += list.length;
    }
    merged.sort();
    const lines: SourceLine[] = [];
    for (let i = 0; i < merged.length && lines.length < limit; i++) {
      if (i > 0 && merged[i] === merged[i - 1]) continue;
      lines.push({ file: this.corpus.files[Math.floor(merged[i] / FILE_STRIDE)], line: merged[i] % FILE_STRIDE });
    }
    return lines;
  }
}
