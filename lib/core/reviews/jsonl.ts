import type { Review } from "./types";

/**
 * The reviews of a run as `reviews.jsonl`, one review per line, oldest first, with the same fields
 * the API answers, so an export can be read back without Cairn.
 */
export function reviewsJsonl(reviews: readonly Review[]): string {
  return reviews.map((review) => `${JSON.stringify(review)}\n`).join("");
}
