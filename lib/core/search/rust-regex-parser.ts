/**
 * A parser for the ripgrep (Rust `regex` crate) pattern syntax, producing RegexNode. It reports
 * invalid patterns with ripgrep's own error text and spans, so the in-memory backend fails the way
 * `rg` does, and flags the few valid constructs Cairn cannot translate (class set operations).
 */
import { perlClass, posixClass, unicodePropertyFragment } from "./char-classes";
import {
  type Assertion,
  type CharSet,
  type CharSetItem,
  type PatternSpan,
  type RegexNode,
  newlineLiteralError,
  regexSyntaxError,
  unsupportedSyntaxError,
} from "./rust-regex-syntax";

interface Flags {
  caseInsensitive: boolean;
  ignoreWhitespace: boolean;
  swapGreed: boolean;
  unicode: boolean;
}

const NEWLINE = 10;
const META_ESCAPES = new Set("\\.+*?()|[]{}^$#&-~");
const CONTROL_ESCAPES: Record<string, number> = { a: 7, f: 12, t: 9, n: 10, r: 13, v: 11 };
const HEX_ESCAPE_DIGITS: Record<string, number> = { x: 2, u: 4, U: 8 };
const WHITE_SPACE = /^\p{White_Space}$/u;

/** Parse one line of a pattern (ripgrep treats each line of a multi-line pattern as its own). */
export function parseRustRegex(pattern: string, caseInsensitive: boolean): RegexNode {
  return new RustRegexParser(pattern).parse({ caseInsensitive, ignoreWhitespace: false, swapGreed: false, unicode: true });
}

class RustRegexParser {
  private readonly chars: string[];
  private pos = 0;
  private readonly groupNames = new Map<string, PatternSpan>();

  constructor(private readonly pattern: string) {
    this.chars = [...pattern];
  }

  parse(flags: Flags): RegexNode {
    return this.parseAlternation({ ...flags }, null);
  }

  private fail(spans: PatternSpan[], message: string, pcreHint = false): never {
    throw regexSyntaxError(this.pattern, spans, message, pcreHint);
  }

  private span(start: number, end = start + 1): PatternSpan {
    return { start, end };
  }

