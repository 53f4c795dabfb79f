import { pyStrip } from "./text";

const DECIMAL_DIGIT = /\p{Nd}/u;
const DECIMAL_DIGITS = /\p{Nd}/gu;

/**
 * The value of any Unicode decimal digit. Unicode encodes every decimal digit set as a contiguous
 * run 0..9, and adjacent sets (e.g. the mathematical digits) follow each other whole, so the
 * digit's offset within its contiguous run of decimal digits, modulo 10, is its value.
 */
function decimalDigitValue(digit: string): number {
  const codePoint = digit.codePointAt(0)!;
  let offset = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - offset - 1))) offset++;
  return offset % 10;
}

const FLOAT_LITERAL = /^[+-]?(?:(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:e[+-]?\d(?:_?\d)*)?)$/i;
const INFINITY_LITERAL = /^([+-]?)inf(?:inity)?$/i;
const NAN_LITERAL = /^[+-]?nan$/i;

/**
 * Python's float(text): surrounding whitespace ignored, any Unicode decimal digits, `_` between
 * digits, exponents, `inf`/`infinity`/`nan` in any case. Returns null where Python raises
 * ValueError.
 */
export function parsePyFloat(text: string): number | null {
  const literal = pyStrip(text).replace(DECIMAL_DIGITS, (digit) => String(decimalDigitValue(digit)));
  const infinity = INFINITY_LITERAL.exec(literal);
  if (infinity) return infinity[1] === "-" ? -Infinity : Infinity;
  if (NAN_LITERAL.test(literal)) return NaN;
  if (!FLOAT_LITERAL.test(literal)) return null;
  return Number(literal.replaceAll("_", ""));
}
