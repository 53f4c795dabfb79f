/**
 * The parsed form of a ripgrep (Rust `regex` crate) pattern: only what matching needs. Captures are
 * dropped (search output never shows groups) and flags are resolved onto the nodes they govern.
 */

export type RegexNode =
  | { kind: "literal"; codePoint: number; caseInsensitive: boolean }
  | { kind: "class"; set: CharSet; caseInsensitive: boolean }
  | { kind: "assertion"; assertion: Assertion }
  | { kind: "repeat"; node: RegexNode; min: number; max: number; greedy: boolean }
  | { kind: "concat"; nodes: RegexNode[] }
  | { kind: "alternation"; branches: RegexNode[] };

/** ripgrep searches line by line, so `^`/`\A` mean line start and `$`/`\z` line end. */
export type Assertion = "lineStart" | "lineEnd" | "wordBoundary" | "notWordBoundary" | "asciiWordBoundary" | "asciiNotWordBoundary";

/** A set of code points: ranges, JS bracket fragments such as `\p{Nd}`, and nested sets. */
export interface CharSet {
  negated: boolean;
  items: CharSetItem[];
}

export type CharSetItem =
  | { kind: "range"; from: number; to: number }
  | { kind: "property"; bracketFragment: string }
  | { kind: "set"; set: CharSet };

/** Code-point offsets into the pattern, end exclusive, as ripgrep underlines them. */
export interface PatternSpan {
  start: number;
  end: number;
}

export type RegexErrorCode = "regex-syntax" | "regex-unsupported";

/**
 * A pattern ripgrep would refuse (`regex-syntax`, with ripgrep's own stderr text in `detail`) or one
 * it accepts but Cairn's in-memory search cannot run (`regex-unsupported`).
 */
export class RegexPatternError extends Error {
  constructor(
    readonly code: RegexErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "RegexPatternError";
  }
}

const PCRE2_HINT = "\n\nConsider enabling PCRE2 with the --pcre2 flag, which can handle backreferences\nand look-around.";

/** ripgrep's parse-error layout: the pattern indented by four spaces, carets under the spans. */
export function regexSyntaxError(pattern: string, spans: PatternSpan[], message: string, pcreHint = false): RegexPatternError {
  let carets = "";
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    carets = carets.padEnd(span.start, " ") + "^".repeat(Math.max(1, span.end - span.start));
  }
  const detail = `regex parse error:\n    ${pattern}\n    ${carets}\nerror: ${message}${pcreHint ? PCRE2_HINT : ""}`;
  return new RegexPatternError("regex-syntax", detail);
}

/** ripgrep refuses a pattern that needs a line terminator unless run with --multiline. */
export function newlineLiteralError(): RegexPatternError {
  return new RegexPatternError(
    "regex-syntax",
    `the literal '"\\n"' is not allowed in a regex\n\nConsider enabling multiline mode with the --multiline flag (or -U for short).\nWhen multiline mode is enabled, new line characters can be matched.`,
  );
}

export function unsupportedSyntaxError(what: string): RegexPatternError {
  return new RegexPatternError("regex-unsupported", `unsupported by Cairn's in-memory search: ${what}`);
}
