import type { SignOffDto } from "@/lib/api/reviews";
import type { RejectReason, Review, ReviewKind, ReviewTarget } from "@/lib/core/reviews";
import type { NewReview } from "../reviews";

/** Review and SignOff rows ⇄ records. A target is spread over nullable columns by its kind. */

interface ReviewRow {
  id: string;
  auditId: string | null;
  targetKind: string;
  sentenceStart: number | null;
  sentenceEnd: number | null;
  targetText: string | null;
  fence: string | null;
  claimId: string | null;
  kind: string;
  reason: string | null;
  text: string;
  reviewer: string;
  revisesId: string | null;
  createdAt: Date;
}

function targetOf(row: ReviewRow): ReviewTarget {
  if (row.targetKind === "sentence") return { kind: "sentence", start: row.sentenceStart ?? 0, end: row.sentenceEnd ?? 0, text: row.targetText ?? "" };
  if (row.targetKind === "claim") return { kind: "claim", fence: row.fence ?? "", text: row.targetText ?? "", claimId: row.claimId };
  return { kind: "edge", fence: row.fence ?? "" };
}

export function reviewOf(row: ReviewRow): Review {
  return {
    id: row.id,
    target: targetOf(row),
    kind: row.kind as ReviewKind,
    reason: row.reason as RejectReason | null,
    text: row.text,
    reviewer: row.reviewer,
    at: row.createdAt.toISOString(),
    auditId: row.auditId,
    revisesId: row.revisesId,
  };
}

function targetColumns(target: ReviewTarget) {
  switch (target.kind) {
    case "sentence":
      return { targetKind: "sentence", sentenceStart: target.start, sentenceEnd: target.end, targetText: target.text };
    case "claim":
      return { targetKind: "claim", targetText: target.text, fence: target.fence, claimId: target.claimId };
    case "edge":
      return { targetKind: "edge", fence: target.fence };
  }
}

export function reviewRow(review: NewReview) {
  return {
    runId: review.runId,
    auditId: review.auditId,
    ...targetColumns(review.target),
    kind: review.kind,
    reason: review.reason,
    text: review.text,
    reviewer: review.reviewer,
    revisesId: review.revisesId,
    ...(review.at ? { createdAt: review.at } : {}),
  };
}

interface SignOffRow {
  id: string;
  auditId: string | null;
  reviewer: string;
  sentences: number;
  rejected: number;
  acceptedAgainstAuditor: number;
  summary: string;
  createdAt: Date;
}

export function signOffOf(row: SignOffRow): SignOffDto {
  return {
    id: row.id,
    auditId: row.auditId,
    reviewer: row.reviewer,
    at: row.createdAt.toISOString(),
    sentences: row.sentences,
    rejected: row.rejected,
    acceptedAgainstAuditor: row.acceptedAgainstAuditor,
    summary: row.summary,
  };
}
