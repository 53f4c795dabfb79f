export {
  REVIEW_KINDS,
  REJECT_REASONS,
  REJECT_REASON_LABELS,
  type ReviewKind,
  type RejectReason,
  type ReviewTarget,
  type Review,
  type AuditorVerdict,
  type AuditedSentence,
  type AuditedClaim,
  type AuditedEdge,
  type AuditedReport,
} from "./types";
export { normalizeTargetText, sentenceTarget, claimTarget, sentenceOf, chronological, targetKey } from "./targets";
export { applyReviews, latestVerdict, type ReviewerVerdict, type ReviewedSentence, type ReviewedClaim, type ReviewedEdge, type ReviewedReport, type OverrideCounts } from "./verdicts";
export { signOffState, type SignOffState, type SignOffSummary } from "./sign-off";
export { compareAudits, newlyNotFound, type AuditComparison, type SentenceRef, type FigureRef } from "./compare";
export { reviewsJsonl } from "./jsonl";
export { describeVerdicts, describeReviewer, reviewDay, VERDICT_MARKS } from "./describe";
