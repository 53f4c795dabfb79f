import { auditStatusOf, fenceStatusOf, parseFenceName, summarizeCascade, tallyFindings, type AuditResult, type CascadeMeta, type CascadeResult } from "@/lib/core/cascade";
import type { ClaimRecord, RejectionRecord } from "@/lib/core/records";
import { findAuditHeader, listAuditClaims, listFenceRows, listRejections } from "../../repos";
import type { Db } from "../../db";
import { ApiError, notFound } from "../../http";

export interface StoredCascade {
  cascade: CascadeResult;
  meta: CascadeMeta;
  runName: string;
}

function groupByFence<T>(rows: { fence: string; value: T }[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const { fence, value } of rows) grouped.set(fence, [...(grouped.get(fence) ?? []), value]);
  return grouped;
}

/**
 * A finished audit read back from the database in lib/core's CascadeResult shape, so the same
 * writers that produce `audit/*` files for the CLI produce the export. Claims of imported audits
 * whose fence has no edge result still get a result of their own, so nothing is dropped.
 */
export async function loadStoredCascade(db: Db, runId: string, auditId: string): Promise<StoredCascade> {
  const audit = await findAuditHeader(db, runId, auditId);
  if (!audit) throw notFound("Audit");
  if (audit.status !== "done") throw new ApiError(409, "audit_not_finished", `This audit is ${audit.status}; only a finished audit can be exported.`);

  const [fenceRows, claimRows, rejectionRows] = await Promise.all([listFenceRows(db, auditId), listAuditClaims(db, auditId), listRejections(db, auditId)]);
  const claims = groupByFence<ClaimRecord>(claimRows.map((row) => ({ fence: row.fence, value: row.record })));
  const rejections = groupByFence<RejectionRecord>(rejectionRows.map((row) => ({ fence: row.fence, value: row.record })));

  const stored = fenceRows.map((row) => ({
    fence: row.fence,
    sources: row.sources,
    target: row.target,
    documentKind: row.documentKind,
    status: fenceStatusOf(row.status),
    error: row.error ?? undefined,
  }));
  const fencesWithoutResult = [...new Set([...claims.keys(), ...rejections.keys()])].filter((fence) => !stored.some((row) => row.fence === fence));
  for (const fence of fencesWithoutResult) {
    const parsed = parseFenceName(fence);
    stored.push({
      fence,
      sources: parsed?.sources ?? [],
      target: parsed?.target ?? "",
      documentKind: "node_output",
      status: auditStatusOf((claims.get(fence) ?? []).map((claim) => claim.finding)),
      error: undefined,
    });
  }

  const results: AuditResult[] = stored.map((row) => {
    const own = claims.get(row.fence) ?? [];
    return {
      fence: row.fence,
      kind: parseFenceName(row.fence)?.grounding ? "grounding" : "edge",
      sources: row.sources,
      target: row.target,
      documentKind: row.documentKind === "final_document" ? "final_document" : "node_output",
      documentPath: "",
      status: row.status,
      claims: own,
      rejections: rejections.get(row.fence) ?? [],
      ...tallyFindings(own.map((claim) => claim.finding)),
      ...(row.error !== undefined ? { error: row.error } : {}),
    };
  });

  const started = audit.startedAt ?? audit.createdAt;
  return {
    cascade: summarizeCascade(results),
    runName: audit.runName,
    meta: {
      sessionId: audit.sessionId,
      auditor: audit.model ? { kind: audit.auditor, model: audit.model } : { kind: audit.auditor },
      started: started.toISOString(),
      finished: (audit.finishedAt ?? started).toISOString(),
    },
  };
}
