import { PY_WHITESPACE, pyStrip } from "@/lib/core/python";

/** `[start, end)` offsets into a report. */
export type Span = readonly [start: number, end: number];

/** Text a report's reader sees: lower case, Markdown markers gone, dashes, quotes and whitespace unified. */
export interface NormalisedText {
  text: string;
  /** For each code unit of `text`, the offset in the original it came from. */
  origin: number[];
}

const DASH = /[\u2010-\u2015\u2212]/g;
const SINGLE_QUOTE = /[\u2018\u2019\u201b\u2032]/g;
const DOUBLE_QUOTE = /[\u201c\u201d\u201f\u2033]/g;
const WHITESPACE = new RegExp(`^[${PY_WHITESPACE}]$`, "u");
const MARKUP = new Set(["*", "_", "`", "|"]);
// Headings, quotes, list items and task boxes, nested any number of times, at a line's start.
const LINE_MARKER = /^[ \t]*(?:(?:#{1,6}|>|[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?)*/;
const LINK = /\[([^\]\n]*)\]\([^)\n]*\)/g;

/** Offsets that are Markdown syntax rather than words: line markers, a link's brackets and target. */
function markdownSyntax(text: string): boolean[] {
  const syntax = new Array<boolean>(text.length).fill(false);
  for (const link of text.matchAll(LINK)) {
    syntax[link.index] = true;
    for (let i = link.index + 1 + link[1].length; i < link.index + link[0].length; i++) syntax[i] = true;
  }
  let lineStart = 0;
  for (const line of text.split("\n")) {
    const marker = LINE_MARKER.exec(line)![0].length;
    for (let i = lineStart; i < lineStart + marker; i++) syntax[i] = true;
    lineStart += line.length + 1;
  }
  return syntax;
}

const unify = (character: string) => character.replace(DASH, "-").replace(SINGLE_QUOTE, "'").replace(DOUBLE_QUOTE, '"').toLowerCase();

export function normaliseText(text: string): NormalisedText {
  const syntax = markdownSyntax(text);
  const out: string[] = [];
  const origin: number[] = [];
  for (let i = 0; i < text.length; ) {
    const character = String.fromCodePoint(text.codePointAt(i)!);
    const blank = syntax[i] || MARKUP.has(character) || WHITESPACE.test(character);
    if (blank) {
      if (out.length > 0 && out[out.length - 1] !== " ") {
        out.push(" ");
        origin.push(i);
      }
    } else {
      for (const unit of unify(character).split("")) {
        out.push(unit);
        origin.push(i);
      }
    }
    i += character.length;
  }
  while (out[out.length - 1] === " ") {
    out.pop();
    origin.pop();
  }
  return { text: out.join(""), origin };
}

/** Every start of `needle` in `haystack`, overlapping ones included. */
function occurrences(haystack: string, needle: string): number[] {
  const starts: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) starts.push(at);
  return starts;
}

/** A report, searchable for the snippets claims and truth files quote from it. */
export class ReportText {
  private readonly normalised: NormalisedText;

  constructor(readonly text: string) {
    this.normalised = normaliseText(text);
  }

  /** Where `snippet` occurs: verbatim if it does anywhere, else after normalising both sides. */
  spansOf(snippet: string): Span[] {
    const exact = pyStrip(snippet);
    if (!exact) return [];
    const verbatim = occurrences(this.text, exact).map((at): Span => [at, at + exact.length]);
    if (verbatim.length > 0) return verbatim;
    const needle = normaliseText(exact).text;
    if (!needle) return [];
    const { text, origin } = this.normalised;
    const endOf = (last: number) => last + String.fromCodePoint(this.text.codePointAt(last)!).length;
    return occurrences(text, needle).map((at): Span => [origin[at], endOf(origin[at + needle.length - 1])]);
  }
}

export function overlap([aStart, aEnd]: Span, [bStart, bEnd]: Span): number {
  return Math.min(aEnd, bEnd) - Math.max(aStart, bStart);
}

/** Intersection over union: how well two spans coincide (1 when equal, ≤ 0 when apart). */
export function coincidence(a: Span, b: Span): number {
  return overlap(a, b) / (Math.max(a[1], b[1]) - Math.min(a[0], b[0]));
}
