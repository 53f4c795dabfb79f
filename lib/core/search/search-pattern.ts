/**
 * Turns a ripgrep pattern into what the in-memory backend scans with: a plain literal (the fast
 * indexOf path) or an RE2 program (re2js), which runs in time linear in the text whatever the
 * pattern, as Rust's regex crate does for ripgrep; a backtracking JS RegExp does not (`(a+)+$`
 * against thirty `a`s held the event loop for over a minute).
 *
 * The pattern is parsed as Rust's syntax (rust-regex-parser.ts, which also words every refusal as
 * ripgrep does) and written out in a form RE2 reads with Rust's meaning: classes become explicit
 * code point ranges without the newline (Unicode `\d`, `\w`, `\s`, nested and negated classes are
 * resolved here, since RE2's are ASCII or missing), `^`/`$` become line anchors, and Unicode `\b`
 * / `\B` (RE2's are ASCII) become look-behinds on the previous character plus the next character's
 * side, which is known from what follows. A pattern without a literal for `indexOf` gets a JS
 * RegExp prefilter instead (superset-prefilter.ts).
 */
import { RE2JS } from "re2js";
import { memoize } from "../memo";
import { lineCharacters, unicodeWordCharacters } from "./char-classes";
import { CodePointSet } from "./code-point-set";
import { parseRustRegex } from "./rust-regex-parser";
import { type RegexNode, unsupportedSyntaxError } from "./rust-regex-syntax";
import { supersetPrefilter, type SupersetPrefilter } from "./superset-prefilter";

/** A compiled pattern, asked only where a line matches: output prints whole lines, never match spans. */
export interface LinePattern {
  /** A search over `text` (whole lines): the offset of the first match at or after `from`, or -1. */
  scanner(text: string): (from: number) => number;
  /**
   * Whether `line` holds a match. `from`: where a match may start, known from the caller's superset
   * prefilter (no match starts before it), so RE2 starts there instead of running the prefilter again.
   */
  matches(line: string, from?: number): boolean;
  /** Where it matches in `line`: [start, end) UTF-16 offsets, left to right, not overlapping, empty matches left out. */
  spans(line: string): [number, number][];
}

export type SearchMatcher =
  | {
      kind: "literal";
      text: string;
      caseInsensitive: boolean;
      /** The same literal through RE2, for text where lowercasing is not case folding. */
      pattern: LinePattern;
    }
  | {
      kind: "regex";
      pattern: LinePattern;
      /** Literals at least one of which every match contains: lines without any need not be run through RE2. */
      needles: RequiredLiterals | null;
      /** Without needles: a JS RegExp passing every line the pattern matches (superset-prefilter.ts), or null. */
      prefilter: SupersetPrefilter | null;
    };

export interface RequiredLiterals {
  texts: string[];
  /** Compare case-insensitively (the texts are lowercase ASCII then). */
  caseInsensitive: boolean;
}

/**
 * Compiled matchers kept, least recently used dropped first: compiling a figure's pattern takes about a
 * millisecond and an audit searches the same patterns in each hop (a 1,380-sentence report's
 * ~2,700 figures are searched again by each of the writer's hops and the upstreams', so fewer
 * kept would be evicted before their next use). A matcher (~20 KB; ~60 MB when all are kept)
 * holds no state between calls, so one can serve every caller.
 */
const COMPILED_KEPT = 3072;
/**
 * Keyed by the pattern itself, the caller's own string (V8 keeps a string's hash, so a pattern
 * searched again is not hashed again), then by the case mode.
 */
const compiledMatchers = memoize((): { insensitive?: SearchMatcher; sensitive?: SearchMatcher } => ({}), COMPILED_KEPT);

