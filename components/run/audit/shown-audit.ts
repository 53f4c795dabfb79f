import type { AuditSummaryDto, EdgeResultDto as AuditEdgeResultDto } from "@/lib/api/audits";
import type { EdgeResultDto, EdgeStatus } from "@/lib/api/run-view";
import { isAuditInProgress } from "@/lib/client/audits";
import { STATUS_SEVERITY } from "../graph/edge-status";

/**
 * The audit the page shows when the URL names none: one in progress (so starting an audit shows
 * it live), else the newest that finished, else the newest of any state. `audits` is newest first.
 */
export function defaultAuditId(audits: readonly AuditSummaryDto[]): string | null {
  const shown = audits.find((audit) => isAuditInProgress(audit.status)) ?? audits.find((audit) => audit.status === "done") ?? audits[0];
  return shown?.id ?? null;
}

const isEdgeStatus = (status: string): status is EdgeStatus => (STATUS_SEVERITY as readonly string[]).includes(status);

/**
 * An audit's per-fence results in the graph's terms. The audit API types a fence's status as a
 * plain string; one the graph does not know is shown as an error rather than silently dropped.
 */
export function graphEdgeResults(results: readonly AuditEdgeResultDto[]): EdgeResultDto[] {
  return results.map(({ id: _id, status, ...result }) => ({ ...result, status: isEdgeStatus(status) ? status : "error" }));
}
