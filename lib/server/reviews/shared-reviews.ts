import type { SharedReviewsDto } from "@/lib/api/reviews";
import { applyReviews } from "@/lib/core/reviews";
import type { Db } from "../db";
import { findRunAudit, listRunReviews, listSignOffs } from "../repos";
import type { ShareAccess } from "../share";
import { auditedReport } from "./audited-report";

/**
 * The reviews a share link shows, read against its frozen audit: each sentence's shown verdict
 * beside the auditor's, with its history, the edges' overrides and the latest sign-off on that
 * audit. Reviews are read as they are now; the link offers no way to add one.
 */
export async function getSharedReviews(db: Db, access: ShareAccess): Promise<SharedReviewsDto> {
  const audit = access.auditId ? await findRunAudit(db, access.runId, access.auditId) : null;
  const [report, reviews, signOffs] = await Promise.all([auditedReport(db, access.runId, audit), listRunReviews(db, access.runId), listSignOffs(db, access.runId)]);
  const reviewed = applyReviews(report, reviews);
  const signOff = signOffs.filter((entry) => audit !== null && entry.auditId === audit.id).at(-1);
  return {
    sentences: reviewed.sentences
      .filter((sentence) => sentence.history.length > 0)
      .map((sentence) => ({
        index: sentence.index,
        auditor: sentence.auditor,
        shown: sentence.shown,
        overridden: sentence.overridden,
        reviewer: sentence.reviewer && { kind: sentence.reviewer.kind, reason: sentence.reviewer.reason, reviewer: sentence.reviewer.reviewer, at: sentence.reviewer.at },
        history: sentence.history.map(({ kind, reason, text, reviewer, at }) => ({ kind, reason, text, reviewer, at })),
      })),
    edges: reviewed.edges.filter((edge) => edge.history.length > 0).map(({ fence, auditor, shown, overridden }) => ({ fence, auditor, shown, overridden })),
    overrides: { sentences: reviewed.overrides.sentences, claims: reviewed.overrides.claims, edges: reviewed.overrides.edges },
    signOff: signOff ? { reviewer: signOff.reviewer, at: signOff.at, summary: signOff.summary } : null,
  };
}
