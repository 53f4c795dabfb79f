import { REJECT_REASON_LABELS, type AuditorVerdict } from "./types";
import type { ReviewedSentence, ReviewerVerdict } from "./verdicts";

export const VERDICT_MARKS: Record<AuditorVerdict, string> = { found: "✓", "not-found": "✗", unchecked: "?", "not-audited": "–" };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2 Dec 2026", in UTC so every reader of an export sees the same day. */
export function reviewDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A sentence's two verdicts in one line: "auditor ✗ · reviewer ✓ accepted by Ana, 2 Dec 2026";
 * just "auditor ✗" while no reviewer has judged it.
 */
export function describeVerdicts(sentence: Pick<ReviewedSentence, "auditor"> & { reviewer: Pick<ReviewerVerdict, "kind" | "reason" | "reviewer" | "at"> | null }): string {
  const auditor = `auditor ${VERDICT_MARKS[sentence.auditor]}`;
  return sentence.reviewer ? `${auditor} · ${describeReviewer(sentence.reviewer)}` : auditor;
}

/** The reviewer's half of the line, for a claim or an edge as for a sentence: "reviewer ✓ accepted by Ana, 2 Dec 2026". */
export function describeReviewer(reviewer: Pick<ReviewerVerdict, "kind" | "reason" | "reviewer" | "at">): string {
  const judged = reviewer.kind === "accept" ? "✓ accepted" : `✗ rejected (${reviewer.reason ? REJECT_REASON_LABELS[reviewer.reason] : "no reason"})`;
  return `reviewer ${judged} by ${reviewer.reviewer}, ${reviewDay(reviewer.at)}`;
}
