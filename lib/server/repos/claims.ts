import type { ClaimRecord, RejectionRecord } from "@/lib/core/records";
import type { Db } from "../db";
import { claimRecordOf, rejectionRecordOf, type StoredClaim } from "./mappers/claims";

/** Reads of an audit's claims, rejections and fence descriptions, for chains, exports and reports. */

export interface FenceInfo {
  fence: string;
  target: string;
  sources: string[];
  documentKind: string;
}

export interface StoredClaimRecord {
  id: string;
  fence: string;
  upstreamClaimId: string | null;
  record: ClaimRecord;
}

/** A stored claim with its row's identity and link; the chain walk's raw reads map through it too. */
export const storedClaimRecordOf = (row: StoredClaim & { upstreamClaimId: string | null }): StoredClaimRecord => ({ id: row.id, fence: row.fence, upstreamClaimId: row.upstreamClaimId, record: claimRecordOf(row) });

export async function listAuditClaims(db: Db, auditId: string): Promise<StoredClaimRecord[]> {
  return (await db.claim.findMany({ where: { auditId }, orderBy: [{ fence: "asc" }, { recordId: "asc" }] })).map(storedClaimRecordOf);
}

/** The audit's not-found claims, in fence and record order. */
export async function listNotFoundClaims(db: Db, auditId: string): Promise<{ id: string; fence: string; claim: string; claimInDocument: string }[]> {
  return db.claim.findMany({ where: { auditId, finding: "not-found" }, orderBy: [{ fence: "asc" }, { recordId: "asc" }], select: { id: true, fence: true, claim: true, claimInDocument: true } });
}

/** What each of the audit's fences audited. */
export async function listFenceInfos(db: Db, auditId: string): Promise<FenceInfo[]> {
  const rows = await db.edgeResult.findMany({ where: { auditId }, select: { fence: true, target: true, sourcesJson: true, documentKind: true } });
  return rows.map(({ sourcesJson, ...row }) => ({ ...row, sources: JSON.parse(sourcesJson) as string[] }));
}

/** The audit's gate rejections, oldest first, with their fence. */
export async function listRejections(db: Db, auditId: string): Promise<{ fence: string; record: RejectionRecord }[]> {
  const rows = await db.rejection.findMany({ where: { auditId }, orderBy: { timestamp: "asc" } });
  return rows.map((row) => ({ fence: row.fence, record: rejectionRecordOf(row) }));
}

/** An audit's state and what its export names it by; null when the run has no such audit. */
export async function findAuditHeader(db: Db, runId: string, auditId: string) {
  const audit = await db.audit.findFirst({
    where: { id: auditId, runId },
    select: { status: true, auditor: true, model: true, createdAt: true, startedAt: true, finishedAt: true, run: { select: { sessionId: true, name: true } } },
  });
  return audit && { ...audit, sessionId: audit.run.sessionId, runName: audit.run.name };
}

/** An audit's fence results as stored, in the audit's order. */
export async function listFenceRows(db: Db, auditId: string) {
  const rows = await db.edgeResult.findMany({ where: { auditId }, orderBy: { position: "asc" } });
  return rows.map(({ sourcesJson, ...row }) => ({ ...row, sources: JSON.parse(sourcesJson) as string[] }));
}
