/**
 * Turns a ripgrep pattern into what the in-memory backend scans with: a plain literal (the fast
 * indexOf path) or an equivalent JS RegExp (`u` flag, global). The translation keeps ripgrep's
 * line-oriented meaning: no match ever spans a newline, `^`/`$` are line anchors, and Perl classes
 * and `\b` are Unicode-aware.
 */
import { UNICODE_WORD_CHAR } from "./char-classes";
import { parseRustRegex } from "./rust-regex-parser";
import { type Assertion, type CharSet, type RegexNode, unsupportedSyntaxError } from "./rust-regex-syntax";

export type SearchMatcher =
  | {
      kind: "literal";
      text: string;
      caseInsensitive: boolean;
      /** The same literal as a RegExp, for text where lowercasing is not case folding. */
      regex: RegExp;
    }
  | { kind: "regex"; regex: RegExp };

/** Throws RegexPatternError for a pattern ripgrep refuses or Cairn cannot translate. */
export function compileSearchPattern(pattern: string, caseInsensitive: boolean): SearchMatcher {
  // ripgrep searches for each line of a multi-line pattern.
  const alternatives = pattern.split("\n").map((line) => parseRustRegex(line, caseInsensitive));
  const root: RegexNode = alternatives.length === 1 ? alternatives[0] : { kind: "alternation", branches: alternatives };
  const literal = asLiteral(root);
  if (literal) {
    const source = [...literal.text].map((char) => escapeCodePoint(char.codePointAt(0)!)).join("");
    return { kind: "literal", ...literal, regex: new RegExp(source, literal.caseInsensitive ? "giu" : "gu") };
  }
  const globalCaseInsensitive = uniformCaseInsensitivity(root);
  const source = new JsEmitter(globalCaseInsensitive ?? false, globalCaseInsensitive === undefined).emit(root);
  return { kind: "regex", regex: new RegExp(source, globalCaseInsensitive ? "giu" : "gu") };
}

function flattenConcat(node: RegexNode): RegexNode[] {
  return node.kind === "concat" ? node.nodes.flatMap(flattenConcat) : [node];
}

/** A pattern made only of literal characters, with one case mode for the cased ones. */
function asLiteral(root: RegexNode): { text: string; caseInsensitive: boolean } | undefined {
  const nodes = flattenConcat(root);
  let text = "";
  const modes = new Set<boolean>();
  for (const node of nodes) {
    if (node.kind !== "literal") return undefined;
    text += String.fromCodePoint(node.codePoint);
    if (caseVariants(node.codePoint).length > 1) modes.add(node.caseInsensitive);
  }
  if (modes.size > 1 || text === "") return undefined;
  return { text, caseInsensitive: modes.has(true) };
}

/** The case mode shared by every case-sensitive part of the pattern, or undefined if they differ. */
function uniformCaseInsensitivity(root: RegexNode): boolean | undefined {
  const modes = new Set<boolean>();
  const visit = (node: RegexNode): void => {
    if (node.kind === "literal" && caseVariants(node.codePoint).length > 1) modes.add(node.caseInsensitive);
    else if (node.kind === "class") modes.add(node.caseInsensitive);
    else if (node.kind === "repeat") visit(node.node);
    else if (node.kind === "concat") node.nodes.forEach(visit);
    else if (node.kind === "alternation") node.branches.forEach(visit);
  };
  visit(root);
  return modes.size > 1 ? undefined : modes.has(true);
}

// Characters whose simple case folding reaches beyond toLowerCase/toUpperCase (Kelvin sign, long s…).
const FOLD_EXTRAS = "\u212a\u017f\u212b\u1e9e\u2126\u03c2\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1\u03f5\u1fbe\u0345\u00b5";

/** The code points a case-insensitive match of `codePoint` accepts (itself first). */
function caseVariants(codePoint: number): number[] {
  const char = String.fromCodePoint(codePoint);
  const candidates = [char, char.toLowerCase(), char.toUpperCase(), char.toUpperCase().toLowerCase(), ...FOLD_EXTRAS];
  const matcher = new RegExp(`^${escapeCodePoint(codePoint)}$`, "iu");
  const variants = new Set<number>();
  for (const candidate of candidates) {
    if ([...candidate].length === 1 && matcher.test(candidate)) variants.add(candidate.codePointAt(0)!);
  }
  return [...variants];
}

