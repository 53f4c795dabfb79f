import { lineIndexAt } from "../lines";

/**
 * One file of the in-memory corpus: a region [start, end) of its chunk's text. Its line-start index
 * is built on the first hit, so line numbers come from a binary search instead of counting
 * newlines, and files without hits never pay for it; a caller who has the file's `lineStarts`
 * (lib/core/lines) gives them, and no pass over the file finds them again.
 */
export class CorpusFile {
  private lineStarts: Uint32Array | undefined;

  constructor(
    readonly path: string,
    /** The chunk text this file lives in (shared, never copied). */
    private readonly chunkText: string,
    readonly start: number,
    readonly end: number,
    /** ripgrep skips files holding a NUL byte when it walks a directory. */
    readonly binary: boolean,
    /** The file's own `lineStarts`, offsets in its text, when the caller has them. */
    private readonly knownStarts?: Uint32Array,
  ) {}

  get lineCount(): number {
    return this.lines().length;
  }

  /**
   * An offset at `end` is a line of its own only when the file is non-empty and its last line has
   * no "\n"; otherwise an empty match there belongs to no line (rg counts no line after a final "\n").
   */
  holdsLineAt(offset: number): boolean {
    if (offset < this.end) return true;
    return this.end > this.start && this.chunkText.charCodeAt(this.end - 1) !== 10;
  }

  /** 0-based index of the line holding `offset` (a chunk offset inside this file). */
  lineIndexAt(offset: number): number {
    return lineIndexAt(this.lines(), offset);
  }

  /** Chunk offset of the line's "\n", or the file end for an unterminated last line. */
  lineEnd(line: number): number {
    const starts = this.lines();
    if (line + 1 < starts.length) return starts[line + 1] - 1;
    return this.chunkText.charCodeAt(this.end - 1) === 10 ? this.end - 1 : this.end;
  }

  /** Chunk offset of the line's first character. */
  lineStart(line: number): number {
    return this.lines()[line];
  }

  lineText(line: number): string {
    return this.chunkText.slice(this.lines()[line], this.lineEnd(line));
  }

  /** Whether the line ends with "\n" (only the last line of a file may not). */
  isTerminated(line: number): boolean {
    return this.lineEnd(line) < this.end;
  }

  private lines(): Uint32Array {
    if (this.lineStarts) return this.lineStarts;
    if (this.knownStarts) return (this.lineStarts = this.fromKnownStarts(this.knownStarts));
    const starts: number[] = this.end > this.start ? [this.start] : [];
    const lastLineStart = this.end - 1;
    for (let at = this.chunkText.indexOf("\n", this.start); at >= 0 && at < lastLineStart; at = this.chunkText.indexOf("\n", at + 1)) {
      starts.push(at + 1);
    }
    this.lineStarts = Uint32Array.from(starts);
    return this.lineStarts;
  }

  /** Known `lineStarts` as this index has them: chunk offsets, and no line after a final "\n" (rg counts none). */
  private fromKnownStarts(known: Uint32Array): Uint32Array {
    if (this.end === this.start) return new Uint32Array(0);
    const count = known[known.length - 1] === this.end - this.start ? known.length - 1 : known.length;
    if (this.start === 0) return known.subarray(0, count);
    return Uint32Array.from(known.subarray(0, count), (start) => start + this.start);
  }
}
