/**
 * A quick test that passes every line a pattern matches, for patterns with no literal of 3+
 * characters for `indexOf` (a figure's `(?:^|[^0-9.])(?:3,?1[5-6][0-9]|3\.1[5-6][0-9]*)…`): a JS
 * RegExp for the pattern's prefix up to its first unbounded repetition. V8 scans with it an order
 * of magnitude faster than RE2's NFA, and RE2 then decides on the few lines it passes.
 *
 * It is a superset: a match of the pattern at a position starts with a match of the prefix
 * there; anchors become JS's multi-line ones (which match at more places); word boundaries are
 * dropped. It keeps the linear-time promise: the prefix has no unbounded repetition, and at most
 * MAX_PATHS ways to match from one position, so the backtracking engine does bounded work per
 * position; a pattern whose prefix would have more is cut before the part that multiplies them.
 *
 * A pattern that starts with "a line start or one character of a set" (a figure's
 * `(?:^|[^0-9.])`, a set holding nearly every character) has that part checked by a one-character
 * look-behind instead: the prefilter then starts with the figure's digits, which V8 finds faster
 * than trying the set at every position, and a match of the pattern may start one character
 * before the prefilter's (`matchStart`).
 */
import { lineCharacters } from "./char-classes";
import { CodePointSet } from "./code-point-set";
import type { RegexNode } from "./rust-regex-syntax";

/** Ways the prefix may match from one position: the backtracking engine's work per position is bounded by it. */
const MAX_PATHS = 256;
/** A prefix matching fewer characters passes too many lines to pay for itself. */
const MIN_LENGTH = 2;
/** Bounded repetitions of one character up to this count stay in the prefix (`[0-9]{1,3}`). */
const KEPT_REPEAT = 8;

interface Prefix {
  source: string;
  /** Whether the prefix is the whole node: what follows it may be appended. */
  complete: boolean;
  paths: number;
  minLength: number;
}

const NOTHING: Prefix = { source: "", complete: false, paths: 1, minLength: 0 };

const escape = (codePoint: number) => `\\u{${codePoint.toString(16)}}`;

/** Sets are shared (lineCharacters), so each one's text is written once. */
const jsClasses = new WeakMap<CodePointSet, string>();

function jsClass(set: CodePointSet): string {
  let source = jsClasses.get(set);
  if (source === undefined) jsClasses.set(set, (source = writeJsClass(set)));
  return source;
}

function writeJsClass(set: CodePointSet): string {
  if (set.isEmpty()) return "[^\\u{0}-\\u{10ffff}]";
  if (set.ranges.length === 1 && set.ranges[0][0] === set.ranges[0][1]) return escape(set.ranges[0][0]);
  return `[${set.ranges.map(([from, to]) => (from === to ? escape(from) : `${escape(from)}-${escape(to)}`)).join("")}]`;
}


/** The prefixes of `count` parts in a row, each read only once the ones before it are complete. */
function concatPrefix(count: number, part: (index: number) => Prefix): Prefix {
  let source = "";
  let paths = 1;
  let minLength = 0;
  for (let index = 0; index < count; index++) {
    const next = part(index);
    if (paths * next.paths > MAX_PATHS) return { source, complete: false, paths, minLength };
    source += next.source;
    paths *= next.paths;
    minLength += next.minLength;
    if (!next.complete) return { source, complete: false, paths, minLength };
  }
  return { source, complete: true, paths, minLength };
}

function repeatPrefix(node: RegexNode & { kind: "repeat" }): Prefix {
  const inner = prefixOf(node.node);
  const single = node.node.kind === "literal" || node.node.kind === "class";
  if (single && node.max !== Infinity && node.max <= KEPT_REPEAT) {
    return { source: `(?:${inner.source}){${node.min},${node.max}}`, complete: true, paths: node.max - node.min + 1, minLength: node.min };
  }
  // Only the copies every match holds; an incomplete one ends the prefix after its first copy.
  const copies = Math.min(node.min, KEPT_REPEAT, inner.complete ? Infinity : 1);
  const prefix = concatPrefix(copies, () => inner);
  return { ...prefix, complete: prefix.complete && copies === node.min && node.max === node.min };
}

