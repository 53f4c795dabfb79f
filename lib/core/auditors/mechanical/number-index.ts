/**
 * Where each figure of the source sits, restricted to the keys the document's facts need (see
 * number-keys.ts). A fact's candidate lines then cost a few map lookups instead of a regex scan
 * of the whole source. Each file's figures are read once, in one pass, and kept with the file
 * (`FileFigures`), so the audits of one run share that pass: an edge over the upstreams' calls,
 * each upstream's grounding and the report read the same call files.
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

/** Keys and lines of one file's figures as read, before they are sorted by key; grown to the largest file. */
let scratch = { keys: new Uint16Array(0), lines: new Uint32Array(0) };

/** One file's figures: for each key, the lines holding a figure with it, in order, each once. */
class FileFigures {
  /** Key k's lines are lines[starts[k] .. starts[k + 1]). */
  readonly #starts = new Uint32Array(KEY_COUNT + 1);
  readonly #lines: Uint32Array;

  /**
   * Each figure is read as written plainly (`4`, `213`, `4213.5`) and, when it has thousands
   * separators, as the grouped whole (`4,213,000`): a tokenizer reading either way is covered.
   * One pass of charCode tests: this loop runs over every character of the source.
   */
  constructor(text: string) {
    // A figure takes at least one digit and one other character, and is read at most twice.
    const capacity = text.length + 2;
    if (scratch.keys.length < capacity) scratch = { keys: new Uint16Array(capacity), lines: new Uint32Array(capacity) };
    const { keys, lines } = scratch;
    const starts = this.#starts;
    // A line is kept once per key: the last line each key was read on.
    const lastLine = new Int32Array(KEY_COUNT).fill(-1);
    let count = 0;
    const add = (key: number, line: number) => {
      if (lastLine[key] === line) return;
      lastLine[key] = line;
      keys[count] = key;
      lines[count++] = line;
      starts[key + 1]++;
    };
    let line = 0;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code === NEWLINE) line++;
      if (!isDigit(code)) continue;
      const start = at;
      while (isDigit(text.charCodeAt(at + 1))) at++;
      const integerEnd = at + 1;
      const end = fractionEnd(text, integerEnd);
      add(digitsKey(text, start, end), line);
      if (text.charCodeAt(integerEnd) === COMMA) {
        const groupedEnd = thousandsGroupEnd(text, start, integerEnd);
        if (groupedEnd > integerEnd) add(digitsKey(text, start, fractionEnd(text, groupedEnd)), line);
      }
      at = end - 1;
    }
    // A counting sort by key keeps each key's lines in order.
    for (let key = 0; key < KEY_COUNT; key++) starts[key + 1] += starts[key];
    this.#lines = new Uint32Array(starts[KEY_COUNT]);
    const next = starts.slice(0, KEY_COUNT);
    for (let i = 0; i < count; i++) this.#lines[next[keys[i]]++] = lines[i];
  }

  /** Appends `base + line` for each line holding key `key`. */
  addLines(key: number, base: number, into: number[]): void {
    for (let at = this.#starts[key], end = this.#starts[key + 1]; at < end; at++) into.push(base + this.#lines[at]);
  }
}

const fileFigures = new WeakMap<SourceFile, FileFigures>();

function figuresOf(file: SourceFile): FileFigures {
  let figures = fileFigures.get(file);
  if (!figures) fileFigures.set(file, (figures = new FileFigures(file.text)));
  return figures;
}

export class NumberIndex {
  readonly #positionsByKey = new Map<number, number[]>();

  constructor(
    private readonly corpus: SourceCorpus,
    neededKeys: ReadonlySet<number>,
  ) {
    for (const key of neededKeys) this.#positionsByKey.set(key, []);
    corpus.files.forEach((file, order) => {
      const figures = figuresOf(file);
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
