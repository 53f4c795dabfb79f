import type { AuditedClaim, AuditedEdge } from "@/lib/core/reviews";
import type { Db } from "../db";

/** Reads of an audit that reviews and comparisons judge: its claims, its edges, and their targets. */

export interface ReviewableAudit {
  id: string;
  runId: string;
  kind: string;
  auditor: string;
  status: string;
  finishedAt: Date | null;
}

const AUDIT_FIELDS = { id: true, runId: true, kind: true, auditor: true, status: true, finishedAt: true } as const;

export function findRunAudit(db: Db, runId: string, auditId: string): Promise<ReviewableAudit | null> {
  return db.audit.findFirst({ where: { id: auditId, runId }, select: AUDIT_FIELDS });
}

/** The run's latest finished audit, the one its views show by default. */
export function findLatestFinishedAudit(db: Db, runId: string): Promise<ReviewableAudit | null> {
  return db.audit.findFirst({ where: { runId, status: "done" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: AUDIT_FIELDS });
}

export async function auditClaimsAndEdges(db: Db, auditId: string): Promise<{ claims: AuditedClaim[]; edges: AuditedEdge[] }> {
  const [claims, edges] = await Promise.all([
    db.claim.findMany({ where: { auditId }, orderBy: [{ fence: "asc" }, { recordId: "asc" }, { id: "asc" }], select: { fence: true, claim: true, finding: true } }),
    db.edgeResult.findMany({ where: { auditId }, orderBy: { position: "asc" }, select: { fence: true, status: true } }),
  ]);
  return { claims, edges };
}

export function findAuditClaim(db: Db, auditId: string, claimId: string): Promise<{ id: string; fence: string; claim: string } | null> {
  return db.claim.findFirst({ where: { id: claimId, auditId }, select: { id: true, fence: true, claim: true } });
}

export async function auditHasFence(db: Db, auditId: string, fence: string): Promise<boolean> {
  return (await db.edgeResult.count({ where: { auditId, fence } })) > 0;
}

/** The run's name and agent names (sorted), to tell whether two runs are of the same pipeline. */
export async function findRunAgents(db: Db, runId: string): Promise<{ name: string; agents: string[] } | null> {
  const run = await db.run.findUnique({ where: { id: runId }, select: { name: true, agents: { select: { name: true } } } });
  return run && { name: run.name, agents: run.agents.map((agent) => agent.name).sort() };
}

export async function runHasReport(db: Db, runId: string): Promise<boolean> {
  return (await db.document.count({ where: { runId, kind: "report" } })) > 0;
}
