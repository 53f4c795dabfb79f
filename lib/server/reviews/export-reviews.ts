import type { SignOffDto } from "@/lib/api/reviews";
import { applyReviews, type Review, type ReviewedSentence } from "@/lib/core/reviews";
import type { Db } from "../db";
import { findRunAudit, listRunReviews, listSignOffs } from "../repos";
import { auditedReport } from "./audited-report";

/** What an audit's exports carry of the reviews: all of them (the zip), and per sentence (the HTML). */
export interface ExportedReviews {
  reviews: Review[];
  /** The report's sentences that have a review, with the verdicts it makes shown. */
  sentences: ReviewedSentence[];
  /** The latest sign-off on this audit. */
  signOff: SignOffDto | null;
}

export async function exportedReviews(db: Db, runId: string, auditId: string): Promise<ExportedReviews> {
  const [report, reviews, signOffs] = await Promise.all([auditedReport(db, runId, await findRunAudit(db, runId, auditId)), listRunReviews(db, runId), listSignOffs(db, runId)]);
  return {
    reviews,
    sentences: applyReviews(report, reviews).sentences.filter((sentence) => sentence.history.length > 0),
    signOff: signOffs.filter((entry) => entry.auditId === auditId).at(-1) ?? null,
  };
}
