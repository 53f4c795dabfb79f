import type { Db } from "../db";
import { notFound } from "../http";
import type { AuditStatus, RunList, RunListQuery } from "@/lib/api";
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
      include: {
        audits: {
          orderBy: { createdAt: "desc" },
          take: 1,
          include: { edgeResults: { select: { status: true } } },
        },
      },
    }),
  ]);
  const reviews = await runReviewStates(db, rows.map((run) => ({ id: run.id, latestAuditId: run.audits[0]?.id ?? null })));
  return {
    page: query.page,
    pageSize: query.pageSize,
    total,
    runs: rows.map((run) => {
      const audit = run.audits[0];
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
              status: audit.status as AuditStatus,
              passEdges: audit.edgeResults.filter((edge) => edge.status === "pass").length,
              failEdges: audit.edgeResults.filter((edge) => edge.status === "fail").length,
            }
          : null,
        review: reviews.get(run.id)!,
      };
    }),
  };
}

export async function countRuns(db: Db): Promise<number> {
  return db.run.count();
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
