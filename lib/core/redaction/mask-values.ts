import { REDACTED } from "./redact-json";

/** Known secret values shorter than this are too likely to be ordinary words to mask everywhere. */
const MIN_SECRET_LENGTH = 6;
/** Most values masked in one text: each costs one indexOf pass. */
export const MAX_MASKED_VALUES = 1_000;

/**
 * `text` with each of `values` replaced by ***REDACTED*** wherever it appears, longest first. A
 * value spanning lines (a PEM key) keeps its line breaks, so every later line keeps its number
 * (claims cite lines by number).
 */
export function maskValues(text: string, values: Iterable<string>): { text: string; masked: number } {
  const distinct = [...new Set(values)].filter((value) => value.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length).slice(0, MAX_MASKED_VALUES);
  let masked = 0;
  let current = text;
  for (const value of distinct) {
    if (!current.includes(value)) continue;
    const replacement = REDACTED + "\n".repeat(value.split("\n").length - 1);
    const pieces = current.split(value);
    masked += pieces.length - 1;
    current = pieces.join(replacement);
  }
  return { text: current, masked };
}
