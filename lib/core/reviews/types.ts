/**
 * What the review rules read: reviews as stored, and the small part of an audit they judge
 * (report sentences with the auditor's verdict, claims with their finding, edge statuses).
 * Callers build an `AuditedReport` from whichever function decides sentence verdicts, so these
 * rules do not depend on how that verdict is reached.
 */

export type AuditorVerdict = "found" | "not-found" | "unchecked" | "not-audited";

export const REVIEW_KINDS = ["accept", "reject", "comment"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Why a reviewer rejects: the fixed list the issue names, nothing else. */
export const REJECT_REASONS = ["fabricated", "wrong-figure", "wrong-period", "wrong-entity", "unsupported-reasoning"] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  fabricated: "fabricated",
  "wrong-figure": "wrong figure",
  "wrong-period": "wrong period",
  "wrong-entity": "wrong entity",
  "unsupported-reasoning": "unsupported reasoning",
};

/**
 * What a review is about. A sentence is kept by its offsets and normalised text, a claim by its
 * fence and normalised claim text, an edge by its fence: all three survive a re-audit, which
 * gives claims new ids.
 */
export type ReviewTarget =
  | { kind: "sentence"; start: number; end: number; text: string }
  | { kind: "claim"; fence: string; text: string; /** The claim read, in the review's audit (a re-audit's claims have new ids). */ claimId: string | null }
  | { kind: "edge"; fence: string };

export interface Review {
  id: string;
  target: ReviewTarget;
  kind: ReviewKind;
  /** Set for a reject, null otherwise. */
  reason: RejectReason | null;
  text: string;
  reviewer: string;
  /** ISO time the review was made. */
  at: string;
  /** The audit the reviewer was reading; null once that audit is gone. */
  auditId: string | null;
  /** The earlier review this one edits: the earlier one stays in the history. */
  revisesId: string | null;
}

export interface AuditedSentence {
  index: number;
  start: number;
  end: number;
  text: string;
  verdict: AuditorVerdict;
}

export interface AuditedClaim {
  fence: string;
  claim: string;
  finding: string;
}

export interface AuditedEdge {
  fence: string;
  status: string;
}

/** One audit as the review and compare rules see it. */
export interface AuditedReport {
  sentences: AuditedSentence[];
  claims: AuditedClaim[];
  edges: AuditedEdge[];
}
