import type { CreateReviewInput, ReviewDto, ReviewTargetInput } from "@/lib/api/reviews";
import { claimTarget, sentenceTarget, targetKey, type ReviewTarget } from "@/lib/core/reviews";
import type { Db } from "../db";
import { ApiError } from "../http";
import { auditHasFence, findAuditClaim, findRunReview, insertReview, type ReviewableAudit } from "../repos";
import { auditedReport, finishedAudit } from "./audited-report";

const unknownTarget = (message: string) => new ApiError(422, "unknown_target", message);

/** The stored target of what the reviewer named in this audit, or a 422 saying what is not there. */
async function resolveTarget(db: Db, audit: ReviewableAudit, input: ReviewTargetInput): Promise<ReviewTarget> {
  if (input.kind === "sentence") {
    const { sentences } = await auditedReport(db, audit.runId, audit);
    const sentence = sentences.find((s) => s.start === input.start && s.end === input.end);
    if (!sentence) throw unknownTarget(`The report has no sentence from character ${input.start} to ${input.end}.`);
    return sentenceTarget(sentence);
  }
  if (input.kind === "claim") {
    const claim = await findAuditClaim(db, audit.id, input.claimId);
    if (!claim) throw unknownTarget(`This audit has no claim ${input.claimId}.`);
    return claimTarget(claim, claim.id);
  }
  if (!(await auditHasFence(db, audit.id, input.fence))) throw unknownTarget(`This audit has no edge ${input.fence}.`);
  return { kind: "edge", fence: input.fence };
}

/**
 * Stores one review after every check has passed (the audit exists and is finished, the target is
 * in it, an edited review is of the same target), so a refused review stores nothing.
 */
export async function createReview(db: Db, runId: string, body: CreateReviewInput, reviewer: string, at?: Date): Promise<ReviewDto> {
  const audit = await finishedAudit(db, runId, body.auditId);
  const target = await resolveTarget(db, audit, body.target);
  if (body.revisesId) {
    const earlier = await findRunReview(db, runId, body.revisesId);
    if (!earlier) throw unknownTarget(`This run has no review ${body.revisesId} to edit.`);
    if (targetKey(earlier.target) !== targetKey(target)) throw unknownTarget(`Review ${body.revisesId} is about another ${earlier.target.kind}; an edit keeps its target.`);
  }
  return insertReview(db, { runId, auditId: body.auditId, target, kind: body.kind, reason: body.reason ?? null, text: body.text, reviewer, revisesId: body.revisesId ?? null, at });
}