/** Rust regex's meta characters (regex_syntax::escape). */
const META = /[\\.+*?()|[\]{}^$#&\-~]/g;

/** A pattern that matches `text` literally, as `rg -F` would search it. */
export function literalPattern(text: string): string {
  return text.replace(META, (char) => `\\${char}`);
}

/** Throws RegexPatternError for a pattern ripgrep refuses or Cairn cannot translate. */
export function compileSearchPattern(pattern: string, caseInsensitive: boolean): SearchMatcher {
  const kept = compiledMatchers(pattern);
  if (caseInsensitive) return (kept.insensitive ??= compileUncached(pattern, true));
  return (kept.sensitive ??= compileUncached(pattern, false));
}

function compileUncached(pattern: string, caseInsensitive: boolean): SearchMatcher {
  // ripgrep searches for each line of a multi-line pattern.
  const alternatives = pattern.split("\n").map((line) => parseRustRegex(line, caseInsensitive));
  const root: RegexNode = alternatives.length === 1 ? alternatives[0] : { kind: "alternation", branches: alternatives };
  const literal = asLiteral(root);
  if (literal) return { kind: "literal", ...literal, pattern: linePattern(root, null) };
  const needles = requiredLiterals(root);
  const prefilter = needles ? null : supersetPrefilter(root);
  return { kind: "regex", pattern: linePattern(root, prefilter), needles, prefilter };
}

/** Shorter literals match too many lines for the prefilter to pay for itself. */
const MIN_NEEDLE = 3;

/**
 * Literal text every match must contain, as ripgrep extracts it: the longest run of literal
 * characters in a sequence, or one run from each branch of an alternation. Case-insensitive runs
 * count only when ASCII, where lowercasing is case folding.
 */
function requiredLiterals(root: RegexNode): RequiredLiterals | null {
  const runs = needlesOf(root);
  if (!runs || runs.length === 0) return null;
  const modes = new Set(runs.map((run) => run.caseInsensitive));
  if (modes.size > 1 || runs.some((run) => run.text.length < MIN_NEEDLE)) return null;
  const caseInsensitive = modes.has(true);
  return { texts: [...new Set(runs.map((run) => (caseInsensitive ? run.text.toLowerCase() : run.text)))], caseInsensitive };
}

interface Run {
  text: string;
  /** The case mode of its cased characters; null while it holds none (digits, punctuation). */
  caseInsensitive: boolean | null;
}

function needlesOf(node: RegexNode): { text: string; caseInsensitive: boolean }[] | null {
  if (node.kind === "alternation") {
    const branches = node.branches.map(needlesOf);
    return branches.every((branch) => branch !== null) ? branches.flat() : null;
  }
  if (node.kind === "repeat") return node.min >= 1 ? needlesOf(node.node) : null;
  let best: Run | null = null;
  let run: Run | null = null;
  const consider = (candidate: Run | null) => {
    if (candidate && (!best || candidate.text.length > best.text.length)) best = candidate;
  };
  for (const child of flattenConcat(node)) {
    if (child.kind === "assertion") continue;
    if (child.kind !== "literal") {
      consider(run);
      run = null;
      const inner = child.kind === "repeat" || child.kind === "alternation" ? needlesOf(child) : null;
      if (inner?.length === 1) consider(inner[0]);
      continue;
    }
    const char = String.fromCodePoint(child.codePoint);
    const mode = isCased(child.codePoint) ? child.caseInsensitive : null;
    if (mode === true && !isAsciiLetter(child.codePoint)) {
      consider(run);
      run = null;
      continue;
    }
    if (run && mode !== null && run.caseInsensitive !== null && run.caseInsensitive !== mode) {
      consider(run);
      run = null;
    }
    run = run ? { text: run.text + char, caseInsensitive: run.caseInsensitive ?? mode } : { text: char, caseInsensitive: mode };
  }
  consider(run);
  const found = best as Run | null;
  return found ? [{ text: found.text, caseInsensitive: found.caseInsensitive === true }] : null;
}

function re2(source: string, lookbehind: boolean): RE2JS {
  try {
    return RE2JS.compile(source, lookbehind ? RE2JS.LOOKBEHINDS : 0);
  } catch (error) {
    throw unsupportedSyntaxError(`the pattern is too large for the linear-time engine (${(error as Error).message})`);
  }
}

const NON_ASCII = /[^\x00-\x7f]/;
/** RE2's anchor flag for a match anywhere at or after the start position. */
const UNANCHORED = 0;

/**
 * Whether `program` matches in `line` at or after `from`. Asking for no match positions lets RE2
 * run its DFA (the NFA keeps threads per position; a figure's line is decided several times
 * faster), unless the program has look-behinds, where RE2 itself falls back to the NFA.
 */
function matchesFrom(program: RE2JS, line: string, from: number): boolean {
  return program.re2().matchWithGroup(line, from, line.length, UNANCHORED, 0)[0] === true;
}

/**
 * Two programs when the pattern has Unicode word boundaries: on ASCII text they mean exactly RE2's
 * own `\b`, which its fast DFA runs; look-behinds (slower, on RE2's NFA) are needed only on text
 * holding other characters.
 */
function linePattern(root: RegexNode, prefilter: SupersetPrefilter | null): LinePattern {
  const unicode = new Re2Emitter(false);
  const unicodeProgram = re2(unicode.emit(root, true), unicode.usesLookbehind);
  const asciiProgram = unicode.usesLookbehind ? re2(new Re2Emitter(true).emit(root, true), false) : unicodeProgram;
  const programFor = (text: string) => (asciiProgram !== unicodeProgram && NON_ASCII.test(text) ? unicodeProgram : asciiProgram);
  return {
    scanner(text) {
      const matcher = programFor(text).matcher(text);
      return (from) => (matcher.find(from) ? matcher.start() : -1);
    },
    matches: (line, from) => {
      if (from !== undefined || !prefilter) return matchesFrom(programFor(line), line, from ?? 0);
      prefilter.regex.lastIndex = 0;
      const first = prefilter.regex.exec(line);
      // No match starts before the prefilter's first, so RE2 starts there (context before it still read).
      return first !== null && matchesFrom(programFor(line), line, prefilter.matchStart(line, first.index, 0));
    },
    spans: (line) => {
      const matcher = programFor(line).matcher(line);
      const found: [number, number][] = [];
      for (let from = 0; from <= line.length && matcher.find(from); ) {
        const start = matcher.start();
        const end = matcher.end();
        if (end > start) found.push([start, end]);
        from = end > start ? end : end + 1;
      }
      return found;
    },
  };
}

function flattenConcat(node: RegexNode, into: RegexNode[] = []): RegexNode[] {
  if (node.kind !== "concat") into.push(node);
  else for (const child of node.nodes) flattenConcat(child, into);
  return into;
}

const isAsciiLetter = (codePoint: number) => (codePoint >= 0x41 && codePoint <= 0x5a) || (codePoint >= 0x61 && codePoint <= 0x7a);
const isAsciiAlphanumeric = (codePoint: number) => isAsciiLetter(codePoint) || (codePoint >= 0x30 && codePoint <= 0x39);

/** Whether the character has another case (ASCII answered without building strings: a figure's pattern is digits and punctuation). */
const isCased = (codePoint: number) => {
  if (codePoint < 0x80) return isAsciiLetter(codePoint);
  const char = String.fromCodePoint(codePoint);
  return char.toLowerCase() !== char || char.toUpperCase() !== char;
};

/** A pattern made only of literal characters, with one case mode for the cased ones. */
function asLiteral(root: RegexNode): { text: string; caseInsensitive: boolean } | undefined {
  let text = "";
  const modes = new Set<boolean>();
  for (const node of flattenConcat(root)) {
    if (node.kind !== "literal") return undefined;
    text += String.fromCodePoint(node.codePoint);
    if (isCased(node.codePoint)) modes.add(node.caseInsensitive);
  }
  if (modes.size > 1 || text === "") return undefined;
  return { text, caseInsensitive: modes.has(true) };
}

const NEWLINE = CodePointSet.of([[10, 10]]);
/** RE2 takes repetition counts up to 1000; Rust's limit is on the compiled size instead. */
const MAX_RE2_COUNT = 1000;

type WordSide = "word" | "other" | null;

let wordClasses: { word: string; notWord: string; set: CodePointSet } | undefined;
/** RE2 classes of Rust's word characters and of everything else a line holds (built once). */
function words() {
  if (!wordClasses) {
    const set = unicodeWordCharacters();
    wordClasses = { set, word: set.toRe2Class(), notWord: set.complement().minus(NEWLINE).toRe2Class() };
  }
  return wordClasses;
}

const hex = (codePoint: number) => (isAsciiAlphanumeric(codePoint) ? String.fromCharCode(codePoint) : `\\x{${codePoint.toString(16)}}`);
const caseScoped = (source: string, caseInsensitive: boolean) => (caseInsensitive ? `(?i:${source})` : source);

class Re2Emitter {
  usesLookbehind = false;

  /** `asciiText`: the program only ever sees ASCII text, where Unicode and ASCII word boundaries agree. */
  constructor(private readonly asciiText: boolean) {}

  /** `atEnd`: nothing of the pattern follows this node, so what comes next is the line's rest. */
  emit(node: RegexNode, atEnd: boolean): string {
    switch (node.kind) {
      case "literal":
        return caseScoped(hex(node.codePoint), node.caseInsensitive && isCased(node.codePoint));
      case "class":
        return lineCharacters(node).toRe2Class();
      case "assertion":
        return this.emitConcat([node], atEnd);
      case "repeat": {
        if (node.min > MAX_RE2_COUNT || (node.max !== Infinity && node.max > MAX_RE2_COUNT)) throw unsupportedSyntaxError(`repetition counts over ${MAX_RE2_COUNT}`);
        return `(?:${this.emit(node.node, false)})${quantifier(node.min, node.max)}${node.greedy ? "" : "?"}`;
      }
      case "concat":
        return this.emitConcat(node.nodes, atEnd);
      case "alternation":
        return `(?:${node.branches.map((branch) => this.emit(branch, atEnd)).join("|")})`;
    }
  }

  private emitConcat(nodes: RegexNode[], atEnd: boolean): string {
    let source = "";
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      if (node.kind !== "assertion") source += this.emit(node, atEnd && i === nodes.length - 1);
      else if (node.assertion === "lineStart") source += "(?m:^)";
      else if (node.assertion === "lineEnd") source += "(?m:$)";
      else if (node.assertion === "asciiWordBoundary" || (this.asciiText && node.assertion === "wordBoundary")) source += "\\b";
      else if (node.assertion === "asciiNotWordBoundary" || (this.asciiText && node.assertion === "notWordBoundary")) source += "\\B";
      else {
        const boundary = node.assertion === "wordBoundary";
        const next = nodes[i + 1];
        const consumed = this.wordBoundary(boundary, next, atEnd && i >= nodes.length - 1);
        source += consumed.source;
        if (consumed.tookNext) i++;
      }
    }
    return `(?:${source})`;
  }

  /**
   * Rust's Unicode `\b` (or `\B`) before `next`. The previous character is checked by a look-behind;
   * the next one by what `next` can start with, by splitting a one-character `next` on word
   * characters, or at the pattern's end by consuming it (only where a line matches counts).
   */
  private wordBoundary(boundary: boolean, next: RegexNode | undefined, atEnd: boolean): { source: string; tookNext: boolean } {
    this.usesLookbehind = true;
    const { word, notWord, set } = words();
    const afterWord = `(?<=${word})`;
    const afterOther = `(?<!${word})`;
    const side = next ? firstSide(next, set) : null;
    if (side) return { source: (side === "word") === boundary ? afterOther : afterWord, tookNext: false };
    const split = next ? splitOnWords(next, set) : null;
    if (split) {
      const [wordPart, otherPart] = [this.emit(split.word, false), this.emit(split.other, false)];
      const source = boundary ? `(?:${afterWord}${otherPart}|${afterOther}${wordPart})` : `(?:${afterWord}${wordPart}|${afterOther}${otherPart})`;
      return { source, tookNext: true };
    }
    if (!next && atEnd) {
      const otherOrEnd = `(?:${notWord}|(?m:$))`;
      return { source: boundary ? `(?:${afterWord}${otherOrEnd}|${afterOther}${word})` : `(?:${afterWord}${word}|${afterOther}${otherOrEnd})`, tookNext: false };
    }
    throw unsupportedSyntaxError("a Unicode word boundary next to a part that may or may not start with a word character (write (?-u:\\b) for ASCII, or split the pattern)");
  }
}

