import type { SharedReviewsDto } from "@/lib/api/reviews";
import { describeVerdicts, reviewDay } from "@/lib/core/reviews";
import { ReviewHistory } from "./review-history";

/** A sentence's reviews as a share link shows them: the two verdicts and the history, with nothing to add one. */
export function SharedSentenceReview({ review }: { review: SharedReviewsDto["sentences"][number] }) {
  return (
    <section data-testid="sentence-review" data-sentence={review.index} data-overridden={review.overridden ? "true" : undefined} aria-label="Reviews of this sentence" className="space-y-1.5 rounded-md border border-zinc-200 p-2.5 dark:border-zinc-800">
      <p data-testid="sentence-verdicts" className="text-sm font-medium">
        {describeVerdicts(review)}
      </p>
      <ReviewHistory history={review.history} />
    </section>
  );
}

/** How many verdicts reviewers overrode, and the sign-off on the shared audit. */
export function SharedReviewSummary({ reviews }: { reviews: SharedReviewsDto }) {
  const { overrides, signOff } = reviews;
  return (
    <p data-testid="review-bar" className="text-xs text-zinc-600 dark:text-zinc-400">
      <span data-testid="override-counts" data-sentences={overrides.sentences} data-claims={overrides.claims} data-edges={overrides.edges}>
        overridden by reviewers: {overrides.sentences} sentences · {overrides.claims} claims · {overrides.edges} edges
      </span>
      {signOff && (
        <span data-testid="signed-off" className="ml-3 font-medium text-green-700 dark:text-green-400">
          ✓ signed off by {signOff.reviewer}, {reviewDay(signOff.at)}: {signOff.summary}
        </span>
      )}
    </p>
  );
}
