import { normalize } from "../matching";
import type { AuditedClaim, AuditedSentence, Review, ReviewTarget } from "./types";

/** The text a sentence or claim is matched by across audits: markdown, dashes, spacing and case ignored. */
export const normalizeTargetText = normalize;

export const sentenceTarget = (sentence: Pick<AuditedSentence, "start" | "end" | "text">): ReviewTarget => ({
  kind: "sentence",
  start: sentence.start,
  end: sentence.end,
  text: normalizeTargetText(sentence.text),
});

export const claimTarget = (claim: Pick<AuditedClaim, "fence" | "claim">, claimId: string | null): ReviewTarget => ({ kind: "claim", fence: claim.fence, text: normalizeTargetText(claim.claim), claimId });

/** One string per target, equal for reviews of the same claim (in any audit) or edge. */
export function targetKey(target: ReviewTarget): string {
  switch (target.kind) {
    case "sentence":
      return `sentence\u0000${target.text}\u0000${target.start}`;
    case "claim":
      return `claim\u0000${target.fence}\u0000${target.text}`;
    case "edge":
      return `edge\u0000${target.fence}`;
  }
}

/**
 * The sentence of a report a sentence review is about: the one with the same normalised text
 * (the nearest by offset when the text repeats), else the one at the same offsets. Null when the
 * report has neither, which happens only when a review is read against another run's report.
 */
export function sentenceOf<S extends Pick<AuditedSentence, "start" | "end" | "text">>(sentences: readonly S[], target: Extract<ReviewTarget, { kind: "sentence" }>): S | null {
  const sameText = sentences.filter((sentence) => normalizeTargetText(sentence.text) === target.text);
  if (sameText.length > 0) return sameText.reduce((best, sentence) => (Math.abs(sentence.start - target.start) < Math.abs(best.start - target.start) ? sentence : best));
  return sentences.find((sentence) => sentence.start === target.start && sentence.end === target.end) ?? null;
}

/** Reviews in the order they were made (ties keep their given order), the history a target shows. */
export function chronological(reviews: readonly Review[]): Review[] {
  return reviews
    .map((review, order) => ({ review, order }))
    .sort((a, b) => a.review.at.localeCompare(b.review.at) || a.order - b.order)
    .map(({ review }) => review);
}
