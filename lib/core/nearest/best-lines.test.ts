import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BestLines } from "./best-lines";

interface Offer {
  line: number;
  score: number;
  distance: number;
  item: number;
}

/** The ranking as a map keyed by line and a stable sort would give it. */
function bestBySort(offers: readonly Offer[], limit: number): number[] {
  const best = new Map<number, Offer>();
  for (const offer of offers) {
    const previous = best.get(offer.line);
    if (!previous || offer.score > previous.score || (offer.score === previous.score && offer.distance < previous.distance)) best.set(offer.line, offer);
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.distance - b.distance).slice(0, limit).map(({ item }) => item);
}

describe("BestLines", () => {
  it("keeps each line's best offer and ranks lines as a stable sort by score, then distance, would", () => {
    const offer = fc.record({ line: fc.oneof(fc.nat({ max: 12 }), fc.nat({ max: 5000 })), score: fc.nat({ max: 6 }), distance: fc.constantFrom(0, 0.01, 0.02, 0.5), item: fc.nat() });
    fc.assert(
      fc.property(fc.array(fc.array(offer, { maxLength: 40 }), { maxLength: 4 }), fc.nat({ max: 5 }), (figures, limit) => {
        const best = new BestLines<number>();
        for (const offers of figures) {
          best.start();
          for (const { line, score, distance, item } of offers) best.offer(line, score, distance, item);
          expect(best.best(limit)).toEqual(bestBySort(offers, limit));
        }
      }),
    );
  });

  it("keeps every line's entry past the storage it starts with, in a round and the next", () => {
    const best = new BestLines<number>();
    for (let round = 0; round < 2; round++) {
      best.start();
      // 300 lines, one offer each, the best offered first; then a better offer for the third line.
      for (let line = 0; line < 300; line++) best.offer(line * 7, 300 - line, 0.5, line);
      best.offer(14, 1000, 0.5, -2);
      expect(best.best(3)).toEqual([-2, 0, 1]);
    }
  });
});