function escapeCodePoint(codePoint: number): string {
  const char = String.fromCodePoint(codePoint);
  return /^[A-Za-z0-9]$/.test(char) ? char : `\\u{${codePoint.toString(16)}}`;
}

const NOT_NEWLINE_BEFORE = "(?<![^\\n])";
const NOT_NEWLINE_AFTER = "(?![^\\n])";
const ASSERTIONS: Record<Assertion, string> = {
  lineStart: NOT_NEWLINE_BEFORE,
  lineEnd: NOT_NEWLINE_AFTER,
  wordBoundary: `(?:(?<=${UNICODE_WORD_CHAR})(?!${UNICODE_WORD_CHAR})|(?<!${UNICODE_WORD_CHAR})(?=${UNICODE_WORD_CHAR}))`,
  notWordBoundary: `(?:(?<=${UNICODE_WORD_CHAR})(?=${UNICODE_WORD_CHAR})|(?<!${UNICODE_WORD_CHAR})(?!${UNICODE_WORD_CHAR}))`,
  asciiWordBoundary: "\\b",
  asciiNotWordBoundary: "\\B",
};

/**
 * Emits JS regex source. `expandCase` is set when case modes are mixed (`a(?i)b`): JS has no
 * scoped flags, so case-insensitive literals become explicit variant classes.
 */
class JsEmitter {
  constructor(
    private readonly caseInsensitive: boolean,
    private readonly expandCase: boolean,
  ) {}

  emit(node: RegexNode): string {
    switch (node.kind) {
      case "literal":
        return this.emitLiteral(node.codePoint, node.caseInsensitive);
      case "class":
        if (this.expandCase && node.caseInsensitive) throw unsupportedSyntaxError("a case-insensitive class in a pattern that mixes case modes");
        return this.guardNewline(emitSet(node.set));
      case "assertion":
        return ASSERTIONS[node.assertion];
      case "repeat":
        return `(?:${this.emit(node.node)})${quantifier(node.min, node.max)}${node.greedy ? "" : "?"}`;
      case "concat":
        return node.nodes.map((child) => this.emit(child)).join("");
      case "alternation":
        return `(?:${node.branches.map((branch) => this.emit(branch)).join("|")})`;
    }
  }

  private emitLiteral(codePoint: number, caseInsensitive: boolean): string {
    if (!this.expandCase || !caseInsensitive) return escapeCodePoint(codePoint);
    const variants = caseVariants(codePoint);
    return variants.length === 1 ? escapeCodePoint(codePoint) : `[${variants.map(escapeCodePoint).join("")}]`;
  }

  /** ripgrep strips the line terminator from every class (`\s`, `[^a]`), so JS must too. */
  private guardNewline(source: string): string {
    const matchesNewline = new RegExp(`^(?:${source})$`, this.caseInsensitive ? "iu" : "u").test("\n");
    return matchesNewline ? `(?:(?!\\n)${source})` : source;
  }
}

function quantifier(min: number, max: number): string {
  if (max === Infinity) return min === 0 ? "*" : min === 1 ? "+" : `{${min},}`;
  if (min === 0 && max === 1) return "?";
  return min === max ? `{${min}}` : `{${min},${max}}`;
}

/** JS source matching one code point of the set (never a newline when negated). */
function emitSet(set: CharSet): string {
  const { bracket, alternatives } = collectSet(set);
  if (set.negated) {
    if (alternatives.length === 0) return `[^${bracket}\\n]`;
    return `(?!${emitSet({ negated: false, items: set.items })})[^\\n]`;
  }
  if (alternatives.length === 0) return `[${bracket}]`;
  return `(?:${[...(bracket ? [`[${bracket}]`] : []), ...alternatives].join("|")})`;
}

/** Bracket-body text for the parts JS can union inside `[...]`; negated nested sets go aside. */
function collectSet(set: CharSet): { bracket: string; alternatives: string[] } {
  let bracket = "";
  const alternatives: string[] = [];
  for (const item of set.items) {
    if (item.kind === "range") {
      bracket += item.from === item.to ? escapeCodePoint(item.from) : `${escapeCodePoint(item.from)}-${escapeCodePoint(item.to)}`;
    } else if (item.kind === "property") {
      bracket += item.bracketFragment;
    } else if (item.set.negated) {
      alternatives.push(emitSet(item.set));
    } else {
      const nested = collectSet(item.set);
      bracket += nested.bracket;
      alternatives.push(...nested.alternatives);
    }
  }
  return { bracket, alternatives };
}
