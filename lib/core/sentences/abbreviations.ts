/**
 * How a period after a word behaves. The word is compared lower-cased, without its final
 * period ("e.g." → "e.g", "Inc." → "inc").
 *
 * - `never-ends`: titles and connectives; more of the sentence always follows ("Dr. Smith",
 *   "e.g. lists", "approx. 3").
 * - `before-number`: reference words that are abbreviations only when a number follows
 *   ("No. 5", "Fig. 2"); otherwise the period ends a sentence ("The answer was no. We…").
 * - `may-end`: words that often close a sentence as well as sit inside one ("Acme Inc.",
 *   "the U.S.", "et al.", "Jan."). They end the sentence only when the next word is a common
 *   sentence opener, so "the U.S. Food and Drug Administration" stays whole while
 *   "sold in the U.S. The rest…" splits.
 */
export type AbbreviationKind = "never-ends" | "before-number" | "may-end";

/** Titles before a name: written capitalised ("Ms. Lee"); in lower case they are units or words ("500 ms."). */
const TITLES = ["mr", "mrs", "ms", "mx", "dr", "prof", "st", "mt", "gen", "gov", "sen", "rep", "capt", "lt", "col", "sgt", "rev", "hon", "fr"];
const NEVER_ENDS = [
  ...TITLES, "vs", "v", "e.g", "i.e", "cf", "viz", "approx", "ca", "incl", "esp",
  "resp", "est", "dept", "univ", "assn", "avg",
];
const TITLE_SET = new Set(TITLES);
const BEFORE_NUMBER = ["no", "nos", "fig", "figs", "vol", "vols", "p", "pp", "sec", "ch", "eq", "eqs", "ref", "refs", "art", "tab", "n"];
const MAY_END = [
  "etc", "inc", "corp", "ltd", "co", "plc", "bros", "jr", "sr", "al", "esq",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
];

const KIND_BY_WORD = new Map<string, AbbreviationKind>([
  ...NEVER_ENDS.map((w) => [w, "never-ends"] as const),
  ...BEFORE_NUMBER.map((w) => [w, "before-number"] as const),
  ...MAY_END.map((w) => [w, "may-end"] as const),
]);

/** "U.S", "a.m", "Ph.D": letters joined by periods. */
const DOTTED_INITIALS = /^(?:[a-z]{1,2}\.)+[a-z]{1,2}$/i;

export function abbreviationKind(word: string): AbbreviationKind | null {
  const lower = word.toLowerCase();
  if (TITLE_SET.has(lower) && !/^[A-Z]/.test(word)) return null;
  const known = KIND_BY_WORD.get(lower);
  if (known) return known;
  // A lone capital is an initial ("J. Smith"); dotted initials are acronyms ("U.S.").
  if (/^[A-Z]$/.test(word) || DOTTED_INITIALS.test(word)) return "may-end";
  return null;
}

/** Words that commonly open a sentence; used only after a `may-end` abbreviation. */
const SENTENCE_OPENERS = new Set([
  "a", "after", "all", "also", "although", "among", "an", "and", "as", "at", "because", "before",
  "both", "but", "by", "despite", "during", "each", "finally", "for", "from", "further",
  "furthermore", "he", "hence", "her", "his", "however", "i", "if", "in", "it", "its", "many",
  "meanwhile", "moreover", "most", "no", "not", "on", "one", "or", "our", "overall", "she", "similarly",
  "since", "so", "some", "still", "that", "the", "their", "then", "there", "these", "they", "this",
  "those", "thus", "therefore", "to", "under", "unlike", "we", "what", "when", "where", "which",
  "while", "who", "why", "with", "yet", "you", "additionally", "other", "such",
]);

export function isSentenceOpener(word: string): boolean {
  return SENTENCE_OPENERS.has(word.toLowerCase());
}
