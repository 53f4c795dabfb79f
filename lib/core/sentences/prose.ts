import { abbreviationKind, isSentenceOpener } from "./abbreviations";
import type { LineSpan } from "./blocks";

/**
 * Sentence boundaries inside one prose block (a paragraph or a list item).
 *
 * The scan runs over a "view" of the block: the document text with any markup between the
 * block's line contents (quote markers, indentation) blanked to spaces, so offsets in the view
 * map 1:1 onto the document.
 */

const TERMINATORS = ".?!…";
/** Full-width terminators end a sentence even without a following space. */
const WIDE_TERMINATORS = "。！？";
/** Closing punctuation and emphasis that belong to the sentence they follow. */
const CLOSERS = "\"'”’)]}*_~»";
/** Opening punctuation skipped to find the first letter of the next sentence. */
const OPENERS = "\"'“‘([{*_`«#$€£¥>-–—";
const FOOTNOTE_REF = /\[\^?\d+(?:[,–-]\s*\d+)*\]/y;
const WORD = /[\p{L}\p{N}]+/uy;

function blockView(markdown: string, lines: LineSpan[]): { view: string; offset: number } {
  const offset = lines[0].start;
  let view = "";
  for (const line of lines) {
    view += " ".repeat(line.start - offset - view.length) + markdown.slice(line.start, line.end);
  }
  return { view, offset };
}

const isSpace = (ch: string | undefined) => ch === " " || ch === "\n" || ch === "\t" || ch === "\r" || (ch !== undefined && ch > "~" && /\s/.test(ch));

/** End of an inline code span opened by the backtick run at `i`, or -1. */
function codeSpanEnd(view: string, i: number): number {
  let run = 1;
  while (view[i + run] === "`") run++;
  const ticks = "`".repeat(run);
  let at = view.indexOf(ticks, i + run);
  while (at !== -1 && view[at + run] === "`") at = view.indexOf(ticks, at + run + 1);
  return at === -1 ? -1 : at + run;
}

/** The space-delimited token that ends right before `i`, without opening punctuation ("(e.g" → "e.g"). */
function tokenBefore(view: string, i: number): string {
  let start = i;
  while (start > 0 && !isSpace(view[start - 1])) start--;
  while (start < i && OPENERS.includes(view[start])) start++;
  return view.slice(start, i);
}

/** The first word of what follows position `i` once spaces and opening punctuation are skipped. */
function nextWord(view: string, i: number): string {
  let start = i;
  while (start < view.length && (isSpace(view[start]) || OPENERS.includes(view[start]))) start++;
  WORD.lastIndex = start;
  const match = WORD.exec(view);
  return match ? match[0] : view.slice(start, start + 1);
}

function consumeClosers(view: string, i: number): number {
  for (;;) {
    if (i < view.length && CLOSERS.includes(view[i])) i++;
    else {
      FOOTNOTE_REF.lastIndex = i;
      const footnote = view[i] === "[" ? FOOTNOTE_REF.exec(view) : null;
      if (!footnote) return i;
      i += footnote[0].length;
    }
  }
}

const MIXED_CASE_TERM = /^\p{Ll}+\p{Lu}/u;

/**
 * Whether the terminator run `view[i..runEnd)` ends a sentence, given the next word `next`.
 * Called only when whitespace follows the run (after closers).
 */
function endsSentence(view: string, i: number, runEnd: number, next: string): boolean {
  const first = next[0];
  if (first === undefined) return true;
  // A lower-case word continues the sentence, unless it is a mixed-case term that starts one
  // ("eGFR", "iPhone", "pH", "mRNA"): a capital after its first letter.
  if (/\p{Ll}/u.test(first) && !MIXED_CASE_TERM.test(next)) return false;
  const run = view.slice(i, runEnd);
  if (run === "...." || run === "..." || run === "…") return /\p{Lu}/u.test(first);
  if (run !== ".") return true;
  switch (abbreviationKind(tokenBefore(view, i))) {
    case "never-ends":
      return false;
    case "before-number":
      return !/\d/.test(first);
    case "may-end":
      return isSentenceOpener(next);
    default:
      return true;
  }
}

export function splitProse(markdown: string, lines: LineSpan[]): LineSpan[] {
  const { view, offset } = blockView(markdown, lines);
  const sentences: LineSpan[] = [];
  const emit = (from: number, to: number) => {
    while (from < to && isSpace(view[from])) from++;
    while (to > from && isSpace(view[to - 1])) to--;
    if (to > from) sentences.push({ start: offset + from, end: offset + to });
  };

  let sentenceStart = 0;
  let i = 0;
  while (i < view.length) {
    const ch = view[i];
    if (ch === "`") {
      const end = codeSpanEnd(view, i);
      i = end === -1 ? i + 1 : end;
      continue;
    }
    if (WIDE_TERMINATORS.includes(ch)) {
      const end = consumeClosers(view, i + 1);
      emit(sentenceStart, end);
      sentenceStart = i = end;
      continue;
    }
    if (!TERMINATORS.includes(ch)) {
      i++;
      continue;
    }
    let runEnd = i + 1;
    while (runEnd < view.length && TERMINATORS.includes(view[runEnd])) runEnd++;
    const end = consumeClosers(view, runEnd);
    const atBlockEnd = end >= view.length;
    if (atBlockEnd || (isSpace(view[end]) && endsSentence(view, i, runEnd, nextWord(view, end)))) {
      emit(sentenceStart, end);
      sentenceStart = end;
    }
    i = end;
  }
  emit(sentenceStart, view.length);
  return sentences;
}
