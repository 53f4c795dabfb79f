import type { AuditedReport, AuditedSentence } from "@/lib/core/reviews";
import { getReportVerdicts } from "../audits";
import type { Db } from "../db";
import { ApiError, notFound } from "../http";
import { auditClaimsAndEdges, findLatestFinishedAudit, findRunAudit, runHasReport, type ReviewableAudit } from "../repos";

/**
 * The report's sentences with the auditor's verdict in an audit. This is the one place reviews
 * and comparisons learn a sentence's verdict: `getReportVerdicts`, which lib/core/verdicts'
 * `reportSentences` decides, as for every other view.
 */
async function reportSentences(db: Db, runId: string, auditId: string | null): Promise<AuditedSentence[]> {
  if (!(await runHasReport(db, runId))) return [];
  const report = await getReportVerdicts(db, runId, auditId);
  return report.sentences.map(({ index, start, end, text, verdict }) => ({ index, start, end, text, verdict }));
}

/** An audit as the review and compare rules read it; with no audit, the report unaudited. */
export async function auditedReport(db: Db, runId: string, audit: ReviewableAudit | null): Promise<AuditedReport> {
  if (!audit) return { sentences: (await reportSentences(db, runId, null)).map((s) => ({ ...s, verdict: "not-audited" })), claims: [], edges: [] };
  const [sentences, rest] = await Promise.all([reportSentences(db, runId, audit.id), auditClaimsAndEdges(db, audit.id)]);
  return { sentences, ...rest };
}

/** A finished audit of the run, by id: 404 for one that does not exist (or was deleted), 409 while it is not done. */
export async function finishedAudit(db: Db, runId: string, auditId: string): Promise<ReviewableAudit> {
  const audit = await findRunAudit(db, runId, auditId);
  if (!audit) throw notFound("Audit");
  if (audit.status !== "done") throw new ApiError(409, "audit_not_finished", `This audit is ${audit.status}; only a finished audit can be reviewed or compared.`);
  return audit;
}

/** The named audit, else the run's latest finished one (null when it has none). */
export async function auditOrLatest(db: Db, runId: string, auditId: string | undefined): Promise<ReviewableAudit | null> {
  return auditId ? finishedAudit(db, runId, auditId) : findLatestFinishedAudit(db, runId);
}
