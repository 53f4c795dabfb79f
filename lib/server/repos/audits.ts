import { randomUUID } from "node:crypto";
import type { AuditDetail, AuditList, AuditSummary } from "@/lib/api";
import type { AuditResult, AuditTask } from "@/lib/core/cascade";
import { fanInAttribution } from "@/lib/core/verdicts";
import { bulkInsert, configOf, type Db } from "../db";
import { notFound } from "../http/api-error";
import { auditDetailOf, auditSummaryOf, defaultAuditOf } from "./mappers/audits";
import type { AuditRows } from "./mappers/claims";

/** Audits and their fence results: queueing, reading, the runner's claims on them, and storing what an audit found. */

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** Queues an audit of a run; null when there is no such run. */
export async function createQueuedAudit(db: Db, runId: string, auditor: string): Promise<AuditSummary | null> {
  const run = await db.run.findUnique({ where: { id: runId }, select: { id: true } });
  if (!run) return null;
  return auditSummaryOf(await db.audit.create({ data: { runId, kind: "cascade", auditor, status: "queued" } }));
}

async function listAudits(db: Db, runId: string): Promise<AuditSummary[]> {
  return (await db.audit.findMany({ where: { runId }, orderBy: newestFirst })).map(auditSummaryOf);
}

/** The run's audits, newest first, with the one a view shows when none is named. */
export async function auditsOfRun(db: Db, runId: string): Promise<AuditList> {
  const audits = await listAudits(db, runId);
  return { audits, defaultAuditId: defaultAuditOf(audits)?.id ?? null };
}

export async function getAudit(db: Db, runId: string, auditId: string): Promise<AuditDetail> {
  const audit = await db.audit.findFirst({ where: { id: auditId, runId }, include: { edgeResults: { orderBy: { position: "asc" } } } });
  if (!audit) throw notFound("Audit");
  return auditDetailOf(audit);
}

/** Marks a queued or running audit cancelled; a running one stops at its next check. */
export async function cancelAudit(db: Db, runId: string, auditId: string): Promise<AuditSummary> {
  await db.audit.updateMany({ where: { id: auditId, runId, status: { in: ["queued", "running"] } }, data: { status: "cancelled", finishedAt: new Date() } });
  const audit = await db.audit.findFirst({ where: { id: auditId, runId } });
  if (!audit) throw notFound("Audit");
  return auditSummaryOf(audit);
}

/** The run an audit is of; throws when the audit is gone. */
export async function runOfAudit(db: Db, auditId: string): Promise<string> {
  return (await db.audit.findUniqueOrThrow({ where: { id: auditId }, select: { runId: true } })).runId;
}

/**
 * Starts an audit from scratch: whatever a crashed attempt left is deleted, every planned fence
 * gets a `queued` result row (its counts start at the table's zero defaults), and the audit is
 * marked running. Returns each fence's row id.
 */
export async function startAuditRun(db: Db, auditId: string, tasks: readonly AuditTask[]): Promise<Map<string, string>> {
  await db.edgeResult.deleteMany({ where: { auditId } });
  await db.claim.deleteMany({ where: { auditId } });
  await db.rejection.deleteMany({ where: { auditId } });
  const ids = new Map(tasks.map((task) => [task.fence, randomUUID()]));
  await bulkInsert(configOf(db), [
    {
      table: "EdgeResult",
      rows: tasks.map((task, position) => ({
        id: ids.get(task.fence)!,
        auditId,
        position,
        fence: task.fence,
        sourcesJson: JSON.stringify(task.sources),
        target: task.target,
        documentKind: task.documentKind,
        // Queued until the auditor takes it up (markFenceRunning), so the hop running is told from those waiting.
        status: "queued",
      })),
    },
  ]);
  await db.audit.update({
    where: { id: auditId },
    data: { status: "running", startedAt: new Date(), finishedAt: null, error: null, progressDone: 0, progressTotal: tasks.length, claimCount: 0 },
  });
  return ids;
}

