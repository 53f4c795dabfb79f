/**
 * Where each figure of the source sits, built once per audit in one pass over the corpus and
 * restricted to the keys the document's facts need (see number-keys.ts). A fact's candidate
 * lines then cost a few map lookups instead of a regex scan of the whole source.
 */
import { digitsKey, KEY_COUNT } from "./number-keys";
import type { SourceCorpus, SourceFile } from "./source-corpus";

export interface SourceLine {
  file: SourceFile;
  /** 0-based line index in the file */
  line: number;
}

/** A line's position packed into one number: file order × 2^32 + line, so numeric order is search order. */
const FILE_STRIDE = 2 ** 32;

const isDigit = (code: number) => code >= 48 && code <= 57;
const NEWLINE = 10;
const COMMA = 44;
const PERIOD = 46;

export class NumberIndex {
  readonly #positionsByKey = new Map<number, number[]>();
  /** Membership of the needed keys, checked per figure before any map lookup. */
  readonly #needed = new Uint8Array(KEY_COUNT);

  constructor(
    private readonly corpus: SourceCorpus,
    neededKeys: ReadonlySet<number>,
  ) {
    for (const key of neededKeys) {
      this.#positionsByKey.set(key, []);
      this.#needed[key] = 1;
    }
    corpus.files.forEach((file, order) => this.#indexFile(file.text, order));
  }

  /**
   * Each figure is indexed as written plainly (`4`, `213`, `4213.5`) and, when it has thousands
   * separators, as the grouped whole (`4,213,000`): a tokenizer reading either way is covered.
   * One pass of charCode tests: this loop runs over every character of the source.
   */
  #indexFile(text: string, order: number): void {
    let line = 0;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code === NEWLINE) line++;
      if (!isDigit(code)) continue;
      const start = at;
      while (isDigit(text.charCodeAt(at + 1))) at++;
      const integerEnd = at + 1;
      const end = fractionEnd(text, integerEnd);
      this.#add(digitsKey(text, start, end), order, line);
      if (text.charCodeAt(integerEnd) === COMMA) {
        const groupedEnd = thousandsGroupEnd(text, start, integerEnd);
        if (groupedEnd > integerEnd) this.#add(digitsKey(text, start, fractionEnd(text, groupedEnd)), order, line);
      }
      at = end - 1;
    }
  }

  #add(key: number, order: number, line: number): void {
    if (this.#needed[key] === 0) return;
    const positions = this.#positionsByKey.get(key)!;
    const position = order * FILE_STRIDE + line;
    if (positions[positions.length - 1] !== position) positions.push(position);
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

/** After a figure's integer digits: past a ".digits" fraction if one follows. */
function fractionEnd(text: string, at: number): number {
  if (text.charCodeAt(at) !== PERIOD || !isDigit(text.charCodeAt(at + 1))) return at;
  let end = at + 1;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return end;
}

/** For 1–3 leading digits followed by ",ddd" groups: the end of the last group; else `integerEnd`. */
function thousandsGroupEnd(text: string, start: number, integerEnd: number): number {
  if (integerEnd - start > 3) return integerEnd;
  let end = integerEnd;
  while (
    text.charCodeAt(end) === COMMA &&
    isDigit(text.charCodeAt(end + 1)) &&
    isDigit(text.charCodeAt(end + 2)) &&
    isDigit(text.charCodeAt(end + 3)) &&
    !isDigit(text.charCodeAt(end + 4))
  ) {
    end += 4;
  }
  return end;
}
