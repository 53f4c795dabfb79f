import { BASIS_POINT } from "./types";
import { rememberLongTexts } from "./long-text-memo";
import { CURRENCY_CODES, CURRENCY_PREFIXES, CURRENCY_WORDS, PERCENT_SUFFIXES, SCALE_WORDS, SPACED_SCALE_LETTER } from "./lexicon";

/**
 * One figure as written, with the markers glued to it: sign, parentheses, currency, scale
 * suffix, percent. This is the one tokenizer behind both the report side (fact extraction)
 * and the source side (matching a found line); each side adds its own reading of context.
 */
export interface NumberToken {
  /** whole token: sign, parentheses, currency, digits, suffix */
  start: number;
  end: number;
  /** the digits alone, as written ("4,213.5") */
  digits: string;
  digitsStart: number;
  digitsEnd: number;
  decimals: number;
  /** the digits parsed, before sign, exponent and scale */
  magnitude: number;
  /** a written scientific exponent ("4.2e9" → 9) */
  exponent: number;
  /** a minus sign (ASCII or U+2212) was written */
  signed: boolean;
  /** "(1.2)": parentheses hug the figure */
  parenthesised: boolean;
  currency?: string;
  /** 1 when no scale word or suffix */
  scale: number;
  percent?: "%" | "pp";
  /** "27.4x", "27.4×", "27.4 times": a multiple */
  multiple: boolean;
  /** a letter, digit or underscore touches the start ("FY2025", "COVID-19" is not glued: see `hyphenatedToWord`) */
  gluedLeft: boolean;
  /** a letter, digit or a further ".digit" touches the end ("3rd", "1990s", "2.0.1") */
  gluedRight: boolean;
  /** part of "11:15" or "3:1" */
  colonJoined: boolean;
  /** "GLP-1", "COVID-19": a word and a hyphen right before the figure */
  hyphenatedToWord: boolean;
}

const BASIS_POINTS_SUFFIX = /^ ?(?:bps?|basis[ -]points?)(?![\p{L}\p{N}_])/iu;
const MULTIPLE_SUFFIX = /^(?:[x×](?![\p{L}\p{N}_])| ?times\b)/u;
const MINOR_UNIT = /^[pc](?![\p{L}\p{N}_])/u;
const MINOR_UNIT_SCALE = 0.01;
const DIGITS = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const MINUS = "-−";

const isWordChar = (ch: string | undefined) => ch !== undefined && (isAsciiWordCode(ch.charCodeAt(0)) || (ch.charCodeAt(0) >= 128 && WORD_CHAR.test(ch)));
const isAsciiWordCode = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isAsciiLetterCode = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigitChar = (ch: string | undefined) => ch !== undefined && ch >= "0" && ch <= "9";
const SPACE = 32;
const PERCENT_SIGN = 37;

/** The last characters of the currency markers and codes (a code may be followed by a space): any other ends none of them. */
const CURRENCY_ENDS = new Set([...CURRENCY_PREFIXES.map(([symbol]) => symbol.at(-1)!), ...CURRENCY_CODES.map((code) => code.at(-1)!), " "]);

function currencyBefore(text: string, end: number): { code: string; start: number } | null {
  if (!CURRENCY_ENDS.has(text[end - 1])) return null;
  for (const [symbol, code] of CURRENCY_PREFIXES) {
    if (text.startsWith(symbol, end - symbol.length)) return { code, start: end - symbol.length };
  }
  for (const code of CURRENCY_CODES) {
    for (const gap of [" ", ""]) {
      const start = end - code.length - gap.length;
      if (start >= 0 && text.startsWith(code + gap, start) && !isWordChar(text[start - 1])) return { code, start };
    }
  }
  return null;
}

function firstMatch<T>(rest: string, table: ReadonlyArray<readonly [RegExp, T]>): { value: T; length: number } | null {
  for (const [pattern, value] of table) {
    const match = pattern.exec(rest);
    if (match) return { value, length: match[0].length };
  }
  return null;
}

/** A minus right before `at` that is a sign (not a hyphen after a word or a figure's point): its offset, else -1. */
const signAt = (text: string, at: number) => (MINUS.includes(text[at - 1]) && !isWordChar(text[at - 2]) && text[at - 2] !== "." ? at - 1 : -1);

/**
 * Every suffix (percent, basis points, multiple, scale, minor unit, currency code or word) starts,
 * after at most one space, with a letter, `%` or a non-ASCII sign (`×`): after any other character
 * none is read ("4.2 |", "4.2, ", "4.2)").
 */
function maySuffix(text: string, at: number): boolean {
  let code = text.charCodeAt(at);
  if (code === SPACE) code = text.charCodeAt(at + 1);
  return code >= 128 || code === PERCENT_SIGN || isAsciiLetterCode(code);
}

