"use client";

import type { ReactNode } from "react";
import { describeReviewer } from "@/lib/core/reviews";
import { OwnerOnly } from "../owner-only";
import { useReviewState } from "./review-context";
import { ReviewForm } from "./review-form";
import { ReviewHistory } from "./review-history";

/** One audited fence of an edge: the reviewer's pass / fail beside the auditor's status, history, controls. */
export function EdgeReview({ fence }: { fence: string }) {
  const state = useReviewState();
  const edge = state?.reviews.edges.find((candidate) => candidate.fence === fence);
  if (!state || !edge) return null;
  const overriddenHere = state.reviews.overrides.byFence[fence] ?? 0;
  const frame = (children: ReactNode) => (
    <section data-testid="edge-review" data-fence={fence} data-overridden={edge.overridden ? "true" : undefined} aria-label={`Review of ${fence}`} className="mx-4 mt-2 space-y-1.5 rounded-md border border-zinc-200 p-2.5 dark:border-zinc-800">
      <p data-testid="edge-verdicts" className="text-sm">
        auditor {edge.auditor}
        {edge.reviewer ? ` · ${describeReviewer(edge.reviewer)}` : ""}
        {overriddenHere > 0 && <span className="ml-2 text-xs text-amber-700 dark:text-amber-400">{overriddenHere} verdict{overriddenHere === 1 ? "" : "s"} overridden here</span>}
      </p>
      <ReviewHistory history={edge.history} />
      {children}
    </section>
  );
  // A share link shows an edge's reviews when there are some; its owner can always add one.
  return (
    <OwnerOnly fallback={edge.history.length || overriddenHere ? frame(null) : null}>
      {(runId) => frame(<ReviewForm runId={runId} auditId={state.auditId} target={{ kind: "edge", fence }} revisesId={edge.reviewer?.reviewId ?? null} />)}
    </OwnerOnly>
  );
}
