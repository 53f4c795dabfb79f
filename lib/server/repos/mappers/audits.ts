import type { AuditDetail, AuditState, AuditSummary, FenceResult } from "@/lib/api";
import { fenceStatusOf } from "@/lib/core/cascade";
import type { SourceAttribution } from "@/lib/core/verdicts";

/** Audit and EdgeResult rows → the shapes the browser sees. */

interface AuditRow {
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
}

type EdgeResultRow = Omit<FenceResult, "sources" | "status" | "bySource"> & { sourcesJson: string; status: string; bySourceJson: string | null };

export function auditSummaryOf(audit: AuditRow): AuditSummary {
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
    bySource: row.bySourceJson ? (JSON.parse(row.bySourceJson) as SourceAttribution[]) : null,
  };
}

export function auditDetailOf(audit: AuditRow & { edgeResults: EdgeResultRow[] }): AuditDetail {
  return { ...auditSummaryOf(audit), edgeResults: audit.edgeResults.map(fenceResultOf) };
}

/**
 * The audit a view shows when none is named, the one rule for the runs list, the run header and
 * the report: one in progress (so starting an audit shows it live), else the newest that
 * finished, else the newest of any state. `audits` is newest first.
 */
export function defaultAuditOf<T extends { status: string }>(audits: readonly T[]): T | null {
  return audits.find((audit) => audit.status === "queued" || audit.status === "running") ?? audits.find((audit) => audit.status === "done") ?? audits[0] ?? null;
}
