import type { RunReviewsDto, SignOffDto } from "@/lib/api/reviews";
import { applyReviews, signOffState } from "@/lib/core/reviews";
import type { Db } from "../db";
import { ApiError, notFound } from "../http";
import { findRunAgents, insertSignOff, listRunReviews, listSignOffs } from "../repos";
import { auditedReport, auditOrLatest, finishedAudit } from "./audited-report";

/**
 * A run's reviews read against one audit (the latest finished one when none is named): every
 * review ever made on the run, the verdicts they make shown, and whether it can be signed off.
 */
export async function getRunReviews(db: Db, runId: string, auditId?: string): Promise<RunReviewsDto> {
  if (!(await findRunAgents(db, runId))) throw notFound("Run");
  const audit = await auditOrLatest(db, runId, auditId);
  const [report, reviews, signOffs] = await Promise.all([auditedReport(db, runId, audit), listRunReviews(db, runId), listSignOffs(db, runId)]);
  const reviewed = applyReviews(report, reviews);
  const signOff = signOffState(reviewed.sentences);
  // A sign-off is made on an audit: a run with no finished one has nothing to sign off yet.
  const lastSignOff = signOffs.filter((entry) => audit !== null && entry.auditId === audit.id).at(-1) ?? null;
  return { auditId: audit?.id ?? null, reviews, ...reviewed, signOff: audit ? signOff : { ...signOff, ready: false }, signOffs, lastSignOff };
}

/** Signs a run off on a finished audit, refused (409, naming the sentences) while a ✗ sentence has no review. */
export async function signOffRun(db: Db, runId: string, auditId: string, reviewer: string, at?: Date): Promise<SignOffDto> {
  const audit = await finishedAudit(db, runId, auditId);
  const [report, reviews] = await Promise.all([auditedReport(db, runId, audit), listRunReviews(db, runId)]);
  const state = signOffState(applyReviews(report, reviews).sentences);
  if (!state.ready) {
    const count = state.missing.length;
    throw new ApiError(409, "review_incomplete", `${count} ✗ sentence${count === 1 ? " has" : "s have"} no accept or reject yet (sentence ${state.missing.map((index) => index + 1).join(", ")}); review them before signing off.`, { missing: state.missing });
  }
  const { summary } = state;
  return insertSignOff(db, { runId, auditId: audit.id, reviewer, sentences: summary.sentences, rejected: summary.rejected, acceptedAgainstAuditor: summary.acceptedAgainstAuditor, summary: summary.text, at });
}
