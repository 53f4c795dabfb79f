// Words that say nothing about which line a figure belongs to.
const IGNORED = new Set(
  "the and for are was its but not per all any can did has how our out who why yet via than".split(" ").concat(
  "that this with from were was have has had been their there which while about into over than then them they also more most less such some each only other same very when where what will would could should after before since under between above below during year years quarter month months week weeks days percent total rose fell grew increased decreased higher lower compared versus reported stands stood reached remains remained".split(" "),
  ),
);

const MAX_STEM = 5;
// Five letters are enough to tell `revenue` from `return` and to match `revenues` to `revenue_usd`.
const stem = (word: string) => word.slice(0, MAX_STEM);

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

const isAsciiLetter = (lower: number) => lower >= 97 && lower <= 122;

/**
 * The label stems of a search, each by a small id, and which of them a source window's words
 * hold (lineStems' words). An ASCII window, most of any tool output, is read in one charCode
 * loop with each word's stem as an integer (its letters base 27), so no word string is built.
 */
export class StemIds {
  readonly #ids = new Map<string, number>();
  readonly #asciiIds = new Map<number, number>();

  get size(): number {
    return this.#ids.size;
  }

  /** The id of `stem`, given on its first sight. */
  idOf(stem: string): number {
    let id = this.#ids.get(stem);
    if (id !== undefined) return id;
    this.#ids.set(stem, (id = this.#ids.size));
    let code = 0;
    for (let at = 0; at < stem.length && code >= 0; at++) code = isAsciiLetter(stem.charCodeAt(at)) ? code * 27 + stem.charCodeAt(at) - 96 : -1;
    if (code >= 0) this.#asciiIds.set(code, id);
    return id;
  }

  /** The ids of the known stems among the words of `text` from `from` to `to`, once each. */
  in(text: string, from: number, to: number): number[] {
    const ids: number[] = [];
    let code = 0;
    let length = 0;
    for (let at = from; at <= to; at++) {
      const char = at < to ? text.charCodeAt(at) : 0;
      if (char >= 128) return this.#idsOf(lineStems(text.slice(from, to)));
      const lower = char | 32;
      if (isAsciiLetter(lower)) {
        if (length < MAX_STEM) code = code * 27 + lower - 96;
        length++;
        continue;
      }
      if (length >= 3) {
        const id = this.#asciiIds.get(code);
        if (id !== undefined && !ids.includes(id)) ids.push(id);
      }
      code = 0;
      length = 0;
    }
    return ids;
  }

  #idsOf(words: ReadonlySet<string>): number[] {
    const ids: number[] = [];
    for (const word of words) {
      const id = this.#ids.get(word);
      if (id !== undefined) ids.push(id);
    }
    return ids;
  }
}
