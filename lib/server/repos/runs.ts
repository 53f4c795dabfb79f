import type { Db } from "../db";
import { notFound } from "../http/api-error";
import { defaultAuditOf } from "./mappers/audits";
import type { AuditState, RunList, RunListQuery } from "@/lib/api";
import { tallyFences } from "@/lib/core/cascade";
import { runReviewStates } from "./reviews";

/** Reads and writes of runs as a whole. Run contents (agents, calls, files) live in their own repos. */

export async function listRuns(db: Db, query: RunListQuery): Promise<RunList> {
  const where = query.q ? { name: { contains: query.q } } : {};
  const [total, rows] = await Promise.all([
    db.run.count({ where }),
    db.run.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
      include: { audits: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true, status: true } } },
    }),
  ]);
  // Fences are counted on the audit the run page opens on, by the function its header uses, so the list and the page agree.
  const shown = new Map(rows.map((run) => [run.id, defaultAuditOf(run.audits)]));
  const shownIds = [...shown.values()].flatMap((audit) => (audit ? [audit.id] : []));
  const statuses = await db.edgeResult.findMany({ where: { auditId: { in: shownIds } }, select: { auditId: true, status: true } });
  const fencesOf = (auditId: string) => tallyFences(statuses.filter((row) => row.auditId === auditId).map((row) => row.status));
  const reviews = await runReviewStates(db, rows.map((run) => ({ id: run.id, latestAuditId: shown.get(run.id)?.id ?? null })));
  return {
    page: query.page,
    pageSize: query.pageSize,
    total,
    runs: rows.map((run) => {
      const audit = shown.get(run.id);
      return {
        id: run.id,
        name: run.name,
        sessionId: run.sessionId,
        createdAt: run.createdAt.toISOString(),
        incomplete: run.incomplete,
        agents: run.agentCount,
        toolCalls: run.toolCallCount,
        errors: run.errorCount,
        latestAudit: audit
          ? {
              id: audit.id,
              status: audit.status as AuditState,
              fences: fencesOf(audit.id),
            }
          : null,
        review: reviews.get(run.id)!,
      };
    }),
  };
}

export interface RunOutline {
  name: string;
  sessionId: string;
  incomplete: boolean;
  agents: { name: string; toolCalls: number }[];
  edges: { source: string; target: string }[];
  hasReport: boolean;
}

/** A run's name and DAG, for the views that draw it without the run page (share, HTML export); null when absent. */
export async function getRunOutline(db: Db, runId: string): Promise<RunOutline | null> {
  const run = await db.run.findUnique({
    where: { id: runId },
    select: {
      name: true,
      sessionId: true,
      incomplete: true,
      agents: { orderBy: { position: "asc" }, select: { name: true, toolCalls: true } },
      edges: { select: { source: true, target: true } },
      documents: { where: { kind: "report" }, select: { id: true }, take: 1 },
    },
  });
  if (!run) return null;
  const { documents, ...outline } = run;
  return { ...outline, hasReport: documents.length > 0 };
}

export async function hasRuns(db: Db): Promise<boolean> {
  return (await db.run.findFirst({ select: { id: true } })) !== null;
}

export async function renameRun(db: Db, runId: string, name: string): Promise<{ id: string; name: string }> {
  const updated = await db.run.updateMany({ where: { id: runId }, data: { name } });
  if (updated.count === 0) throw notFound("Run");
  return { id: runId, name };
}

/** Deletes a run and everything that belongs to it (agents, calls, files, audits, share links) by cascade. */
export async function deleteRun(db: Db, runId: string): Promise<void> {
  const deleted = await db.run.deleteMany({ where: { id: runId } });
  if (deleted.count === 0) throw notFound("Run");
}