const EXPONENT = /^[eE]([-+]?\d+)(?![\p{L}\p{N}_])/u;
const CURRENCY_CODE_AFTER = /^ ?([A-Z]{3})(?![\p{L}\p{N}_])/u;

/** The figure whose digits `digits` start at `digitsStart` in `text`, with its markers: one figure of `scanNumberTokens`, read alone. */
export function scanToken(text: string, digitsStart: number, digits: string): NumberToken {
  const digitsEnd = digitsStart + digits.length;
  const dot = digits.indexOf(".");
  const token: NumberToken = {
    start: digitsStart, end: digitsEnd, digits, digitsStart, digitsEnd,
    decimals: dot === -1 ? 0 : digits.length - dot - 1,
    magnitude: digitsMagnitude(digits),
    exponent: 0, signed: false, parenthesised: false, scale: 1, multiple: false,
    gluedLeft: false, gluedRight: false, colonJoined: false, hyphenatedToWord: false,
    // Present on every token, set or not: tokens then share one shape, and code V8 compiled for the tokens it met is not thrown away at the first with a currency or a percent.
    currency: undefined, percent: undefined,
  };

  // Before the digits: [ "(" ] [ sign ] [ currency ] [ sign ]
  let start = digitsStart;
  let sign = signAt(text, start);
  if (sign !== -1) start = sign;
  const currency = currencyBefore(text, start);
  if (currency) {
    token.currency = currency.code;
    start = currency.start;
    if (sign === -1 && (sign = signAt(text, start)) !== -1) start = sign;
  }
  token.signed = sign !== -1;
  token.hyphenatedToWord = !token.signed && text[digitsStart - 1] === "-" && /\p{L}/u.test(text[digitsStart - 2] ?? "");
  const opensParen = text[start - 1] === "(";

  // After the digits: [ exponent ] [ percent | scale ] [ currency word/code ] [ ")" ]
  let end = digitsEnd;
  const exponent = mayHaveExponent(text, end) ? EXPONENT.exec(text.slice(end, end + 6)) : null;
  if (exponent) {
    token.exponent = Number(exponent[1]);
    end += exponent[0].length;
  }
  if (maySuffix(text, end)) {
    const rest = text.slice(end, end + 24);
    const basisPoints = BASIS_POINTS_SUFFIX.exec(rest);
    const percent = basisPoints ? null : firstMatch(rest, PERCENT_SUFFIXES);
    if (basisPoints) {
      // One basis point is a hundredth of a percentage point: "35 bp" is 0.35 pp.
      token.percent = "pp";
      token.scale = BASIS_POINT;
      end += basisPoints[0].length;
    } else if (percent) {
      token.percent = percent.value;
      end += percent.length;
    } else if (!token.currency && MINOR_UNIT.test(rest) && !isWordChar(text[digitsStart - 1])) {
      // "71.4p", "45c": pence and cents are hundredths of the currency (0.714, 0.45).
      token.scale = MINOR_UNIT_SCALE;
      end += 1;
    } else {
      const multiple = MULTIPLE_SUFFIX.exec(rest);
      if (multiple) {
        token.multiple = true;
        end += multiple[0].length;
      } else {
        const scale = firstMatch(rest, SCALE_WORDS) ?? (token.currency ? firstMatch(rest, SPACED_SCALE_LETTER) : null);
        if (scale) {
          token.scale = scale.value;
          end += scale.length;
        }
      }
    }
  }
  if (!token.currency && !token.percent && maySuffix(text, end)) {
    const rest = text.slice(end, end + 24);
    const code = CURRENCY_CODE_AFTER.exec(rest);
    if (code && CURRENCY_CODES.includes(code[1])) {
      token.currency = code[1];
      end += code[0].length;
    } else {
      const word = firstMatch(rest, CURRENCY_WORDS);
      if (word) {
        token.currency = word.value;
        end += word.length;
      }
    }
  }
  if (opensParen && text[end] === ")") {
    token.parenthesised = true;
    start -= 1;
    end += 1;
  }

  token.start = start;
  token.end = end;
  token.gluedLeft = isWordChar(text[start - 1]) || (text[start - 1] === "." && isDigitChar(text[start - 2]));
  token.gluedRight = isWordChar(text[end]) || (text[end] === "." && isDigitChar(text[end + 1]));
  token.colonJoined = (text[digitsStart - 1] === ":" && isDigitChar(text[digitsStart - 2])) || (text[digitsEnd] === ":" && isDigitChar(text[digitsEnd + 1]));
  return token;
}

/** Every figure in `text`, in order. Markers are attached; nothing is filtered out. */
export const scanNumberTokens: (text: string) => readonly NumberToken[] = rememberLongTexts((text) => {
  const tokens: NumberToken[] = [];
  for (const match of text.matchAll(DIGITS)) {
    tokens.push(scanToken(text, match.index, match[0]));
  }
  return tokens;
});