function charsOf(node: RegexNode): CodePointSet | null {
  return node.kind === "literal" || node.kind === "class" ? lineCharacters(node) : null;
}

/** Whether every string `node` matches starts with a word character, or none does; null when it depends. */
function firstSide(node: RegexNode, word: CodePointSet): WordSide {
  const chars = charsOf(node);
  if (chars) return chars.minus(word).isEmpty() ? "word" : chars.intersect(word).isEmpty() ? "other" : null;
  if (node.kind === "repeat") return node.min >= 1 ? firstSide(node.node, word) : null;
  if (node.kind === "concat") return node.nodes.length > 0 ? firstSide(node.nodes[0], word) : null;
  if (node.kind === "alternation") {
    const sides = new Set(node.branches.map((branch) => firstSide(branch, word)));
    return sides.size === 1 ? [...sides][0] : null;
  }
  return null;
}

/** A one-character node (or one repeated at least once) split into its word and its other characters. */
function splitOnWords(node: RegexNode, word: CodePointSet): { word: RegexNode; other: RegexNode } | null {
  if (node.kind === "class" || node.kind === "literal") {
    const chars = charsOf(node)!;
    // Already folded by charsOf: the parts are exact sets.
    const part = (set: CodePointSet): RegexNode => ({ kind: "class", set: { negated: false, items: set.ranges.map(([from, to]) => ({ kind: "range", from, to })) }, caseInsensitive: false });
    return { word: part(chars.intersect(word)), other: part(chars.minus(word)) };
  }
  if (node.kind === "repeat" && node.min >= 1) {
    const first = splitOnWords(node.node, word);
    if (!first) return null;
    const rest: RegexNode = { ...node, min: node.min - 1, max: node.max - 1 };
    return { word: { kind: "concat", nodes: [first.word, rest] }, other: { kind: "concat", nodes: [first.other, rest] } };
  }
  return null;
}

function quantifier(min: number, max: number): string {
  if (max === Infinity) return min === 0 ? "*" : min === 1 ? "+" : `{${min},}`;
  if (min === 0 && max === 1) return "?";
  return min === max ? `{${min}}` : `{${min},${max}}`;
}
