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

const stored = (row: StoredClaim & { upstreamClaimId: string | null }): StoredClaimRecord => ({ id: row.id, fence: row.fence, upstreamClaimId: row.upstreamClaimId, record: claimRecordOf(row) });

export async function listAuditClaims(db: Db, auditId: string): Promise<StoredClaimRecord[]> {
  return (await db.claim.findMany({ where: { auditId }, orderBy: [{ fence: "asc" }, { recordId: "asc" }] })).map(stored);
}

export async function findStoredClaim(db: Db, auditId: string, claimId: string): Promise<StoredClaimRecord | null> {
  const row = await db.claim.findFirst({ where: { id: claimId, auditId } });
  return row && stored(row);
}

/** The audit's not-found claims, in fence and record order. */
export async function listNotFoundClaims(db: Db, auditId: string): Promise<{ id: string; fence: string; claim: string; claimInDocument: string }[]> {
  return db.claim.findMany({ where: { auditId, finding: "not-found" }, orderBy: [{ fence: "asc" }, { recordId: "asc" }], select: { id: true, fence: true, claim: true, claimInDocument: true } });
}

/** What each fence audited (all of the audit's, or only `fences`). */
export async function listFenceInfos(db: Db, auditId: string, fences?: readonly string[]): Promise<FenceInfo[]> {
  const rows = await db.edgeResult.findMany({ where: { auditId, ...(fences ? { fence: { in: [...fences] } } : {}) }, select: { fence: true, target: true, sourcesJson: true, documentKind: true } });
  return rows.map(({ sourcesJson, ...row }) => ({ ...row, sources: JSON.parse(sourcesJson) as string[] }));
}

/** The gates' rejections, oldest first, with their fence (all of the audit's, or only `fences`'). */
export async function listRejections(db: Db, auditId: string, fences?: readonly string[]): Promise<{ fence: string; record: RejectionRecord }[]> {
  const rows = await db.rejection.findMany({ where: { auditId, ...(fences ? { fence: { in: [...fences] } } : {}) }, orderBy: { timestamp: "asc" } });
  return rows.map((row) => ({ fence: row.fence, record: rejectionRecordOf(row) }));
}

/** The tool call whose flat text holds `line` of an agent's output file; null when none does. */
export async function findToolCallAtLine(db: Db, runId: string, agent: string, outputFile: string, line: number): Promise<{ id: string; seq: number; tool: string; input: unknown } | null> {
  const call = await db.toolCall.findFirst({
    where: { runId, agent: { name: agent }, outputFile, lineStart: { lte: line }, lineEnd: { gte: line } },
    select: { id: true, seq: true, tool: true, inputJson: true },
  });
  return call && { id: call.id, seq: call.seq, tool: call.tool, input: JSON.parse(call.inputJson) };
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
