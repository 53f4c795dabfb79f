/**
 * Python's Unicode-aware text primitives that evidence matching depends on. A JS `\s`, `trim()`
 * or `\d` disagrees with Python on a handful of code points (U+001C–U+001F and U+0085 are Python
 * whitespace, U+FEFF is not; `\d` is every decimal digit), and those code points do reach us in
 * copied tool output, so the gates must use these instead of the JS built-ins.
 */

/** Python's str.isspace() set, which is also what `\s`, strip() and split() use. */
export const PY_WHITESPACE = "\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";

/** Python's `\w` for str patterns: letters, numbers (any numeric category) and underscore. */
export const PY_WORD_CHAR = "\\p{L}\\p{N}_";

const LEADING_OR_TRAILING_SPACE = new RegExp(`^[${PY_WHITESPACE}]+|[${PY_WHITESPACE}]+$`, "gu");
const WHITESPACE_RUN = new RegExp(`[${PY_WHITESPACE}]+`, "u");

/** str.strip() with no argument. */
export function pyStrip(text: string): string {
  return text.replace(LEADING_OR_TRAILING_SPACE, "");
}

/** str.lstrip(chars): drops any leading run of the given characters (a set, not a prefix). */
export function pyLstripChars(text: string, chars: string): string {
  const strip = new Set(chars);
  let start = 0;
  while (start < text.length && strip.has(text[start])) start++;
  return text.slice(start);
}

/** str.split() with no argument: splits on whitespace runs and never yields empty strings. */
export function pySplitWhitespace(text: string): string[] {
  return pyStrip(text).split(WHITESPACE_RUN).filter((part) => part !== "");
}

/** str.split(separator, maxsplit): at most maxsplit cuts, the remainder stays whole. */
export function pySplit(text: string, separator: string, maxsplit: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (parts.length < maxsplit) {
    const at = rest.indexOf(separator);
    if (at === -1) break;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + separator.length);
  }
  parts.push(rest);
  return parts;
}

/**
 * Code points that str.isdigit() accepts beyond the decimal digits (superscripts, circled digits,
 * …): Numeric_Type=Digit, which JS regexes cannot name. Generated from Python 3.11 (Unicode 14).
 */
const DIGIT_NOT_DECIMAL =
  "\\u00b2\\u00b3\\u00b9\\u1369-\\u1371\\u19da\\u2070\\u2074-\\u2079\\u2080-\\u2089\\u2460-\\u2468" +
  "\\u2474-\\u247c\\u2488-\\u2490\\u24ea\\u24f5-\\u24fd\\u24ff\\u2776-\\u277e\\u2780-\\u2788" +
  "\\u278a-\\u2792\\u{10a40}-\\u{10a43}\\u{10e60}-\\u{10e68}\\u{11052}-\\u{1105a}\\u{1f100}-\\u{1f10a}";
const ALL_DIGITS = new RegExp(`^[\\p{Nd}${DIGIT_NOT_DECIMAL}]+$`, "u");

/** str.isdigit(): non-empty and every code point a digit. */
export function pyIsDigit(text: string): boolean {
  return ALL_DIGITS.test(text);
}
