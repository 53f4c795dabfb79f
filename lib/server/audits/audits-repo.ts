import type { AuditDetail, AuditSummary } from "@/lib/api";
import type { Db } from "../db";
import { ApiError, notFound } from "../http";
import { auditorAvailability, type AuditorKind } from "./auditors";
import { auditDetailDto, auditSummaryDto } from "./dto";

/** Refuses, with the reason, an auditor this server cannot run. */
function assertAuditorAvailable(kind: AuditorKind): void {
  const availability = auditorAvailability().find((entry) => entry.kind === kind);
  if (!availability?.available) throw new ApiError(400, "auditor_unavailable", `The ${kind} auditor is not available: ${availability?.reason}.`);
}

/** Queues an audit of a run; a runner (this process's or a worker's) picks it up. */
export async function queueAudit(db: Db, runId: string, auditor: AuditorKind): Promise<AuditSummary> {
  assertAuditorAvailable(auditor);
  const run = await db.run.findUnique({ where: { id: runId }, select: { id: true } });
  if (!run) throw notFound("Run");
  const audit = await db.audit.create({ data: { runId, kind: "cascade", auditor, status: "queued" } });
  return auditSummaryDto(audit);
}

export async function listAudits(db: Db, runId: string): Promise<AuditSummary[]> {
  const audits = await db.audit.findMany({ where: { runId }, orderBy: { createdAt: "desc" } });
  return audits.map(auditSummaryDto);
}

export async function getAudit(db: Db, runId: string, auditId: string): Promise<AuditDetail> {
  const audit = await db.audit.findFirst({ where: { id: auditId, runId }, include: { edgeResults: { orderBy: { position: "asc" } } } });
  if (!audit) throw notFound("Audit");
  return auditDetailDto(audit);
}

/** Marks a queued or running audit cancelled; a running one stops at its next check. */
export async function cancelAudit(db: Db, runId: string, auditId: string): Promise<AuditSummary> {
  await db.audit.updateMany({ where: { id: auditId, runId, status: { in: ["queued", "running"] } }, data: { status: "cancelled", finishedAt: new Date() } });
  const audit = await db.audit.findFirst({ where: { id: auditId, runId } });
  if (!audit) throw notFound("Audit");
  return auditSummaryDto(audit);
}
