"use client";

import { describeVerdicts } from "@/lib/core/reviews";
import { OwnerOnly } from "../owner-only";
import { useReviewState } from "./review-context";
import { ReviewForm } from "./review-form";
import { ReviewHistory } from "./review-history";

/** A report sentence's two verdicts, its review history and (for the run's owner) the controls to judge it. */
export function SentenceReview({ index }: { index: number }) {
  const state = useReviewState();
  const sentence = state?.reviews.sentences.find((candidate) => candidate.index === index);
  if (!state || !sentence) return null;
  return (
    <section data-testid="sentence-review" data-sentence={index} data-overridden={sentence.overridden ? "true" : undefined} aria-label="Review of this sentence" className="space-y-1.5 rounded-md border border-zinc-200 p-2.5 dark:border-zinc-800">
      <h3 className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Sentence {index + 1}</h3>
      <p data-testid="sentence-verdicts" className="text-sm font-medium">
        {describeVerdicts(sentence)}
      </p>
      <ReviewHistory history={sentence.history} />
      <OwnerOnly>{(runId) => <ReviewForm runId={runId} auditId={state.auditId} target={{ kind: "sentence", start: sentence.start, end: sentence.end }} revisesId={sentence.reviewer?.reviewId ?? null} />}</OwnerOnly>
    </section>
  );
}
