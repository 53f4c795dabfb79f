import { attachNearest } from "../nearest";
import { auditOrder } from "./order";
import { parseFenceName, PASSING_STATUSES, auditStatusOf, tallyFindings } from "./verdict";
import type { AuditOutcome, AuditResult, AuditTask, Auditor, CascadeResult } from "./types";

/** Audits a cascade runs at once, unless told otherwise: one per core of a small server. */
export const AUDIT_CONCURRENCY = 2;

export interface RunCascadeOptions {
  /** Audits run in parallel up to this many at a time (they are independent); AUDIT_CONCURRENCY by default. */
  concurrency?: number;
  signal?: AbortSignal;
  /** Called as each audit starts (tasks the plan already settled, with nothing to audit, skip it), in `auditOrder`, so callers can show the hop running. */
  onStart?: (task: AuditTask) => void | Promise<void>;
  /** Called as each audit finishes, in finishing order, so callers can store and stream progress. */
  onResult?: (result: AuditResult, done: number, total: number) => void | Promise<void>;
}

export function auditResult(task: AuditTask, outcome: AuditOutcome | null): AuditResult {
  const claims = outcome?.claims ?? [];
  const findings = claims.map((claim) => claim.finding);
  const error = task.status === "error" ? task.error : outcome?.error;
  return {
    fence: task.fence,
    kind: task.kind,
    sources: task.sources,
    target: task.target,
    documentKind: task.documentKind,
    documentPath: task.documentPath,
    ...(task.leaves ? { leaves: task.leaves } : {}),
    status: error !== undefined ? "error" : task.status === "no-output" ? "no-output" : auditStatusOf(findings),
    claims,
    rejections: outcome?.rejections ?? [],
    ...tallyFindings(findings),
    ...(error !== undefined ? { error } : {}),
    ...(outcome?.usage ? { usage: outcome.usage } : {}),
  };
}

/** `all_passed` and `failed_edges` (one pair per upstream of a failing merge), spec §6.4 "Verdicts". */
export function summarizeCascade(results: readonly AuditResult[]): CascadeResult {
  const failing = results.filter((result) => result.status !== "no-output" && !PASSING_STATUSES.includes(result.status));
  const failedEdges: [string, string][] = failing.flatMap((result) => {
    const parsed = parseFenceName(result.fence);
    return (parsed?.sources ?? result.sources).map((source): [string, string] => [source, result.target]);
  });
  return { results: [...results], allPassed: failing.length === 0, failedEdges };
}

/**
 * Runs every task through the auditor, in `auditOrder` (settled tasks, then the longest first), with
 * results in the plan's order; one failing audit becomes an `error` result, never a failed cascade.
 */
export async function runCascade(tasks: readonly AuditTask[], auditor: Auditor, options: RunCascadeOptions = {}): Promise<CascadeResult> {
  const results: AuditResult[] = new Array(tasks.length);
  const order = auditOrder(tasks);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < tasks.length) {
      options.signal?.throwIfAborted();
      const index = order[next++];
      const task = tasks[index];
      let outcome: AuditOutcome | null = null;
      if (task.status === "ready") {
        await options.onStart?.(task);
        try {
          outcome = await auditor.audit(task, { signal: options.signal });
          attachNearest(outcome.claims, task.sourceFiles);
        } catch (error) {
          if (options.signal?.aborted) throw error;
          outcome = { claims: [], rejections: [], error: error instanceof Error ? error.message : String(error) };
        }
      }
      results[index] = auditResult(task, outcome);
      done++;
      await options.onResult?.(results[index], done, tasks.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? AUDIT_CONCURRENCY, tasks.length)) }, worker));
  return summarizeCascade(results);
}
