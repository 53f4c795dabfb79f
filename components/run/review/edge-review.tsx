"use client";

import { describeReviewer } from "@/lib/core/reviews";
import { useReviewState } from "./review-context";
import { ReviewForm } from "./review-form";
import { ReviewHistory } from "./review-history";

/** One audited fence of an edge: the reviewer's pass / fail beside the auditor's status, history, controls. */
export function EdgeReview({ fence }: { fence: string }) {
  const state = useReviewState();
  const edge = state?.reviews.edges.find((candidate) => candidate.fence === fence);
  if (!state || !edge) return null;
  const overriddenClaims = state.reviews.overrides.byFence[fence] ?? 0;
  return (
    <section data-testid="edge-review" data-fence={fence} data-overridden={edge.overridden ? "true" : undefined} aria-label={`Review of ${fence}`} className="mx-4 mt-2 space-y-1.5 rounded-md border border-zinc-200 p-2.5 dark:border-zinc-800">
      <p data-testid="edge-verdicts" className="text-sm">
        auditor {edge.auditor}
        {edge.reviewer ? ` · ${describeReviewer(edge.reviewer)}` : ""}
        {overriddenClaims > 0 && <span className="ml-2 text-xs text-amber-700 dark:text-amber-400">{overriddenClaims} verdict{overriddenClaims === 1 ? "" : "s"} overridden here</span>}
      </p>
      <ReviewHistory history={edge.history} />
      <ReviewForm runId={state.runId} auditId={state.auditId} target={{ kind: "edge", fence }} revisesId={edge.reviewer?.reviewId ?? null} />
    </section>
  );
}
