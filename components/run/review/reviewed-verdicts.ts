import type { FenceResult, FenceStatus, ReportSentenceDto } from "@/lib/api";
import type { ReviewsViewDto } from "@/lib/api/reviews";
import { normalizeTargetText } from "@/lib/core/reviews";

/** How reviews change what the run page draws: a sentence's and an edge's shown verdict becomes the reviewer's. */

type SentenceVerdict = ReportSentenceDto["verdict"];

/** Sentences with the verdict shown (the reviewer's when there is one) and the auditor's kept beside it. */
export function reviewedSentences<S extends { index: number; verdict: SentenceVerdict }>(
  sentences: readonly S[],
  reviews: { sentences: readonly { index: number; shown: SentenceVerdict; reviewer: object | null }[] } | undefined,
): (S & { auditorVerdict?: SentenceVerdict })[] {
  if (!reviews) return [...sentences];
  const byIndex = new Map(reviews.sentences.map((sentence) => [sentence.index, sentence]));
  return sentences.map((sentence) => {
    const reviewed = byIndex.get(sentence.index);
    return reviewed?.reviewer ? { ...sentence, verdict: reviewed.shown, auditorVerdict: sentence.verdict } : sentence;
  });
}

/** Fence results with an edge review's verdict (pass / fail) in place of the auditor's status. */
export function reviewedResults(results: readonly FenceResult[], reviews: Pick<ReviewsViewDto, "edges"> | undefined): FenceResult[] {
  if (!reviews) return [...results];
  const byFence = new Map(reviews.edges.filter((edge) => edge.reviewer).map((edge) => [edge.fence, edge.shown as FenceStatus]));
  return results.map((result) => {
    const shown = byFence.get(result.fence);
    // A reviewed merged fan-in is judged as a whole, so its per-upstream parts no longer colour the edges.
    return shown ? { ...result, status: shown, bySource: null } : result;
  });
}

/** The reviewed claim of a fence with this text, as reviews find it again in any audit. */
export function reviewedClaim(reviews: Pick<ReviewsViewDto, "claims">, fence: string, claim: string) {
  const text = normalizeTargetText(claim);
  return reviews.claims.find((candidate) => candidate.fence === fence && normalizeTargetText(candidate.claim) === text) ?? null;
}
