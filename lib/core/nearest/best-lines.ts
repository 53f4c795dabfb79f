import { grown } from "./grown";

/**
 * The best candidates of one figure, one per source line. A line keeps the candidate offered
 * with the highest score (the closest on a tie, the first on a full tie); lines rank by score,
 * then closeness, then the order they were first offered: a stable sort's order, found in one
 * pass for the few kept. Lines are integer ids, so finding a line's entry is two typed-array
 * reads (the round that last saw it, its entry then) instead of a map keyed by file and line.
 */
export class BestLines<T> {
  #round = 0;
  #roundOf = new Int32Array(1024);
  #entryOf = new Int32Array(1024);
  /**
   * This round's entries, one per line in the order first offered: typed arrays, so a new
   * ranking's first scores and distances (a 0 or a fraction) never change how V8 stores them,
   * which made the code compiled for the last ranking deoptimize in each new one.
   */
  #scores = new Int32Array(64);
  #distances = new Float64Array(64);
  readonly #items: T[] = [];

  /** Forgets the previous figure's offers. */
  start(): void {
    this.#round++;
    this.#items.length = 0;
  }

  /** Offers `item` for `line`, with an integer `score` (higher is better) and a `distance` (lower is better on a tie). */
  offer(line: number, score: number, distance: number, item: T): void {
    if (line >= this.#roundOf.length) this.#growLines(line);
    if (this.#roundOf[line] !== this.#round) {
      const entry = this.#items.length;
      if (entry === this.#scores.length) this.#growEntries();
      this.#roundOf[line] = this.#round;
      this.#entryOf[line] = entry;
      this.#scores[entry] = score;
      this.#distances[entry] = distance;
      this.#items.push(item);
      return;
    }
    const entry = this.#entryOf[line];
    if (score > this.#scores[entry] || (score === this.#scores[entry] && distance < this.#distances[entry])) {
      this.#scores[entry] = score;
      this.#distances[entry] = distance;
      this.#items[entry] = item;
    }
  }

  /** The kept candidates of the best `limit` lines, best first. */
  best(limit: number): T[] {
    const top: number[] = [];
    for (let entry = 0; entry < this.#items.length; entry++) {
      let at = top.length;
      while (at > 0 && this.#better(entry, top[at - 1])) at--;
      if (at < limit) {
        top.splice(at, 0, entry);
        if (top.length > limit) top.pop();
      }
    }
    return top.map((entry) => this.#items[entry]);
  }

  #better(a: number, b: number): boolean {
    return this.#scores[a] > this.#scores[b] || (this.#scores[a] === this.#scores[b] && this.#distances[a] < this.#distances[b]);
  }

  #growLines(line: number): void {
    let length = this.#roundOf.length;
    while (length <= line) length *= 2;
    this.#roundOf = grown(this.#roundOf, length);
    this.#entryOf = grown(this.#entryOf, length);
  }

  #growEntries(): void {
    const length = this.#scores.length * 2;
    this.#scores = grown(this.#scores, length);
    this.#distances = grown(this.#distances, length);
  }
}
