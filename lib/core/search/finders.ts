/**
 * How a chunk's search finds its next match: by indexOf for a literal, else the lines a prefilter
 * passes (the literals every match needs, or the superset regex) checked by RE2, else RE2 over
 * windows of whole lines; or, when the caller knows them, only a file's candidate lines. The
 * search's time budget is checked as they go.
 */
import type { CorpusFile } from "./corpus-file";
import type { SearchDeadline } from "./search-deadline";
import type { LinePattern } from "./search-pattern";
import type { SupersetPrefilter } from "./superset-prefilter";

/** RE2 scans the text in windows of whole lines about this long, and the search's time budget is checked between them. */
const WINDOW_CODE_UNITS = 1 << 20;
/**
 * The superset prefilter scans windows this long: its backtracking work per position is bounded
 * but not small, so the budget is checked more often than for RE2.
 */
const PREFILTER_WINDOW_CODE_UNITS = 1 << 16;

/**
 * Finds the next match at or after `from` in a chunk's text: its offset, or -1. Objects of
 * classes, not closures made per search (lib/core README, hot paths).
 */
export interface Finder {
  find(from: number): number;
}

export class LiteralFinder implements Finder {
  constructor(
    private readonly haystack: string,
    private readonly needle: string,
  ) {}

  find(from: number): number {
    return this.haystack.indexOf(this.needle, from);
  }
}

/**
 * Lines holding one of the literals every match needs, found by indexOf (each literal's next
 * occurrence kept, so none is searched twice), each then checked alone by RE2: most of the text is
 * never run through RE2 at all.
 */
export class PrefilteredFinder implements Finder {
  /** Each needle's next occurrence at or after the last `from`, -1 for none left, -2 before the first look. */
  readonly #next: number[];
  #checked = 0;

  constructor(
    private readonly text: string,
    private readonly haystack: string,
    private readonly pattern: LinePattern,
    private readonly needles: readonly string[],
    private readonly deadline: SearchDeadline,
  ) {
    this.#next = needles.map(() => -2);
  }

  find(from: number): number {
    const next = this.#next;
    for (;;) {
      let at = -1;
      for (let index = 0; index < next.length; index++) {
        if (next[index] !== -1 && next[index] < from) next[index] = this.haystack.indexOf(this.needles[index], from);
        if (next[index] !== -1 && (at === -1 || next[index] < at)) at = next[index];
      }
      if (at === -1) return -1;
      if (++this.#checked % 1024 === 0) this.deadline.check();
      const lineStart = this.text.lastIndexOf("\n", at) + 1;
      const lineEnd = lineEndAt(this.text, at);
      if (this.pattern.matches(this.text.slice(lineStart, lineEnd))) return lineStart;
      from = lineEnd + 1;
    }
  }
}

/**
 * Only the lines of one file a caller says may hold a match (0-based, ascending: a superset, such
 * as a number index's lines for the figures a pattern can match), each checked alone by RE2: the
 * rest of the file is never read.
 */
export class CandidateLinesFinder implements Finder {
  #next = 0;

  constructor(
    private readonly text: string,
    private readonly pattern: LinePattern,
    private readonly file: CorpusFile,
    private readonly lines: ArrayLike<number>,
    private readonly deadline: SearchDeadline,
  ) {}

  find(from: number): number {
    const { file, lines } = this;
    for (; this.#next < lines.length; this.#next++) {
      const start = file.lineStart(lines[this.#next]);
      if (start < from) continue;
      if (this.#next % 1024 === 1023) this.deadline.check();
      if (this.pattern.matches(this.text.slice(start, file.lineEnd(lines[this.#next])))) return start;
    }
    return -1;
  }
}

/**
 * Lines the superset prefilter passes, found window by window (the time budget is checked
 * before each), each then checked alone by RE2. Windows are whole lines, so `^` and `$` hold.
 */
export class SupersetFinder implements Finder {
  readonly #windows: LineWindows;

  constructor(
    private readonly text: string,
    private readonly pattern: LinePattern,
    private readonly prefilter: SupersetPrefilter,
    deadline: SearchDeadline,
  ) {
    this.#windows = new LineWindows(text, PREFILTER_WINDOW_CODE_UNITS, deadline);
  }

  find(from: number): number {
    const { text, prefilter } = this;
    while (from <= text.length) {
      const window = this.#windows.at(from);
      prefilter.regex.lastIndex = from - window.start;
      const candidate = prefilter.regex.exec(window.text);
      if (!candidate) {
        from = window.end + 1;
        continue;
      }
      const at = window.start + candidate.index;
      const lineStart = text.lastIndexOf("\n", at) + 1;
      const lineEnd = lineEndAt(text, at);
      // No match starts before the prefilter's, so RE2 starts there.
      if (this.pattern.matches(text.slice(lineStart, lineEnd), prefilter.matchStart(text, at, lineStart) - lineStart)) return lineStart;
      from = lineEnd + 1;
    }
    return -1;
  }
}

/**
 * RE2 over windows of whole lines: no match spans a newline, so a window boundary at one changes
 * nothing (each window starts a line, as `^` and look-behinds expect), and the time budget is
 * checked before each window is scanned.
 */
export class WindowedFinder implements Finder {
  readonly #windows: LineWindows;
  /** The scanner of the current window, and which window it scans. */
  #scanner: ((from: number) => number) | undefined;
  #scanned: LineWindow | undefined;

  constructor(
    private readonly text: string,
    private readonly pattern: LinePattern,
    deadline: SearchDeadline,
  ) {
    this.#windows = new LineWindows(text, WINDOW_CODE_UNITS, deadline);
  }

  find(from: number): number {
    while (from <= this.text.length) {
      const window = this.#windows.at(from);
      if (this.#scanned !== window) [this.#scanned, this.#scanner] = [window, this.pattern.scanner(window.text)];
      const at = this.#scanner!(from - window.start);
      if (at !== -1) return window.start + at;
      from = window.end + 1;
    }
    return -1;
  }
}

interface LineWindow {
  start: number;
  end: number;
  text: string;
}

/**
 * A text cut into windows of whole lines about `codeUnits` long, the time budget checked before
 * each is made: `at(from)` is the current window when it holds `from`, else a new one starting there.
 */
class LineWindows {
  #window: LineWindow | null = null;

  constructor(
    private readonly text: string,
    private readonly codeUnits: number,
    private readonly deadline: SearchDeadline,
  ) {}

  at(from: number): LineWindow {
    const window = this.#window;
    if (window && from >= window.start && from <= window.end) return window;
    this.deadline.check();
    const end = lineEndAt(this.text, Math.min(this.text.length, from + this.codeUnits));
    return (this.#window = { start: from, end, text: this.text.slice(from, end) });
  }
}

/** Where the line holding `at` ends: its "\n", or the end of the text. */
function lineEndAt(text: string, at: number): number {
  const newline = text.indexOf("\n", at);
  return newline === -1 ? text.length : newline;
}
