/**
 * The best candidates of one figure, one per source line. A line keeps the candidate offered
 * with the highest score (the closest on a tie, the first on a full tie); lines rank by score,
 * then closeness, then the order they were first offered: a stable sort's order, found in one
 * pass for the few kept. Lines are dense ids (0 .. lines - 1) so a figure's offers are array
 * slots stamped with its round instead of a map keyed by file and line.
 */
export class BestLines<T> {
  #round = 0;
  readonly #rounds: number[] = [];
  readonly #scores: number[] = [];
  readonly #distances: number[] = [];
  readonly #items: (T | undefined)[] = [];
  readonly #offered: number[] = [];

  /** Forgets the previous figure's offers. */
  start(): void {
    this.#round++;
    this.#offered.length = 0;
  }

  offer(line: number, score: number, distance: number, item: T): void {
    // Grown one slot at a time so the arrays stay packed.
    while (this.#rounds.length <= line) {
      this.#rounds.push(0);
      this.#scores.push(0);
      this.#distances.push(0);
      this.#items.push(undefined);
    }
    if (this.#rounds[line] !== this.#round) {
      this.#rounds[line] = this.#round;
      this.#offered.push(line);
    } else if (!(score > this.#scores[line] || (score === this.#scores[line] && distance < this.#distances[line]))) {
      return;
    }
    this.#scores[line] = score;
    this.#distances[line] = distance;
    this.#items[line] = item;
  }

  /** The kept candidates of the best `limit` lines, best first. */
  best(limit: number): T[] {
    const top: number[] = [];
    for (const line of this.#offered) {
      let at = top.length;
      while (at > 0 && this.#better(line, top[at - 1])) at--;
      if (at < limit) {
        top.splice(at, 0, line);
        if (top.length > limit) top.pop();
      }
    }
    return top.map((line) => this.#items[line] as T);
  }

  #better(a: number, b: number): boolean {
    return this.#scores[a] > this.#scores[b] || (this.#scores[a] === this.#scores[b] && this.#distances[a] < this.#distances[b]);
  }
}
