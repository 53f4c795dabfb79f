/**
 * Many files joined by "\n" into one string, searched in a single pass. One contiguous text lets
 * `indexOf` and the regex engine run at full speed instead of paying a call per file; a match can
 * never straddle two files because no pattern or class matches "\n" (see search-pattern.ts).
 */
import { CorpusFile } from "./corpus-file";
import type { SearchDeadline } from "./search-deadline";
import type { LinePattern, RequiredLiterals, SearchMatcher } from "./search-pattern";
import type { SupersetPrefilter } from "./superset-prefilter";

// Rust folds the long s (U+017F) onto "s", which toLowerCase leaves alone.
const LONG_S = "\u017f";
/** RE2 scans the text in windows of whole lines about this long, and the search's time budget is checked between them. */
const WINDOW_CODE_UNITS = 1 << 20;
/**
 * The superset prefilter scans windows this long: its backtracking work per position is bounded
 * but not small, so the budget is checked more often than for RE2.
 */
const PREFILTER_WINDOW_CODE_UNITS = 1 << 16;

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

  /** `entries` are already in search order. */
  constructor(entries: readonly { path: string; text: string }[]) {
    this.text = entries.length === 1 ? entries[0].text : entries.map((entry) => entry.text).join("\n");
    this.hasLongS = this.text.includes(LONG_S);
    let start = 0;
    this.files = entries.map((entry) => {
      const file = new CorpusFile(entry.path, this.text, start, start + entry.text.length, entry.text.includes("\0"));
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
   */
  scan(matcher: SearchMatcher, first: number, last: number, searchable: (file: CorpusFile) => boolean, limit: number, deadline: SearchDeadline): FileHits[] {
    const find = this.finder(matcher, deadline);
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
  private finder(matcher: SearchMatcher, deadline: SearchDeadline): (from: number) => number {
    if (matcher.kind === "literal" && !matcher.caseInsensitive) {
      return (from) => this.text.indexOf(matcher.text, from);
    }
    if (matcher.kind === "literal") {
      const needle = matcher.text.toLowerCase();
      const foldsLikeLowercase = /^[\x00-\x7f]*$/.test(needle) && !(this.hasLongS && needle.includes("s"));
      if (foldsLikeLowercase) return (from) => this.lowerText.indexOf(needle, from);
    }
    if (matcher.kind === "regex" && matcher.needles && !(matcher.needles.caseInsensitive && this.hasLongS && matcher.needles.texts.some((text) => text.includes("s")))) {
      return this.prefilteredFinder(matcher.pattern, matcher.needles, deadline);
    }
    if (matcher.kind === "regex" && matcher.prefilter) return this.supersetFinder(matcher.pattern, matcher.prefilter, deadline);
    return this.windowedFinder(matcher.pattern, deadline);
  }

  /**
   * Lines holding one of the literals every match needs, found by indexOf (each literal's next
   * occurrence kept, so none is searched twice), each then checked alone by RE2: most of the text is
   * never run through RE2 at all.
   */
  private prefilteredFinder(pattern: LinePattern, needles: RequiredLiterals, deadline: SearchDeadline): (from: number) => number {
    const haystack = needles.caseInsensitive ? this.lowerText : this.text;
    const next = needles.texts.map(() => -2);
    let checked = 0;
    return (from) => {
      for (;;) {
        let at = -1;
        needles.texts.forEach((needle, index) => {
          if (next[index] !== -1 && next[index] < from) next[index] = haystack.indexOf(needle, from);
          if (next[index] !== -1 && (at === -1 || next[index] < at)) at = next[index];
        });
        if (at === -1) return -1;
        if (++checked % 1024 === 0) deadline.check();
        const lineStart = this.text.lastIndexOf("\n", at) + 1;
        const lineEnd = this.lineEndAt(at);
        if (pattern.matches(this.text.slice(lineStart, lineEnd))) return lineStart;
        from = lineEnd + 1;
      }
    };
  }

  /**
   * Lines the superset prefilter passes, found window by window (the time budget is checked
   * before each), each then checked alone by RE2. Windows are whole lines, so `^` and `$` hold.
   */
  private supersetFinder(pattern: LinePattern, prefilter: SupersetPrefilter, deadline: SearchDeadline): (from: number) => number {
    const windowAt = this.lineWindows(PREFILTER_WINDOW_CODE_UNITS, deadline, (text) => text);
    return (from) => {
      while (from <= this.text.length) {
        const window = windowAt(from);
        prefilter.regex.lastIndex = from - window.start;
        const candidate = prefilter.regex.exec(window.value);
        if (!candidate) {
          from = window.end + 1;
          continue;
        }
        const at = window.start + candidate.index;
        const lineStart = this.text.lastIndexOf("\n", at) + 1;
        const lineEnd = this.lineEndAt(at);
        // No match starts before the prefilter's, so RE2 starts there.
        if (pattern.matches(this.text.slice(lineStart, lineEnd), prefilter.matchStart(this.text, at, lineStart) - lineStart)) return lineStart;
        from = lineEnd + 1;
      }
      return -1;
    };
  }

  /**
   * RE2 over windows of whole lines: no match spans a newline, so a window boundary at one changes
   * nothing (each window starts a line, as `^` and look-behinds expect), and the time budget is
   * checked before each window is scanned.
   */
  private windowedFinder(pattern: LinePattern, deadline: SearchDeadline): (from: number) => number {
    const windowAt = this.lineWindows(WINDOW_CODE_UNITS, deadline, (text) => pattern.scanner(text));
    return (from) => {
      while (from <= this.text.length) {
        const window = windowAt(from);
        const at = window.value(from - window.start);
        if (at !== -1) return window.start + at;
        from = window.end + 1;
      }
      return -1;
    };
  }

  /**
   * The text cut into windows of whole lines about `codeUnits` long, the time budget checked before
   * each is made: `windowAt(from)` is the current window when it holds `from`, else a new one
   * starting there, with `make` applied once to its text.
   */
  private lineWindows<T>(codeUnits: number, deadline: SearchDeadline, make: (text: string) => T): (from: number) => { start: number; end: number; value: T } {
    let window: { start: number; end: number; value: T } | null = null;
    return (from) => {
      if (!window || from < window.start || from > window.end) {
        deadline.check();
        const end = this.lineEndAt(Math.min(this.text.length, from + codeUnits));
        window = { start: from, end, value: make(this.text.slice(from, end)) };
      }
      return window;
    };
  }

  /** Where the line holding `at` ends: its "\n", or the end of the text. */
  private lineEndAt(at: number): number {
    const newline = this.text.indexOf("\n", at);
    return newline === -1 ? this.text.length : newline;
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