/** A fence the auditor has started on. */
export async function markFenceRunning(db: Db, edgeResultId: string): Promise<void> {
  await db.edgeResult.update({ where: { id: edgeResultId }, data: { status: "running" } });
}

/** One fence's result as it finishes (with a merged fan-in's per-upstream attribution), so the DAG recolours live. */
export async function recordFenceResult(db: Db, auditId: string, edgeResultId: string, result: AuditResult): Promise<void> {
  const bySource = fanInAttribution(result);
  await db.edgeResult.update({
    where: { id: edgeResultId },
    data: {
      status: result.status,
      claims: result.claims.length,
      found: result.found,
      notFound: result.notFound,
      unchecked: result.unchecked,
      rejections: result.rejections.length,
      error: result.error ?? null,
      bySourceJson: bySource && JSON.stringify(bySource),
    },
  });
  // Increments, not absolute values: audits finish concurrently and their writes may land out of order.
  await db.audit.update({ where: { id: auditId }, data: { progressDone: { increment: 1 }, claimCount: { increment: result.claims.length } } });
}

/** Room for a large audit's claim pages (random ids) in one transaction; the connection, and its cache, close when it commits. */
const AUDIT_ROWS_CACHE_KIB = 16_384;

/**
 * Stores every claim and rejection row of a finished audit (made as its hops were linked:
 * `AuditRows`) in one transaction (a statement per batch, not a round trip per claim), then marks
 * it done. A crash in between leaves the audit `running`, and its re-run starts by deleting what
 * was stored.
 */
export async function finishAuditRun(db: Db, auditId: string, rows: AuditRows, outcome: { allPassed: boolean; usage: Record<string, number> }): Promise<void> {
  await bulkInsert(
    configOf(db),
    [
      { table: "Claim", rows: rows.claims },
      { table: "Rejection", rows: rows.rejections },
    ],
    { cacheKiB: AUDIT_ROWS_CACHE_KIB },
  );
  await db.audit.update({
    where: { id: auditId },
    data: { status: "done", finishedAt: new Date(), allPassed: outcome.allPassed, claimCount: rows.claims.length, usageJson: JSON.stringify(outcome.usage) },
  });
}

/** Re-queues running audits whose runner stopped beating before `staleBefore`; returns how many. */
export async function requeueStaleAudits(db: Db, staleBefore: Date): Promise<number> {
  const recovered = await db.audit.updateMany({
    where: { status: "running", OR: [{ heartbeatAt: null }, { heartbeatAt: { lt: staleBefore } }] },
    data: { status: "queued" },
  });
  return recovered.count;
}

/** The oldest queued audit, claimed for this runner (another runner may win it: then the next one). */
export async function claimQueuedAudit(db: Db): Promise<{ id: string; auditor: string; manifestJson: string } | null> {
  for (;;) {
    const found = await db.audit.findFirst({
      where: { status: "queued" },
      orderBy: { createdAt: "asc" },
      select: { id: true, auditor: true, run: { select: { manifestJson: true } } },
    });
    if (!found) return null;
    const claimed = await db.audit.updateMany({ where: { id: found.id, status: "queued" }, data: { status: "running", heartbeatAt: new Date() } });
    if (claimed.count === 1) return { id: found.id, auditor: found.auditor, manifestJson: found.run.manifestJson };
  }
}

/** Renews a running audit's heartbeat; false when it is no longer running (cancelled, or taken back). */
export async function beatAudit(db: Db, auditId: string): Promise<boolean> {
  const alive = await db.audit.updateMany({ where: { id: auditId, status: "running" }, data: { heartbeatAt: new Date() } });
  return alive.count > 0;
}

/** A cancelled audit's unfinished fences go back to `queued`. */
export async function requeueRunningFences(db: Db, auditId: string): Promise<void> {
  await db.edgeResult.updateMany({ where: { auditId, status: "running" }, data: { status: "queued" } });
}

export async function failAudit(db: Db, auditId: string, error: string): Promise<void> {
  await db.audit.updateMany({ where: { id: auditId }, data: { status: "failed", error, finishedAt: new Date() } });
}
