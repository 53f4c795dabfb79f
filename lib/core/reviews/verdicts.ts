import { chronological, claimTarget, sentenceOf, targetKey } from "./targets";
import type { AuditedReport, AuditorVerdict, RejectReason, Review } from "./types";

/** A reviewer's judgement: the latest accept or reject on a target (comments judge nothing). */
export interface ReviewerVerdict {
  kind: "accept" | "reject";
  reason: RejectReason | null;
  reviewer: string;
  at: string;
  reviewId: string;
}

interface Reviewed<V> {
  /** The auditor's verdict, always kept beside the reviewer's. */
  auditor: V;
  reviewer: ReviewerVerdict | null;
  /** The reviewer's verdict when there is one, else the auditor's. */
  shown: V;
  /** The reviewer judged differently from the auditor. */
  overridden: boolean;
  /** Every review of the target, oldest first, edits and comments included. */
  history: Review[];
}

export interface ReviewedSentence extends Reviewed<AuditorVerdict> {
  index: number;
  start: number;
  end: number;
}

export interface ReviewedClaim extends Reviewed<string> {
  fence: string;
  claim: string;
}

export interface ReviewedEdge extends Reviewed<string> {
  fence: string;
}

export interface OverrideCounts {
  sentences: number;
  claims: number;
  edges: number;
  /** Per fence, for edge colours: its overridden claims, plus one when the edge itself is. */
  byFence: Record<string, number>;
}

export interface ReviewedReport {
  sentences: ReviewedSentence[];
  claims: ReviewedClaim[];
  edges: ReviewedEdge[];
  overrides: OverrideCounts;
  /** Reviews whose target this audit does not have (a claim the re-audit no longer makes). */
  unplaced: Review[];
}

export function latestVerdict(history: readonly Review[]): ReviewerVerdict | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const review = history[i];
    if (review.kind === "accept" || review.kind === "reject") {
      return { kind: review.kind, reason: review.reason, reviewer: review.reviewer, at: review.at, reviewId: review.id };
    }
  }
  return null;
}

function judge<V extends string>(auditor: V, history: Review[], accepted: V, rejected: V): Reviewed<V> {
  const reviewer = latestVerdict(history);
  const shown = reviewer === null ? auditor : reviewer.kind === "accept" ? accepted : rejected;
  return { auditor, reviewer, shown, overridden: reviewer !== null && shown !== auditor, history };
}

/**
 * An audit with its reviews applied: each sentence, claim and edge shows the reviewer's latest
 * verdict when there is one (accept: found / pass, reject: not-found / fail) and the auditor's
 * otherwise, the auditor's always kept beside it. Reviews made on any audit of the run count, so
 * a re-audit keeps them. An accept of an unchecked sentence counts as overriding: the auditor
 * could not tell, the reviewer did.
 */
export function applyReviews(report: AuditedReport, reviews: readonly Review[]): ReviewedReport {
  const bySentence = new Map<number, Review[]>();
  const byKey = new Map<string, Review[]>();
  const unplaced: Review[] = [];
  for (const review of chronological(reviews)) {
    if (review.target.kind === "sentence") {
      const sentence = sentenceOf(report.sentences, review.target);
      if (sentence) bySentence.set(sentence.index, [...(bySentence.get(sentence.index) ?? []), review]);
      else unplaced.push(review);
    } else {
      const key = targetKey(review.target);
      byKey.set(key, [...(byKey.get(key) ?? []), review]);
    }
  }

  const claimKeys = new Set<string>();
  const claims = report.claims.map((claim) => {
    const key = targetKey(claimTarget(claim, null));
    claimKeys.add(key);
    return { fence: claim.fence, claim: claim.claim, ...judge(claim.finding, byKey.get(key) ?? [], "found", "not-found") };
  });
  const edgeKeys = new Set<string>();
  const edges = report.edges.map((edge) => {
    const key = targetKey({ kind: "edge", fence: edge.fence });
    edgeKeys.add(key);
    return { fence: edge.fence, ...judge(edge.status, byKey.get(key) ?? [], "pass", "fail") };
  });
  for (const [key, list] of byKey) if (!claimKeys.has(key) && !edgeKeys.has(key)) unplaced.push(...list);

  const sentences = report.sentences.map((sentence) => ({
    index: sentence.index,
    start: sentence.start,
    end: sentence.end,
    ...judge<AuditorVerdict>(sentence.verdict, bySentence.get(sentence.index) ?? [], "found", "not-found"),
  }));

  const byFence: Record<string, number> = {};
  for (const item of [...claims, ...edges]) if (item.overridden) byFence[item.fence] = (byFence[item.fence] ?? 0) + 1;
  return {
    sentences,
    claims,
    edges,
    overrides: {
      sentences: sentences.filter((s) => s.overridden).length,
      claims: claims.filter((c) => c.overridden).length,
      edges: edges.filter((e) => e.overridden).length,
      byFence,
    },
    unplaced: chronological(unplaced),
  };
}
