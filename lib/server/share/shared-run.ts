import type { AuditList, ReportVerdictsDto, RunViewDto } from "@/lib/api";
import { auditsOfRun, getReportVerdicts } from "../audits";
import type { Db } from "../db";
import { notFound } from "../http";
import { getRunView } from "../repos/run-view";
import type { ShareAccess } from "../repos/share-links";

/**
 * The audit a share request may read: the link's frozen audit, named by its id or as "latest" (the
 * alias the run page uses before it knows an id). Any other audit, this run's or not, is the same
 * 404 as one that does not exist. Null only for "latest" on a link that froze no audit.
 */
export function frozenAuditOf(access: ShareAccess, requested: string): string | null {
  if (requested === "latest") return access.auditId;
  if (requested !== access.auditId) throw notFound("Audit");
  return requested;
}

/** The audit a share request must have: as frozenAuditOf, and a link that froze none has none to read. */
export function requiredFrozenAudit(access: ShareAccess, requested: string): string {
  const auditId = frozenAuditOf(access, requested);
  if (!auditId) throw notFound("Audit");
  return auditId;
}

/** The run view a share link opens: the run page's first load, holding the frozen audit only. */
export async function getSharedRunView(db: Db, access: ShareAccess): Promise<RunViewDto> {
  const view = await getRunView(db, access.runId, { auditId: access.auditId });
  if (!view) throw notFound("Run");
  return view;
}

/** The run's audits as a share link sees them: the frozen one, or none. */
export async function getSharedAudits(db: Db, access: ShareAccess): Promise<AuditList> {
  const { audits } = await auditsOfRun(db, access.runId);
  const frozen = audits.filter((audit) => audit.id === access.auditId);
  return { audits: frozen, defaultAuditId: frozen[0]?.id ?? null };
}

/**
 * The report's sentences with the frozen audit's verdicts. A link made before any audit finished
 * shows the report unaudited, never a later audit's verdicts.
 */
export async function getSharedReport(db: Db, access: ShareAccess, requested: string): Promise<ReportVerdictsDto> {
  const auditId = frozenAuditOf(access, requested);
  if (auditId) return getReportVerdicts(db, access.runId, auditId);
  const report = await getReportVerdicts(db, access.runId, null);
  return { ...report, auditId: null, sentences: report.sentences.map((sentence) => ({ ...sentence, verdict: "not-audited", claimIds: [], figures: [] })) };
}