const ZERO = 48;
const NINE = 57;
const COMMA = 44;
const DOT = 46;
const isDigit = (code: number) => code >= ZERO && code <= NINE;
/** Digits whose value is an integer below 2^53 (exact as a double), so dividing by a power of ten rounds as `Number` does. */
const EXACT_DIGITS = 15;

/** The end of the run of digits from `at`. */
function digitsEnd(text: string, at: number): number {
  while (at < text.length && isDigit(text.charCodeAt(at))) at++;
  return at;
}

/** Whether `,ddd` stands at `at`. */
function thousandsGroupAt(text: string, at: number): boolean {
  return text.charCodeAt(at) === COMMA && isDigit(text.charCodeAt(at + 1)) && isDigit(text.charCodeAt(at + 2)) && isDigit(text.charCodeAt(at + 3));
}

/**
 * Where each figure's digits start and end in `text`, in `scanNumberTokens`' order, and the
 * digits' magnitudes, for a reader that reads only some figures' markers (`scanToken`): no
 * figure's digits are kept as a string of their own. Read character by character as DIGITS
 * matches (a run of up to three digits followed by `,ddd` groups, else a run of digits; then
 * `.digits`), each magnitude summed as the digits go by: a line reaching `matchesFact` holds a
 * dozen figures, and a regex match, a slice and a `Number` each cost more than the whole read.
 */
export function digitRuns(text: string): { starts: number[]; ends: number[]; magnitudes: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  const magnitudes: number[] = [];
  for (let at = 0; at < text.length; at++) {
    if (!isDigit(text.charCodeAt(at))) continue;
    const start = at;
    let end = digitsEnd(text, at);
    // `\d{1,3}(?:,\d{3})+`: the digits before the first comma must be the whole run.
    if (end - start <= 3 && thousandsGroupAt(text, end)) while (thousandsGroupAt(text, end)) end += 4;
    const wholeEnd = end;
    if (text.charCodeAt(end) === DOT && isDigit(text.charCodeAt(end + 1))) end = digitsEnd(text, end + 1);
    starts.push(start);
    ends.push(end);
    magnitudes.push(magnitudeOf(text, start, wholeEnd, end));
    at = end - 1;
  }
  return { starts, ends, magnitudes };
}

/** `digitsMagnitude` of text[start, end), whose whole part ends at `wholeEnd` (a "." follows there when end > wholeEnd). */
function magnitudeOf(text: string, start: number, wholeEnd: number, end: number): number {
  let value = 0;
  let digits = 0;
  let fraction = 1;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (!isDigit(code)) continue;
    value = value * 10 + (code - ZERO);
    digits++;
    if (at > wholeEnd) fraction *= 10;
  }
  // Both this quotient and Number's parse are the double nearest the same decimal, while it is exact.
  return digits <= EXACT_DIGITS ? value / fraction : digitsMagnitude(text.slice(start, end));
}

/** The digits' value as `scanToken` parses them, before exponent, scale and sign. */
export const digitsMagnitude = (digits: string) => Number(digits.includes(",") ? digits.replace(/,/g, "") : digits);

/** Every scale a figure's own markers can give it: none, basis points, pence or cents, a scale word or letter. */
export const MARK_SCALES: readonly number[] = [...new Set([1, BASIS_POINT, MINOR_UNIT_SCALE, ...SCALE_WORDS.map(([, scale]) => scale), ...SPACED_SCALE_LETTER.map(([, scale]) => scale)])];

/** Whether the digits ending at `digitsEnd` carry a written exponent ("4.2e9"), which MARK_SCALES do not bound. */
export const mayHaveExponent = (text: string, digitsEnd: number) => text[digitsEnd] === "e" || text[digitsEnd] === "E";

/** The figure's value with sign, exponent and scale applied; a percent stays in percent points. */
export function tokenValue(token: NumberToken, negative = token.signed): number {
  const scaled = token.magnitude * 10 ** token.exponent;
  // Dividing by a sub-unit scale (basis points) keeps 35 bp at 0.35, not 0.35000000000000003.
  const value = token.scale < 1 ? scaled / Math.round(1 / token.scale) : scaled * token.scale;
  return negative ? -value : value;
}

/** Accounting style: "(1.2)" and "($1.2)" are negative; "(12%)" is not. */
export const isAccountingNegative = (token: NumberToken) => token.parenthesised && !token.percent;

/** The figures written in `text`, as unsigned magnitudes before scale ("$4.2 billion" → [4.2]): what identifies a figure across its forms. */
export function figureMagnitudes(text: string): number[] {
  return scanNumberTokens(text).map((token) => token.magnitude * 10 ** token.exponent);
}