function prefixOf(node: RegexNode): Prefix {
  switch (node.kind) {
    case "literal":
    case "class":
      return { source: jsClass(lineCharacters(node)), complete: true, paths: 1, minLength: 1 };
    case "assertion":
      return { source: node.assertion === "lineStart" ? "^" : node.assertion === "lineEnd" ? "$" : "", complete: true, paths: 1, minLength: 0 };
    case "concat":
      return concatPrefix(node.nodes.length, (index) => prefixOf(node.nodes[index]));
    case "alternation": {
      const branches = node.branches.map(prefixOf);
      const paths = branches.reduce((sum, branch) => sum + branch.paths, 0);
      // Leaving a branch out would lose its matches: the whole alternation goes instead.
      if (paths > MAX_PATHS || branches.length === 0) return NOTHING;
      return {
        source: `(?:${branches.map((branch) => branch.source).join("|")})`,
        complete: branches.every((branch) => branch.complete),
        paths,
        minLength: Math.min(...branches.map((branch) => branch.minLength)),
      };
    }
    case "repeat":
      return repeatPrefix(node);
  }
}

/** A pattern's superset prefilter: the RegExp to scan with, and where a match of the pattern may start given one of its matches. */
export class SupersetPrefilter {
  constructor(
    /** Global, multi-line, Unicode. */
    readonly regex: RegExp,
    /** The pattern's first character is left to a look-behind: its matches may start one character before the prefilter's. */
    private readonly leadIn: boolean,
  ) {}

  /** Where a match of the pattern may start, given the prefilter's match at `index` of `text`, in the line starting at `lineStart`. */
  matchStart(text: string, index: number, lineStart: number): number {
    if (!this.leadIn || index <= lineStart) return index;
    const before = text.charCodeAt(index - 1);
    const pairBefore = index - 2 >= lineStart && before >= 0xdc00 && before <= 0xdfff && isHighSurrogate(text.charCodeAt(index - 2));
    return index - (pairBefore ? 2 : 1);
  }
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

const NEWLINE = CodePointSet.of([[10, 10]]);

function leaves(node: RegexNode): RegexNode[] {
  return node.kind === "concat" ? node.nodes.flatMap(leaves) : [node];
}

/** The characters a lead `(?:^|C)` may match (C one character of a class, literal or alternation of them), or null for any other node. */
function leadCharacters(node: RegexNode | undefined): CodePointSet | null {
  if (node?.kind !== "alternation") return null;
  let lineStart = false;
  let characters = CodePointSet.EMPTY;
  for (const branch of node.branches) {
    if (branch.kind === "assertion" && branch.assertion === "lineStart") lineStart = true;
    else if (branch.kind === "literal" || branch.kind === "class") characters = characters.union(lineCharacters(branch));
    else return null;
  }
  return lineStart ? characters : null;
}

/** The prefilter for a parsed pattern, or null when it would pass nearly every line. */
export function supersetPrefilter(root: RegexNode): SupersetPrefilter | null {
  const [first, ...rest] = leaves(root);
  const lead = leadCharacters(first);
  if (lead) {
    const prefix = concatPrefix(rest.length, (index) => prefixOf(rest[index]));
    // What may stand before the rest: the lead's characters, or a line start (after a newline or at the window's start).
    const notBefore = lead.union(NEWLINE).complement();
    // The look-behind tests a character too: `(?<![0-9.])5` passes as few places as a two-character prefix.
    if (prefix.minLength + 1 >= MIN_LENGTH) return new SupersetPrefilter(new RegExp(`(?<!${jsClass(notBefore)})${prefix.source}`, "gmu"), true);
  }
  const prefix = prefixOf(root);
  return prefix.minLength >= MIN_LENGTH ? new SupersetPrefilter(new RegExp(prefix.source, "gmu"), false) : null;
}
