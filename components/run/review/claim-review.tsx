"use client";

import type { ReactNode } from "react";
import { describeReviewer } from "@/lib/core/reviews";
import { OwnerOnly } from "../owner-only";
import { useReviewState } from "./review-context";
import { ReviewForm } from "./review-form";
import { ReviewHistory } from "./review-history";
import { reviewedClaim } from "./reviewed-verdicts";

/** The open claim of a chain (its first hop, in the report): the reviewer's verdict beside the auditor's finding, history, controls. */
export function ClaimReview({ claimId, fence, claim }: { claimId: string; fence: string; claim: string }) {
  const state = useReviewState();
  if (!state) return null;
  const reviewed = reviewedClaim(state.reviews, fence, claim);
  const body = (
    <>
      <h3 className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Claim “{claim}”</h3>
      <p data-testid="claim-verdicts" className="text-sm">
        auditor {reviewed?.auditor ?? "—"}
        {reviewed?.reviewer ? ` · ${describeReviewer(reviewed.reviewer)}` : ""}
      </p>
      <ReviewHistory history={reviewed?.history ?? []} />
    </>
  );
  const frame = (children: ReactNode) => (
    <section data-testid="claim-review" data-claim={claimId} data-overridden={reviewed?.overridden ? "true" : undefined} aria-label="Review of this claim" className="space-y-1.5 rounded-md border border-zinc-200 p-2.5 dark:border-zinc-800">
      {body}
      {children}
    </section>
  );
  // A share link shows a claim's reviews when there are some; its owner can always add one.
  return (
    <OwnerOnly fallback={reviewed?.history.length ? frame(null) : null}>
      {(runId) => frame(<ReviewForm runId={runId} auditId={state.auditId} target={{ kind: "claim", claimId }} revisesId={reviewed?.reviewer?.reviewId ?? null} />)}
    </OwnerOnly>
  );
}