  private get done(): boolean {
    return this.pos >= this.chars.length;
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.pos + offset];
  }

  /** Under `(?x)` whitespace and `#` comments are insignificant, inside classes too. */
  private skipInsignificant(flags: Flags): void {
    if (!flags.ignoreWhitespace) return;
    while (!this.done) {
      const char = this.peek()!;
      if (WHITE_SPACE.test(char)) this.pos++;
      else if (char === "#") {
        while (!this.done && this.peek() !== "\n") this.pos++;
      } else return;
    }
  }

  /** Parses up to the matching `)` (when openParen is set) or the end of the pattern. */
  private parseAlternation(flags: Flags, openParen: number | null): RegexNode {
    const branches: RegexNode[] = [];
    let concat: RegexNode[] = [];
    for (;;) {
      this.skipInsignificant(flags);
      if (this.done) {
        if (openParen !== null) this.fail([this.span(openParen)], "unclosed group");
        break;
      }
      const char = this.peek()!;
      if (char === ")") {
        if (openParen === null) this.fail([this.span(this.pos)], "unopened group");
        this.pos++;
        break;
      }
      if (char === "|") {
        branches.push(concatOf(concat));
        concat = [];
        this.pos++;
      } else if (char === "*" || char === "+" || char === "?" || char === "{") {
        this.applyRepetition(concat, flags);
      } else {
        const atom = this.parseAtom(flags);
        if (atom) concat.push(atom);
      }
    }
    branches.push(concatOf(concat));
    return branches.length === 1 ? branches[0] : { kind: "alternation", branches };
  }

  private applyRepetition(concat: RegexNode[], flags: Flags): void {
    const start = this.pos;
    const operator = this.chars[this.pos++];
    if (concat.length === 0) this.fail([this.span(start)], "repetition operator missing expression");
    let min: number;
    let max: number;
    if (operator === "*") [min, max] = [0, Infinity];
    else if (operator === "+") [min, max] = [1, Infinity];
    else if (operator === "?") [min, max] = [0, 1];
    else [min, max] = this.parseCountedRepetition(start, flags);
    let greedy = true;
    if (this.peek() === "?") {
      greedy = false;
      this.pos++;
    }
    if (flags.swapGreed) greedy = !greedy;
    const node = concat.pop()!;
    concat.push({ kind: "repeat", node, min, max, greedy });
  }

  /** `{n}`, `{n,}` or `{n,m}`; the opening brace is already consumed. */
  private parseCountedRepetition(braceAt: number, flags: Flags): [number, number] {
    const unclosed = (): never => this.fail([this.span(braceAt, this.chars.length)], "unclosed counted repetition");
    const decimal = (): number => {
      this.skipInsignificant(flags);
      if (this.done) unclosed();
      const begin = this.pos;
      while (!this.done && /[0-9]/.test(this.peek()!)) this.pos++;
      if (this.pos === begin) this.fail([this.span(this.pos)], "repetition quantifier expects a valid decimal");
      return Number(this.chars.slice(begin, this.pos).join(""));
    };
    const min = decimal();
    let max = min;
    this.skipInsignificant(flags);
    if (this.peek() === ",") {
      this.pos++;
      this.skipInsignificant(flags);
      max = this.peek() === "}" ? Infinity : decimal();
    }
    this.skipInsignificant(flags);
    if (this.peek() !== "}") unclosed();
    this.pos++;
    if (min > max) this.fail([this.span(braceAt, this.pos)], "invalid repetition count range, the start must be <= the end");
    return [min, max];
  }

  /** One atom, or null for a flag group such as `(?i)` that only changes the flags. */
  private parseAtom(flags: Flags): RegexNode | null {
    const char = this.peek()!;
    if (char === "(") return this.parseGroup(flags);
    if (char === "[") return { kind: "class", set: this.parseClass(flags), caseInsensitive: flags.caseInsensitive };
    this.pos++;
    if (char === ".") return { kind: "class", set: { negated: true, items: [] }, caseInsensitive: flags.caseInsensitive };
    if (char === "^") return { kind: "assertion", assertion: "lineStart" };
    if (char === "$") return { kind: "assertion", assertion: "lineEnd" };
    if (char === "\\") return this.parseEscape(flags);
    return literal(char.codePointAt(0)!, flags);
  }

  private parseGroup(flags: Flags): RegexNode | null {
    const openParen = this.pos++;
    if (this.peek() !== "?") return this.parseAlternation({ ...flags }, openParen);
    const next = this.peek(1);
    const lookAround = next === "=" || next === "!" ? 3 : next === "<" && (this.peek(2) === "=" || this.peek(2) === "!") ? 4 : 0;
    if (lookAround) {
      this.fail([this.span(openParen, openParen + lookAround)], "look-around, including look-ahead and look-behind, is not supported", true);
    }
    this.pos++;
    if (this.peek() === "P" && this.peek(1) === "<") {
      this.pos += 2;
      this.parseGroupName();
      return this.parseAlternation({ ...flags }, openParen);
    }
    const groupFlags = { ...flags };
    this.parseFlags(groupFlags);
    if (this.chars[this.pos++] === ")") {
      Object.assign(flags, groupFlags);
      return null;
    }
    return this.parseAlternation(groupFlags, openParen);
  }

  private parseGroupName(): void {
    const begin = this.pos;
    while (!this.done && this.peek() !== ">") {
      const valid = this.pos === begin ? /[_A-Za-z]/ : /[_0-9A-Za-z.[\]]/;
      if (!valid.test(this.peek()!)) this.fail([this.span(this.pos)], "invalid capture group character");
      this.pos++;
    }
    if (this.done) this.fail([this.span(begin, this.pos)], "unclosed capture group name");
    if (this.pos === begin) this.fail([this.span(this.pos)], "empty capture group name");
    const name = this.chars.slice(begin, this.pos).join("");
    const span = this.span(begin, this.pos);
    const original = this.groupNames.get(name);
    if (original) this.fail([original, span], "duplicate capture group name");
    this.groupNames.set(name, span);
    this.pos++;
  }

  /** Reads `ims-Ux` style flags up to (not past) the closing `:` or `)`. */
  private parseFlags(flags: Flags): void {
    let enable = true;
    let sawFlag = false;
    for (;;) {
      if (this.done) this.fail([this.span(this.chars.length)], "expected flag but got end of regex");
      const char = this.peek()!;
      if (char === ":" || char === ")") {
        // `(?:…)` is a plain non-capturing group; only an empty `(?)` is an error.
        if (!sawFlag && char === ")") this.fail([this.span(this.pos)], "expected non-empty flags");
        return;
      }
      if (char === "-" && enable) enable = false;
      else if (char === "i") flags.caseInsensitive = enable;
      else if (char === "x") flags.ignoreWhitespace = enable;
      else if (char === "U") flags.swapGreed = enable;
      else if (char === "u") flags.unicode = enable;
      // `m` and `s` change nothing in ripgrep: anchors are per line and `.` never crosses one.
      else if (char !== "m" && char !== "s") this.fail([this.span(this.pos)], "unrecognized flag");
      sawFlag = true;
      this.pos++;
    }
  }

  /** After a backslash outside a class. */
  private parseEscape(flags: Flags): RegexNode {
    const start = this.pos - 1;
    const char = this.peek();
    if (char === "A" || char === "z") {
      this.pos++;
      return { kind: "assertion", assertion: char === "A" ? "lineStart" : "lineEnd" };
    }
    if (char === "b" || char === "B") {
      this.pos++;
      const boundary = char === "b";
      const assertion: Assertion = flags.unicode
        ? boundary ? "wordBoundary" : "notWordBoundary"
        : boundary ? "asciiWordBoundary" : "asciiNotWordBoundary";
      return { kind: "assertion", assertion };
    }
    const escaped = this.parseEscapeBody(start, flags);
    if (typeof escaped === "number") {
      if (escaped === NEWLINE) throw newlineLiteralError();
      return literal(escaped, flags);
    }
    return { kind: "class", set: escaped, caseInsensitive: flags.caseInsensitive };
  }

  /** The escapes valid both inside and outside classes: a code point or a class. */
  private parseEscapeBody(start: number, flags: Flags): number | CharSet {
    if (this.done) this.fail([this.span(start, this.pos)], "incomplete escape sequence, reached end of pattern prematurely");
    const char = this.chars[this.pos++];
    if (META_ESCAPES.has(char)) return char.codePointAt(0)!;
    if (flags.ignoreWhitespace && WHITE_SPACE.test(char)) return char.codePointAt(0)!;
    if (char in CONTROL_ESCAPES) return CONTROL_ESCAPES[char];
    if (/[0-9]/.test(char)) this.fail([this.span(start, this.pos)], "backreferences are not supported", true);
    if (char in HEX_ESCAPE_DIGITS) return this.parseHexEscape(start, HEX_ESCAPE_DIGITS[char]);
    if (char === "p" || char === "P") return this.parseUnicodeProperty(start, char === "P");
    const perl = perlClass(char, flags.unicode);
    if (perl) return perl;
    return this.fail([this.span(start, this.pos)], "unrecognized escape sequence");
  }

  /** The text of a `{…}` literal starting at the current position, which moves past its `}`; null when no `{` is here. */
  private readBraced(start: number, unclosedMessage: string): string | null {
    if (this.peek() !== "{") return null;
    const close = this.chars.indexOf("}", this.pos);
    if (close < 0) this.fail([this.span(start, this.chars.length)], unclosedMessage);
    const text = this.chars.slice(this.pos + 1, close).join("");
    this.pos = close + 1;
    return text;
  }

  private parseHexEscape(start: number, digits: number): number {
    let hex = this.readBraced(start, "unclosed hexadecimal literal");
    if (hex === null) {
      hex = this.chars.slice(this.pos, this.pos + digits).join("");
      this.pos += digits;
      if (hex.length < digits) this.fail([this.span(start, this.chars.length)], "incomplete escape sequence, reached end of pattern prematurely");
    }
    const codePoint = /^[0-9A-Fa-f]+$/.test(hex) ? parseInt(hex, 16) : NaN;
    if (Number.isNaN(codePoint)) this.fail([this.span(start, this.pos)], "invalid hexadecimal digit");
    if (codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) {
      this.fail([this.span(start, this.pos)], "hexadecimal literal is not a Unicode scalar value");
    }
    return codePoint;
  }

  private parseUnicodeProperty(start: number, negated: boolean): CharSet {
    let name = this.readBraced(start, "unclosed Unicode class literal");
    if (name === null) {
      if (this.done) this.fail([this.span(start, this.pos)], "incomplete escape sequence, reached end of pattern prematurely");
      name = this.chars[this.pos++];
    }
    if (name.startsWith("^")) {
      name = name.slice(1);
      negated = !negated;
    }
    if (name.includes("!=")) {
      name = name.replace("!=", "=");
      negated = !negated;
    }
    const fragment = unicodePropertyFragment(name, negated);
    if (!fragment) this.fail([this.span(start, this.pos)], "Unicode property not found");
    return { negated: false, items: [{ kind: "property", bracketFragment: fragment }] };
  }

  /** A bracketed class starting at the current `[`. */
  private parseClass(flags: Flags): CharSet {
    const open = this.pos++;
    const set: CharSet = { negated: false, items: [] };
    if (this.peek() === "^") {
      set.negated = true;
      this.pos++;
    }
    this.skipInsignificant(flags);
    if (this.peek() === "]") {
      set.items.push({ kind: "range", from: 93, to: 93 });
      this.pos++;
    }
    for (;;) {
      this.skipInsignificant(flags);
      if (this.done) this.fail([this.span(open)], "unclosed character class");
      const char = this.peek()!;
      if (char === "]") {
        this.pos++;
        return set;
      }
      const pair = char + (this.peek(1) ?? "");
      if (pair === "&&" || pair === "--" || pair === "~~") throw unsupportedSyntaxError(`class set operation '${pair}'`);
      if (char === "[") {
        set.items.push({ kind: "set", set: this.parsePosixClass() ?? this.parseClass(flags) });
        continue;
      }
      set.items.push(this.parseClassRange(flags));
    }
  }

  private parsePosixClass(): CharSet | undefined {
    const match = /^\[:(\^?)([a-z]+):\]/.exec(this.chars.slice(this.pos, this.pos + 12).join(""));
    const posix = match ? posixClass(match[2], match[1] === "^") : undefined;
    if (posix) this.pos += [...match![0]].length;
    return posix;
  }

  /** A single class item: a literal, an escape, or a `from-to` range of literals. */
  private parseClassRange(flags: Flags): CharSetItem {
    const start = this.pos;
    const from = this.parseClassAtom(flags);
    this.skipInsignificant(flags);
    const isRange = this.peek() === "-" && this.peek(1) !== "]" && this.peek(1) !== undefined;
    if (!isRange) return typeof from === "number" ? { kind: "range", from, to: from } : { kind: "set", set: from };
    if (typeof from !== "number") this.fail([this.span(start, this.pos)], "invalid range boundary, must be a literal");
    this.pos++;
    this.skipInsignificant(flags);
    const toStart = this.pos;
    const to = this.parseClassAtom(flags);
    if (typeof to !== "number") this.fail([this.span(toStart, this.pos)], "invalid range boundary, must be a literal");
    if (from > to) this.fail([this.span(start, this.pos)], "invalid character class range, the start must be <= the end");
    return { kind: "range", from, to };
  }

  private parseClassAtom(flags: Flags): number | CharSet {
    const char = this.chars[this.pos++];
    if (char !== "\\") return char.codePointAt(0)!;
    return this.parseEscapeBody(this.pos - 1, flags);
  }
}

function literal(codePoint: number, flags: Flags): RegexNode {
  return { kind: "literal", codePoint, caseInsensitive: flags.caseInsensitive };
}

function concatOf(nodes: RegexNode[]): RegexNode {
  return nodes.length === 1 ? nodes[0] : { kind: "concat", nodes };
}
