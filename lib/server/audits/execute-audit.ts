import { auditCascade, type Auditor } from "@/lib/core/cascade";
import type { Db } from "../db";
import { finishAuditRun, markFenceRunning, recordFenceResult, runOfAudit, startAuditRun } from "../repos";
import { loadCascadeInput } from "../repos/cascade-input";

/**
 * Runs one audit of a stored run from scratch: plans the cascade, audits every edge and agent
 * (each fence is marked running as it starts and its result stored as it finishes, so the DAG
 * recolours live and progress names the hop running), then links the claims
 * across hops and stores claims and rejections. Deterministic for a deterministic auditor, so a
 * re-run after a crash gives the same result as an uninterrupted run.
 */
export async function executeAudit(db: Db, auditId: string, auditor: Auditor, signal?: AbortSignal): Promise<void> {
  const input = await loadCascadeInput(db, await runOfAudit(db, auditId));
  let edgeResultIds = new Map<string, string>();
  const cascade = await auditCascade(input, auditor, {
    signal,
    onPlan: async (tasks) => {
      edgeResultIds = await startAuditRun(db, auditId, tasks);
    },
    onStart: (task) => markFenceRunning(db, edgeResultIds.get(task.fence)!),
    onResult: (result) => recordFenceResult(db, auditId, edgeResultIds.get(result.fence)!, result),
  });

  const usage: Record<string, number> = {};
  for (const result of cascade.results) for (const [key, value] of Object.entries(result.usage ?? {})) usage[key] = (usage[key] ?? 0) + value;
  const fences = cascade.results.map((result) => ({
    fence: result.fence,
    edgeResultId: edgeResultIds.get(result.fence)!,
    document: cascade.documents[result.target],
    claims: result.claims,
    rejections: result.rejections,
  }));
  await finishAuditRun(db, auditId, fences, { allPassed: cascade.allPassed, usage });
}
