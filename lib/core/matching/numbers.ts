import { parsePyFloat, pyStrip } from "../python";

/**
 * A number as written in prose or tool output: sign, digits with thousands commas, decimals and an
 * adjacent magnitude or percent suffix. No word boundary, so `FY2025` yields `2025`. Not global:
 * callers that scan use `extractNumbers`.
 */
export const NUM_PATTERN = /[-+]?\p{Nd}[\p{Nd},]*(?:\.\p{Nd}+)?[%KMBTkmbt]?/u;
const ALL_NUMBERS = new RegExp(NUM_PATTERN.source, "gu");

const SUFFIX_MULTIPLIERS: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, b: 1e9, t: 1e12 };

/**
 * One written number as a float (spec §1.6): `$` prefix, `%` (divided by 100), thousands commas
 * and k/m/b/t magnitudes understood, then Python float() rules. Null when it is not a number.
 */
export function normalizeNumber(written: string): number | null {
  let text = pyStrip(written);
  if (text === "") return null;
  text = text.replace(/^\$+/u, "");
  const isPercent = text.endsWith("%");
  if (isPercent) text = pyStrip(text.slice(0, -1));
  text = text.replaceAll(",", "");
  let multiplier = 1;
  const suffix = SUFFIX_MULTIPLIERS[text.slice(-1).toLowerCase()];
  if (suffix !== undefined) {
    multiplier = suffix;
    text = pyStrip(text.slice(0, -1));
  }
  const value = parsePyFloat(text);
  if (value === null) return null;
  const scaled = value * multiplier;
  return isPercent ? scaled / 100 : scaled;
}

/** Every number in the text, in order, skipping matches that do not parse. */
export function extractNumbers(text: string): number[] {
  const numbers: number[] = [];
  for (const [written] of text.matchAll(ALL_NUMBERS)) {
    const value = normalizeNumber(written);
    if (value !== null) numbers.push(value);
  }
  return numbers;
}

/** Two numbers agree when both are zero, or neither is and they differ by under 0.1 % (relative). */
function sameNumber(a: number, b: number): boolean {
  if (a === 0 && b === 0) return true;
  if (a === 0 || b === 0) return false;
  return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b)) < 0.001;
}

/** True when any number of the first list agrees with any number of the second. */
export function numbersOverlap(first: readonly number[], second: readonly number[]): boolean {
  return first.some((a) => second.some((b) => sameNumber(a, b)));
}
