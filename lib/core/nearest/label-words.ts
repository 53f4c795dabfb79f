// Words that say nothing about which line a figure belongs to.
const IGNORED = new Set(
  "the and for are was its but not per all any can did has how our out who why yet via than".split(" ").concat(
  "that this with from were was have has had been their there which while about into over than then them they also more most less such some each only other same very when where what will would could should after before since under between above below during year years quarter month months week weeks days percent total rose fell grew increased decreased higher lower compared versus reported stands stood reached remains remained".split(" "),
  ),
);

// Five letters are enough to tell `revenue` from `return` and to match `revenues` to `revenue_usd`.
const stem = (word: string) => word.slice(0, 5);

/**
 * The label words of a sentence as stems, nearest the figure first: the words a source writes
 * beside the figure (`revenue`, `ebitda`, `ontario`), so a candidate line sharing them is about
 * the same thing (`rsi`, `eps` too). Words of three letters or more, minus function and time words.
 */
export function labelStems(sentence: string, figureAt: number): string[] {
  const words: { word: string; distance: number }[] = [];
  for (const match of sentence.matchAll(/\p{L}+/gu)) {
    const word = match[0].toLowerCase();
    if (word.length < 3 || IGNORED.has(word)) continue;
    words.push({ word, distance: Math.abs(match.index - figureAt) });
  }
  words.sort((a, b) => a.distance - b.distance);
  return [...new Set(words.map(({ word }) => stem(word)))];
}

/** The word stems of a source line, split the way labels are written (`revenue_usd_bn`, `EV/EBITDA`, `sma50`). */
export function lineStems(line: string): Set<string> {
  return new Set(line.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= 3).map(stem));
}
