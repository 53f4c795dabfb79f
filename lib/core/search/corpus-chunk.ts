/**
 * Many files joined by "\n" into one string, searched in a single pass. One contiguous text lets
 * `indexOf` and the regex engine run at full speed instead of paying a call per file; a match can
 * never straddle two files because no pattern or class matches "\n" (see search-pattern.ts).
 */
import { CorpusFile } from "./corpus-file";
import type { SearchDeadline } from "./search-deadline";
import { CandidateLinesFinder, LiteralFinder, PrefilteredFinder, SupersetFinder, WindowedFinder, type Finder } from "./finders";
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
  #lowerText: string | undefined;
  private readonly hasLongS: boolean;

  /** `entries` are already in search order; `lineStarts`, a file's `lineStarts` (lib/core/lines), when the caller has them. */
  constructor(entries: readonly { path: string; text: string; lineStarts?: Uint32Array }[]) {
    this.text = entries.length === 1 ? entries[0].text : entries.map((entry) => entry.text).join("\n");
    this.hasLongS = this.text.includes(LONG_S);
    let start = 0;
    this.files = entries.map((entry) => {
      const file = new CorpusFile(entry.path, this.text, start, start + entry.text.length, entry.text.includes("\0"), entry.lineStarts);
      start += entry.text.length + 1;
      return file;
    });
  }

  /**
   * Lowercased text with the same offsets, for case-insensitive ASCII literals; made on the first
   * such search (a figure's digits never need it). Each file is lowercased alone, as it was read.
   */
  private get lowerText(): string {
    this.#lowerText ??= this.files.map((file) => lowercaseKeepingOffsets(this.text.slice(file.start, file.end))).join("\n");
    return this.#lowerText;
  }

  /**
   * Matching lines of files[first..last] that `searchable` accepts, in order, at most `limit`
   * lines in all. After a hit the scan resumes at the next line, so a line is reported once.
   * With `candidates` (one file: first = last), only those of its lines are read.
   */
  scan(
    matcher: SearchMatcher,
    first: number,
    last: number,
    searchable: (file: CorpusFile) => boolean,
    limit: number,
    deadline: SearchDeadline,
    candidates?: ArrayLike<number>,
  ): FileHits[] {
    const finder = candidates ? new CandidateLinesFinder(this.text, matcher.pattern, this.files[first], candidates, deadline) : this.finder(matcher, deadline);
    const hits: FileHits[] = [];
    const rangeEnd = this.files[last].end;
    let fileIndex = first;
    let found = 0;
    let from = this.files[first].start;
    while (found < limit && from <= rangeEnd) {
      const at = finder.find(from);
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

  /** What finds the next match at or after an offset. */
  private finder(matcher: SearchMatcher, deadline: SearchDeadline): Finder {
    if (matcher.kind === "literal" && !matcher.caseInsensitive) return new LiteralFinder(this.text, matcher.text);
    if (matcher.kind === "literal") {
      const needle = matcher.text.toLowerCase();
      const foldsLikeLowercase = /^[\x00-\x7f]*$/.test(needle) && !(this.hasLongS && needle.includes("s"));
      if (foldsLikeLowercase) return new LiteralFinder(this.lowerText, needle);
    }
    if (matcher.kind === "regex" && matcher.needles && !(matcher.needles.caseInsensitive && this.hasLongS && matcher.needles.texts.some((text) => text.includes("s")))) {
      return new PrefilteredFinder(this.text, matcher.needles.caseInsensitive ? this.lowerText : this.text, matcher.pattern, matcher.needles.texts, deadline);
    }
    if (matcher.kind === "regex" && matcher.prefilter) return new SupersetFinder(this.text, matcher.pattern, matcher.prefilter, deadline);
    return new WindowedFinder(this.text, matcher.pattern, deadline);
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
