import type { ReviewEntryDto, ReviewerSummaryDto, SharedReviewsDto } from "@/lib/api/reviews";
import { applyReviews, type Review, type ReviewerVerdict } from "@/lib/core/reviews";
import type { Db } from "../db";
import { findRunAudit, listRunReviews, listSignOffs } from "../repos";
import type { ShareAccess } from "../share";
import { auditedReport } from "./audited-report";

const reviewer = (verdict: ReviewerVerdict | null): ReviewerSummaryDto | null => verdict && { kind: verdict.kind, reason: verdict.reason, reviewer: verdict.reviewer, at: verdict.at };
const history = (reviews: readonly Review[]): ReviewEntryDto[] => reviews.map(({ kind, reason, text, reviewer: name, at }) => ({ kind, reason, text, reviewer: name, at }));

/**
 * The reviews a share link shows, read against its frozen audit: the run page's view of them
 * (shown verdicts beside the auditor's, histories, overrides, the latest sign-off on that audit)
 * without a single id. Reviews are read as they are now; the link offers no way to add one.
 */
export async function getSharedReviews(db: Db, access: ShareAccess): Promise<SharedReviewsDto> {
  const audit = access.auditId ? await findRunAudit(db, access.runId, access.auditId) : null;
  const [report, reviews, signOffs] = await Promise.all([auditedReport(db, access.runId, audit), listRunReviews(db, access.runId), listSignOffs(db, access.runId)]);
  const reviewed = applyReviews(report, reviews);
  const signOff = signOffs.filter((entry) => audit !== null && entry.auditId === audit.id).at(-1);
  return {
    sentences: reviewed.sentences.map(({ index, start, end, auditor, shown, overridden, ...rest }) => ({ index, start, end, auditor, shown, overridden, reviewer: reviewer(rest.reviewer), history: history(rest.history) })),
    claims: reviewed.claims.map(({ fence, claim, auditor, shown, overridden, ...rest }) => ({ fence, claim, auditor, shown, overridden, reviewer: reviewer(rest.reviewer), history: history(rest.history) })),
    edges: reviewed.edges.map(({ fence, auditor, shown, overridden, ...rest }) => ({ fence, auditor, shown, overridden, reviewer: reviewer(rest.reviewer), history: history(rest.history) })),
    overrides: reviewed.overrides,
    lastSignOff: signOff ? { reviewer: signOff.reviewer, at: signOff.at, summary: signOff.summary } : null,
  };
}
