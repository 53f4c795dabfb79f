import { parsePyJson } from "../python";

/**
 * JSON.parse's messages sometimes carry a position and sometimes only an excerpt of the input, so
 * a failed parse is re-scanned here to name the line and the offending token in plain words.
 * The scanner runs only on failure; it accepts what parsePyJson accepts (NaN, Infinity).
 */

export interface JsonSyntaxProblem {
  /** 1-based line of the offending character within the parsed text. */
  line: number;
  message: string;
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; problem: JsonSyntaxProblem };

class SyntaxAt {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING_BODY = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*/y;
const WORDS = ["true", "false", "null", "NaN", "Infinity", "-Infinity"];

function describeChar(text: string, offset: number): string {
  if (offset >= text.length) return "Unexpected end of input";
  const ch = String.fromCodePoint(text.codePointAt(offset)!);
  return `Unexpected token ${JSON.stringify(ch)}`;
}

/** Offset and description of the first syntax error, or null when the text is valid. */
function findSyntaxError(text: string): SyntaxAt | null {
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i++;
  };
  const fail = (expected: string): never => {
    throw new SyntaxAt(i, `${describeChar(text, i)} (expected ${expected})`);
  };
  const value = (): void => {
    skipSpace();
    const ch = text[i];
    if (ch === "{") return container("}", true);
    if (ch === "[") return container("]", false);
    if (ch === '"') return string();
    const word = WORDS.find((w) => text.startsWith(w, i));
    if (word) {
      i += word.length;
      return;
    }
    NUMBER.lastIndex = i;
    if (NUMBER.test(text)) {
      i = NUMBER.lastIndex;
      return;
    }
    fail("a value");
  };
  const string = (): void => {
    STRING_BODY.lastIndex = i + 1;
    STRING_BODY.test(text);
    i = STRING_BODY.lastIndex;
    if (text[i] !== '"') fail("the end of a string");
    i++;
  };
  const container = (close: string, isObject: boolean): void => {
    i++;
    skipSpace();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      if (isObject) {
        skipSpace();
        if (text[i] !== '"') fail("a property name in double quotes");
        string();
        skipSpace();
        if (text[i] !== ":") fail("':'");
        i++;
      }
      value();
      skipSpace();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === close) {
        i++;
        return;
      }
      fail(`',' or '${close}'`);
    }
  };
  try {
    value();
    skipSpace();
    if (i < text.length) fail("the end of the document");
    return null;
  } catch (error) {
    if (error instanceof SyntaxAt) return error;
    throw error;
  }
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** Parse JSON (with Python's NaN/Infinity); on failure say where and what, in plain words. */
export function parseJsonText(text: string): JsonParseResult {
  try {
    return { ok: true, value: parsePyJson(text) };
  } catch (parseError) {
    let located: SyntaxAt | null = null;
    try {
      located = findSyntaxError(text);
    } catch {
      // Nesting too deep for the scanner: fall back to the engine's message below.
    }
    if (located) return { ok: false, problem: { line: lineAt(text, located.offset), message: located.message } };
    const message = parseError instanceof Error ? parseError.message : String(parseError);
    return { ok: false, problem: { line: lineAt(text, text.length), message } };
  }
}
