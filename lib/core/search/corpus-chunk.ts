/**
 * Many files joined by "\n" into one string, searched in a single pass. One contiguous text lets
 * `indexOf` and the regex engine run at full speed instead of paying a call per file; a match can
 * never straddle two files because no pattern or class matches "\n" (see search-pattern.ts).
 */
import { CorpusFile } from "./corpus-file";
import type { SearchMatcher } from "./search-pattern";

// Rust folds the long s (U+017F) onto "s", which toLowerCase leaves alone.
const LONG_S = "\u017f";

/** The lines of one file that hold a match, in order. */
export interface FileHits {
  file: CorpusFile;
  lines: number[];
}

export class CorpusChunk {
  readonly files: CorpusFile[];
  private readonly text: string;
  /** Lowercased text with the same offsets, for case-insensitive ASCII literals. */
  private readonly lowerText: string;
  private readonly hasLongS: boolean;

  /** `entries` are already in search order. */
  constructor(entries: readonly { path: string; text: string }[]) {
    this.text = entries.map((entry) => entry.text).join("\n");
    this.lowerText = entries.map((entry) => lowercaseKeepingOffsets(entry.text)).join("\n");
    this.hasLongS = this.text.includes(LONG_S);
    let start = 0;
    this.files = entries.map((entry) => {
      const file = new CorpusFile(entry.path, this.text, start, start + entry.text.length, entry.text.includes("\0"));
      start += entry.text.length + 1;
      return file;
    });
  }

  /**
   * Matching lines of files[first..last] that `searchable` accepts, in order, at most `limit`
   * lines in all. After a hit the scan resumes at the next line, so a line is reported once.
   */
  scan(matcher: SearchMatcher, first: number, last: number, searchable: (file: CorpusFile) => boolean, limit: number): FileHits[] {
    const find = this.finder(matcher);
    const hits: FileHits[] = [];
    const rangeEnd = this.files[last].end;
    let fileIndex = first;
    let found = 0;
    let from = this.files[first].start;
    while (found < limit && from <= rangeEnd) {
      const at = find(from);
      if (at < 0 || at > rangeEnd) break;
      while (this.files[fileIndex].end < at) fileIndex++;
      const file = this.files[fileIndex];
      if (!searchable(file) || !file.holdsLineAt(at)) {
        from = file.end + 1;
        continue;
      }
      const line = file.lineIndexAt(at);
      const current = hits[hits.length - 1];
      if (current?.file === file) current.lines.push(line);
      else hits.push({ file, lines: [line] });
      found++;
      from = file.lineEnd(line) + 1;
    }
    return hits;
  }

  /** The offset of the next match at or after `from`, or -1. */
  private finder(matcher: SearchMatcher): (from: number) => number {
    if (matcher.kind === "literal" && !matcher.caseInsensitive) {
      return (from) => this.text.indexOf(matcher.text, from);
    }
    if (matcher.kind === "literal") {
      const needle = matcher.text.toLowerCase();
      const foldsLikeLowercase = /^[\x00-\x7f]*$/.test(needle) && !(this.hasLongS && needle.includes("s"));
      if (foldsLikeLowercase) return (from) => this.lowerText.indexOf(needle, from);
    }
    const regex = matcher.regex;
    return (from) => {
      regex.lastIndex = from;
      const match = regex.exec(this.text);
      return match ? match.index : -1;
    };
  }
}

/**
 * toLowerCase, except that a character whose lowercase is longer (İ → i̇) stays as it is: offsets
 * must line up with the original, and Rust's simple case folding does not map İ to "i" either.
 */
function lowercaseKeepingOffsets(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return Array.from(text, (char) => {
    const lowered = char.toLowerCase();
    return lowered.length === char.length ? lowered : char;
  }).join("");
}
