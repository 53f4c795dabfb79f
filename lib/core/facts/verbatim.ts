import { UNITS } from "./lexicon";
import { scanNumberTokens } from "./number-tokens";
import type { TokenFact, TokenKind } from "./types";

/**
 * Figure-like tokens that are not quantities, each one token checked as written:
 * - identifier: `PO-4471-032`, `INC-20417`, `EMEA/H/C/006218`, `NCT05219084`, `v2.14.3`;
 * - score or record: `12-4`, `124-97`, `101-109` (a pair before a unit is a range: `10-12 days`);
 * - ordinal: `3rd`, `24th`;
 * - time of day: `14:02`, `9:30`;
 * - descriptor: `10-year`, `52-week`, `above 5.5 mmol/L`: it qualifies another figure, so it is
 *   never required; found where its number stands with its unit (`tenor_10y`, `twi_52w_low`,
 *   `lead_time_days: 42`, `potassium_above_5_5`), it carries the chain of the figure it names.
 * An identifier is found only where the same string stands (case-insensitive) between
 * non-alphanumerics; an invented ticket number is a fabrication. A score is found where it is
 * written, or where both its numbers stand on one line (a table row `124 | 97`, either order).
 */

/** A run of letters, digits and joiners, starting and ending on a letter or digit. */
const CANDIDATE = /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:[\p{L}\p{N}_./:-]*[\p{L}\p{N}])?/gu;
const VERSION = /^v?\d+(?:\.\d+){2,}$|^v\d+(?:\.\d+)*$/i;
/** "100-year", "52-week": a descriptor, not a code. */
const DESCRIPTOR_FORM = /^\d+[-‑]\p{L}+$/u;
/** "940/FEU", "12/kg": an amount per unit. */
const PER_UNIT = /^\d[\d,.]*\/\p{L}+$/u;
const DECIMAL_PART = /(?:^|[^\d.])\d+\.\d+(?:$|[^\d.])/;
const SCORE = /(?<![\p{L}\p{N}_.,$€£¥-])(\d{1,3})[-–](\d{1,3})(?![\p{L}\p{N}_%]|[.,]\d|\s*(?:%|percent|pp\b|bps?\b|[x×](?!\p{L})))/gu;
/** A pair followed by a unit of measure or a scale is a range ("10-12 days", "3-4 million"). */
const MEASURE_AFTER = /^\s?(\p{L}+)/u;
const SCALE_AFTER = /^(?:trillion|billion|million|thousand|bn|mn|tn|k|m|b)$/i;
const ORDINAL = /(?<![\p{L}\p{N}_.,-])(\d{1,4})(st|nd|rd|th)(?![\p{L}\p{N}_])/giu;
const TIME_OF_DAY = /(?<![\p{N}:.])([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?(?![\p{N}:]|\.\d)/gu;
/** Words that read as quantities or dates when glued to digits: scale, units, fiscal years, quarters. */
const QUANTITY_LIKE = /^(?:[$€£¥]?\d[\d,.]*(?:[kmbt]|bn|mn|tn|bps?|pp|x|k?wh|[kmg]w|mw|gw|ms|s|m|h|d|y|yrs?|mos?|pct|st|nd|rd|th|s)?|FY\d{2,4}|Q[1-4](?:FY)?\d{0,4}|[1-4]Q\d{2,4}|H[12]\d{0,4}|\d{4}-\d{2}(?:-\d{2})?)$/i;

function isIdentifier(token: string): boolean {
  if (!/\d/.test(token) || QUANTITY_LIKE.test(token) || PER_UNIT.test(token) || DESCRIPTOR_FORM.test(token)) return false;
  if (VERSION.test(token)) return true;
  const digits = token.replace(/\D/g, "").length;
  const letters = /\p{L}/u.test(token);
  // A decimal inside ("mL/min/1.73") is a unit or a measure, not a code.
  if (DECIMAL_PART.test(token)) return false;
  if (letters) return digits >= 3;
  // Digits only: joined groups one of which is too long for a score or a range ("14064-3", "4471/032").
  return /[-/]/.test(token) && token.split(/[-/]/).some((part) => part.length >= 4) && !/^\d{4}[-/]\d{2}$/.test(token);
}

const fact = (kind: TokenKind, text: string, start: number, parts: number[]): TokenFact => ({
  kind,
  text,
  start,
  end: start + text.length,
  value: parts[0],
  parts,
  approximate: false,
});

/** The verbatim tokens of a sentence, in order, not overlapping. */
export function scanTokenFacts(sentence: string): TokenFact[] {
  const found: TokenFact[] = [];
  const free = (start: number, end: number) => !found.some((f) => start < f.end && end > f.start);
  for (const m of sentence.matchAll(CANDIDATE)) {
    const text = m[0].replace(/[.:]+$/, "");
    if (isIdentifier(text)) found.push(fact("identifier", text, m.index, scanNumberTokens(text).map((t) => t.magnitude)));
  }
  for (const m of sentence.matchAll(TIME_OF_DAY)) {
    if (free(m.index, m.index + m[0].length)) found.push(fact("time", m[0], m.index, [Number(m[1]), Number(m[2])]));
  }
  for (const m of sentence.matchAll(SCORE)) {
    const next = MEASURE_AFTER.exec(sentence.slice(m.index + m[0].length))?.[1];
    const range = next !== undefined && (UNITS.has(next.toLowerCase()) || SCALE_AFTER.test(next));
    if (!range && free(m.index, m.index + m[0].length)) found.push(fact("score", m[0], m.index, [Number(m[1]), Number(m[2])]));
  }
  for (const m of sentence.matchAll(ORDINAL)) {
    if (free(m.index, m.index + m[0].length)) found.push(fact("ordinal", m[0], m.index, [Number(m[1])]));
  }
  return found.sort((a, b) => a.start - b.start);
}

const escapeRegex = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ALNUM_BEFORE = "(?:^|[^0-9A-Za-z])";
const ALNUM_AFTER = "(?:[^0-9A-Za-z]|$)";
const NUMBER_BEFORE = "(?:^|[^0-9.])";
/** A sentence's full stop may follow: the pattern only proposes lines, `matchToken` decides. */
const NUMBER_AFTER = "(?:[^0-9]|$)";

const UNIT_ALIASES: Readonly<Record<string, string>> = {
  year: "y|yrs?|years?", month: "mos?|months?", week: "w|wks?|weeks?", day: "d|days?", hour: "h|hrs?|hours?", minute: "mins?|minutes?",
};

/** The number as a regex: "5.5" also as `5_5`, as labels write a threshold. */
const numberRegex = (token: TokenFact) => token.text.match(/\d+(?:[.,]\d+)?/)![0].replace(/[.,]/, "[._]");

function descriptorRegexes(token: TokenFact): string[] {
  const n = numberRegex(token);
  const unit = (token.unit ?? "").toLowerCase().replace(/s$/, "");
  const aliases = UNIT_ALIASES[unit];
  if (!aliases) return [`${NUMBER_BEFORE}${n}${NUMBER_AFTER}`];
  return [`${NUMBER_BEFORE}${n}[-_ ]?(?:${aliases})(?:[^a-z]|$)`, `(?:^|[^a-z0-9])(?:${aliases})[-_]?${n}(?:[^0-9]|$)`, `(?:${aliases})[a-z_]*[:=] ?${n}${NUMBER_AFTER}`];
}

/** The search pattern also proposes a bare number: a table row writes the unit in its header. */
const descriptorPattern = (token: TokenFact) => [...descriptorRegexes(token), `${NUMBER_BEFORE}${numberRegex(token)}${NUMBER_AFTER}`].join("|");

/** A table cell holding the descriptor's number under a header naming its unit (`lead_time_days | 42`). */
function descriptorInColumn(token: TokenFact, line: string, tableHeader: string): { text: string } | null {
  const aliases = UNIT_ALIASES[(token.unit ?? "").toLowerCase().replace(/s$/, "")];
  if (!aliases || !line.includes("|")) return null;
  const header = tableHeader.split("|");
  const unitWord = new RegExp(`(?:^|[^a-z])(?:${aliases})(?:[^a-z]|$)`, "i");
  const cells = line.split("|");
  const column = cells.findIndex((cell, index) => Number(cell.trim()) === token.parts[0] && unitWord.test(header[index] ?? ""));
  return column === -1 ? null : { text: cells[column].trim() };
}

/** Builds a descriptor from its number token and the unit written with it. */
export function descriptorFact(text: string, start: number, magnitude: number, unit: string | undefined): TokenFact {
  return { ...fact("descriptor", text, start, [magnitude]), ...(unit ? { unit } : {}) };
}

/** The search pattern (Rust and JS syntax, no look-around; searched case-insensitively). */
export function tokenPattern(token: TokenFact): string {
  if (token.kind === "descriptor") return descriptorPattern(token);
  if (token.kind === "score") {
    const [a, b] = token.parts;
    const pair = (x: number, y: number) => `${x}[^0-9.](?:[^0-9]*[^0-9.])?${y}`;
    return `${NUMBER_BEFORE}(?:${pair(a, b)}|${pair(b, a)})${NUMBER_AFTER}`;
  }
  if (token.kind === "ordinal") {
    const [n] = token.parts;
    return `${NUMBER_BEFORE}(?:${n}(?:st|nd|rd|th)|(?:rank|place|position)[^0-9\\n]*[^0-9.]${n}${NUMBER_AFTER})`;
  }
  const before = token.kind === "time" ? NUMBER_BEFORE : ALNUM_BEFORE;
  return `${before}${escapeRegex(token.text)}${ALNUM_AFTER}`;
}

/** The span of `line` that supports the token, or null. */
export function matchToken(token: TokenFact, line: string, tableHeader?: string): { text: string } | null {
  const lower = line.toLowerCase();
  if (token.kind === "descriptor") {
    for (const regex of descriptorRegexes(token)) {
      const found = new RegExp(regex, "i").exec(line);
      if (found) return { text: found[0].replace(/^[^0-9a-z]+|[^0-9a-z]+$/gi, "") };
    }
    return tableHeader ? descriptorInColumn(token, line, tableHeader) : null;
  }
  const written = lower.indexOf(token.text.toLowerCase());
  // A time may follow the `T` of an ISO timestamp; an identifier stands between non-alphanumerics.
  const before = token.kind === "time" ? /[0-9:]/ : /[0-9a-z]/;
  const bounded = (at: number, length: number) => !before.test(lower[at - 1] ?? "") && !/[0-9a-z]/.test(lower[at + length] ?? "");
  if (token.kind === "identifier" || token.kind === "time") {
    for (let at = written; at !== -1; at = lower.indexOf(token.text.toLowerCase(), at + 1)) {
      if (bounded(at, token.text.length)) return { text: line.slice(at, at + token.text.length) };
    }
    return null;
  }
  const figures = scanNumberTokens(line).filter((t) => t.decimals === 0 && !t.gluedLeft && !t.colonJoined);
  if (token.kind === "ordinal") {
    const [n] = token.parts;
    const ordinal = new RegExp(`(?:^|[^0-9.])(${n}(?:st|nd|rd|th))(?:[^0-9a-z]|$)`, "i").exec(line);
    if (ordinal) return { text: ordinal[1] };
    const ranked = figures.find((t) => t.magnitude === n && /(?:rank|place|position)[^0-9]*$/i.test(line.slice(0, t.start)));
    return ranked ? { text: line.slice(ranked.start, ranked.end) } : null;
  }
  // Both numbers as neighbouring figures of the line ("12-4", "| 124 | 97", "101 | 109").
  const [a, b] = token.parts;
  for (let i = 0; i + 1 < figures.length; i++) {
    const [first, second] = [figures[i], figures[i + 1]];
    const pair = [first.magnitude, second.magnitude];
    if ((pair[0] === a && pair[1] === b) || (pair[0] === b && pair[1] === a)) return { text: line.slice(first.digitsStart, second.digitsEnd) };
  }
  return null;
}
