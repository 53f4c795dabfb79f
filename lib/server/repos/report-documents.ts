import type { Db } from "../db";

/** A run's final report: its path in the bundle and its text; null when the run has none. */
export async function findReportDocument(db: Db, runId: string): Promise<{ path: string; text: string } | null> {
  const document = await db.document.findFirst({ where: { runId, kind: "report" }, select: { traceFile: { select: { path: true, text: true } } } });
  return document && document.traceFile;
}

/** The audit a report view shows: the one named, else the run's latest finished one; null when there is none. */
export async function findReportAudit(db: Db, runId: string, auditId: string | null): Promise<{ id: string; kind: string; status: string } | null> {
  const select = { id: true, kind: true, status: true } as const;
  return auditId
    ? db.audit.findFirst({ where: { id: auditId, runId }, select })
    : db.audit.findFirst({ where: { runId, status: "done" }, orderBy: { createdAt: "desc" }, select });
}
