import type { AuditSummary } from "@/lib/api";
import { isAuditInProgress } from "@/lib/client/audits";

/**
 * The audit the page shows when the URL names none: one in progress (so starting an audit shows
 * it live), else the newest that finished, else the newest of any state. `audits` is newest first.
 */
export function defaultAuditId(audits: readonly AuditSummary[]): string | null {
  const shown = audits.find((audit) => isAuditInProgress(audit.status)) ?? audits.find((audit) => audit.status === "done") ?? audits[0];
  return shown?.id ?? null;
}
