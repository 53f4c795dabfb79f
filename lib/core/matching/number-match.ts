import { extractNumbers, numbersOverlap } from "./numbers";
import { PY_WHITESPACE, pySplitWhitespace } from "../python";

const STOPWORDS: ReadonlySet<string> = new Set([
  "the", "a", "an", "in", "of", "to", "and", "or", "is", "was", "for", "on", "at", "by", "with", "from",
]);
/** Non-letters are deleted, not turned into spaces: `$5.1B` → `b`, `P/E` → `pe`. */
const NOT_LETTER_OR_SPACE = new RegExp(`[^a-zA-Z${PY_WHITESPACE}]`, "gu");

function contentWords(text: string): Set<string> {
  const words = pySplitWhitespace(text.toLowerCase().replace(NOT_LETTER_OR_SPACE, ""));
  return new Set(words.filter((word) => !STOPWORDS.has(word)));
}

/**
 * The lenient fallback of evidence matching (spec §1.6): the line and the search text share a
 * number (within 0.1 %) and at least two content words. It compares against the whole text, so
 * a reformatted number (`$5.1B` for `5098000000`) still matches.
 */
export function numberMatch(line: string, allText: string): boolean {
  const lineNumbers = extractNumbers(line);
  if (lineNumbers.length === 0) return false;
  const textNumbers = extractNumbers(allText);
  if (textNumbers.length === 0 || !numbersOverlap(lineNumbers, textNumbers)) return false;
  const textWords = contentWords(allText);
  let common = 0;
  for (const word of contentWords(line)) if (textWords.has(word)) common++;
  return common >= 2;
}
