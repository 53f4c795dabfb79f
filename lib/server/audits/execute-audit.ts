import { auditCascade, type Auditor } from "@/lib/core/cascade";
import type { Db } from "../db";
import { AuditRows, finishAuditRun, markFenceRunning, recordFenceResult, runOfAudit, startAuditRun } from "../repos";
import { loadCascadeInput } from "../repos/cascade-input";

/**
 * Runs one audit of a stored run from scratch: plans the cascade, audits every edge and agent
 * (each fence is marked running as it starts and its result stored as it finishes, so the DAG
 * recolours live and progress names the hop running), links each hop's claims and makes their
 * rows as soon as the hops they cite have finished (while the auditor works on later hops), then
 * stores every claim and rejection in one transaction. Deterministic for a deterministic auditor,
 * so a re-run after a crash gives the same result as an uninterrupted run.
 */
export async function executeAudit(db: Db, auditId: string, auditor: Auditor, signal?: AbortSignal): Promise<void> {
  const input = await loadCascadeInput(db, await runOfAudit(db, auditId));
  let edgeResultIds = new Map<string, string>();
  const rows = new AuditRows(auditId);
  const documents: Record<string, string> = {};
  const cascade = await auditCascade(input, auditor, {
    signal,
    onPlan: async (tasks) => {
      edgeResultIds = await startAuditRun(db, auditId, tasks);
      for (const task of tasks) documents[task.target] = task.document;
    },
    onStart: (task) => markFenceRunning(db, edgeResultIds.get(task.fence)!),
    onResult: async (result) => {
      rows.name(result);
      await recordFenceResult(db, auditId, edgeResultIds.get(result.fence)!, result);
    },
    onLinked: (result) => rows.add({ ...result, edgeResultId: edgeResultIds.get(result.fence)!, document: documents[result.target] }),
  });

  const usage: Record<string, number> = {};
  for (const result of cascade.results) for (const [key, value] of Object.entries(result.usage ?? {})) usage[key] = (usage[key] ?? 0) + value;
  await finishAuditRun(db, auditId, rows, { allPassed: cascade.allPassed, usage });
}
