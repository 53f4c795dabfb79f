import type { AuditDetailDto, AuditRunStatus, AuditSummaryDto, EdgeResultDto } from "@/lib/api/audits";
import type { ClaimRecord, NearestCandidate } from "@/lib/core/records";
import type { SourceAttribution } from "@/lib/core/verdicts";

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

type EdgeResultRow = Omit<EdgeResultDto, "sources" | "bySource"> & { sourcesJson: string; bySourceJson: string | null };

export function auditSummaryDto(audit: AuditRow): AuditSummaryDto {
  return {
    id: audit.id,
    kind: audit.kind as AuditSummaryDto["kind"],
    auditor: audit.auditor,
    model: audit.model,
    status: audit.status as AuditRunStatus,
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

export function edgeResultDto(row: EdgeResultRow): EdgeResultDto {
  const { sourcesJson, bySourceJson, ...rest } = row;
  return { ...rest, sources: JSON.parse(sourcesJson) as string[], bySource: bySourceJson ? (JSON.parse(bySourceJson) as SourceAttribution[]) : null };
}

export function auditDetailDto(audit: AuditRow & { edgeResults: EdgeResultRow[] }): AuditDetailDto {
  return { ...auditSummaryDto(audit), edgeResults: audit.edgeResults.map(edgeResultDto) };
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
  nearestJson: string | null;
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
    ...(row.nearestJson ? { nearest: JSON.parse(row.nearestJson) as NearestCandidate[] } : {}),
  };
}
