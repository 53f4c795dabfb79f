/**
 * The words a source line and a report sentence are compared on: 4-letter stems, minus function
 * words and words of time and quantity, after the synonyms that say the same thing in reports
 * and in data, with descriptor labels (`10-year` ⇄ `tenor_10y`) and glued codes (`2s10s`).
 */

/** Words are compared on their first letters, so "treat" meets "treated" and "year" "years". */
const STEM_LENGTH = 4;
/** Function words, and words of time and quantity that label figures of every kind (`years=2`, `value:`). */
const IGNORED_WORDS = new Set([
  ...["the", "and", "for", "from", "with", "was", "were", "are", "has", "had", "that", "this", "its", "per", "than", "over", "into", "our"],
  ...["year", "years", "month", "months", "quarter", "quarters", "week", "weeks", "day", "days", "period", "value", "values", "total", "number", "amount", "data"],
]);

/**
 * Words that say the same thing in reports and in data: each is read as its canonical word
 * before stems are compared ("a year earlier" meets `yoy`, "rose" meets `change`, "basis
 * points" meets `_bps`).
 */
const SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\by\/y\b|\byoy\b|\byear[- ](?:over|on)[- ]year\b|\b(?:a|the) year (?:earlier|ago|before)\b|\bprior year\b/g, " yoy "],
  [/\bq\/q\b|\bqoq\b|\bquarter[- ](?:over|on)[- ]quarter\b/g, " qoq "],
  [/\b(?:pp|ppts?|percentage[- ]points?)\b/g, " ppts "],
  [/\b(?:bps?|basis[- ]points?)\b/g, " bpts "],
  [/\b(?:up|down|rose|rise[sn]?|rising|fell|fall(?:s|en|ing)?|increas\w*|decreas\w*|drop\w*|declin\w*|chang\w*|grew|grow\w*|delta)\b/g, " chg "],
];
const DESCRIPTOR_UNITS: Readonly<Record<string, string>> = {
  year: "y", yr: "y", y: "y", month: "mo", mo: "mo", week: "w", wk: "w", w: "w", day: "d", d: "d", hour: "h", hr: "h", h: "h",
};
/** "10-year", "50-day", "52-week" in a report; `10y`, `tenor_10y`, `50d`, `y10` in data. */
const DESCRIPTOR_AFTER = /(?<![\p{L}\d.])(\d{1,3})[-‑_ ]?(years?|yrs?|y|months?|mo|weeks?|wks?|w|days?|d|hours?|hrs?|h)(?![\p{L}\d])/gu;
const DESCRIPTOR_BEFORE = /(?<![\p{L}])(y|w|d)(\d{1,3})(?![\p{L}\d])/gu;
/** Codes of digits and letters such as `2s10s`, `5y5y`. */
const GLUED_CODE = /(?<![\p{L}\d])\d+\p{L}+\d+\p{L}*(?![\p{L}\d])/gu;

const unit = (word: string) => DESCRIPTOR_UNITS[word.replace(/s$/, "")] ?? DESCRIPTOR_UNITS[word];

/** The global patterns run by `exec` from `lastIndex` 0 (none matches empty), not `matchAll`, which copies each pattern per line. */
function descriptorKeys(text: string, into: Set<string>): void {
  DESCRIPTOR_AFTER.lastIndex = 0;
  for (let m = DESCRIPTOR_AFTER.exec(text); m !== null; m = DESCRIPTOR_AFTER.exec(text)) into.add(`#${m[1]}${unit(m[2])}`);
  DESCRIPTOR_BEFORE.lastIndex = 0;
  for (let m = DESCRIPTOR_BEFORE.exec(text); m !== null; m = DESCRIPTOR_BEFORE.exec(text)) into.add(`#${m[2]}${unit(m[1])}`);
  GLUED_CODE.lastIndex = 0;
  for (let m = GLUED_CODE.exec(text); m !== null; m = GLUED_CODE.exec(text)) into.add(`#${m[0]}`);
}

/** A text's word stems and descriptor keys. */
export function stems(text: string): Set<string> {
  let lower = text.toLowerCase();
  for (const [pattern, canonical] of SYNONYMS) lower = lower.replace(pattern, canonical);
  const found = new Set<string>();
  for (const word of lower.split(/[^\p{L}]+/u)) if (word.length >= 3 && !IGNORED_WORDS.has(word)) found.add(word.slice(0, STEM_LENGTH));
  descriptorKeys(lower, found);
  return found;
}

/** How many of a text's stems the sentence's hold too. */
export function sharedStems(sentenceStems: ReadonlySet<string>, textStems: ReadonlySet<string>): number {
  let shared = 0;
  for (const stem of textStems) if (sentenceStems.has(stem)) shared++;
  return shared;
}
