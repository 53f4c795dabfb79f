import type { AuditDetail, AuditState, AuditSummary, FenceResult } from "@/lib/api";
import { fenceStatusOf } from "@/lib/core/cascade";
import type { ClaimRecord } from "@/lib/core/records";

type AuditRow = {
  id: string;
  kind: string;
  auditor: string;
  model: string | null;
  status: string;
  progressDone: number;
  progressTotal: number;
  claimCount: number;
  allPassed: boolean | null;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  usageJson: string;
};

type EdgeResultRow = Omit<FenceResult, "sources" | "status"> & { sourcesJson: string; status: string };

export function auditSummaryDto(audit: AuditRow): AuditSummary {
  return {
    id: audit.id,
    kind: audit.kind as AuditSummary["kind"],
    auditor: audit.auditor,
    model: audit.model,
    status: audit.status as AuditState,
    progressDone: audit.progressDone,
    progressTotal: audit.progressTotal,
    claimCount: audit.claimCount,
    allPassed: audit.allPassed,
    error: audit.error,
    createdAt: audit.createdAt.toISOString(),
    startedAt: audit.startedAt?.toISOString() ?? null,
    finishedAt: audit.finishedAt?.toISOString() ?? null,
    usage: JSON.parse(audit.usageJson) as Record<string, number>,
  };
}

export function fenceResultOf(row: EdgeResultRow): FenceResult {
  return {
    id: row.id,
    fence: row.fence,
    sources: JSON.parse(row.sourcesJson) as string[],
    target: row.target,
    documentKind: row.documentKind,
    status: fenceStatusOf(row.status),
    claims: row.claims,
    found: row.found,
    notFound: row.notFound,
    unchecked: row.unchecked,
    rejections: row.rejections,
    error: row.error,
  };
}

export function auditDetailDto(audit: AuditRow & { edgeResults: EdgeResultRow[] }): AuditDetail {
  return { ...auditSummaryDto(audit), edgeResults: audit.edgeResults.map(fenceResultOf) };
}

export type ClaimRow = {
  id: string;
  fence: string;
  recordId: number;
  claim: string;
  claimInDocument: string;
  evidence: string;
  sourceAgent: string;
  sourceTool: string;
  sourceIndex: number;
  rawValue: string;
  searchFile: string;
  searchLine: number;
  finding: string;
  sourceType: string;
  metadataJson: string;
  upstreamId: number;
  upstreamFence: string;
  timestamp: number;
};

/** A stored claim back in audit-fence's ClaimRecord shape, so lib/core can walk it. */
export function claimRecordOf(row: ClaimRow): ClaimRecord {
  return {
    claim: row.claim,
    claim_in_document: row.claimInDocument,
    evidence: row.evidence,
    source_agent: row.sourceAgent,
    source_tool: row.sourceTool,
    source_index: row.sourceIndex,
    raw_value: row.rawValue,
    search_file: row.searchFile,
    search_line: row.searchLine,
    finding: row.finding,
    source_type: row.sourceType,
    metadata: JSON.parse(row.metadataJson) as Record<string, unknown>,
    upstream_id: row.upstreamId,
    upstream_fence: row.upstreamFence,
    id: row.recordId,
    timestamp: row.timestamp,
  };
}
