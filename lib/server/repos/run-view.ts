import type { RunEdgeDto, RunViewDto } from "@/lib/api";
import { auditSummaryOf, defaultAuditOf, fenceResultOf } from "./mappers/audits";
import type { Db } from "../db";

/**
 * Everything the run page draws at first paint: the run, its DAG, its audits and the default
 * audit's verdicts. Given `frozen` (a share link's audit, null when it froze none), that audit is
 * the only one the view holds, and the one it shows.
 */
export async function getRunView(db: Db, runId: string, frozen?: { auditId: string | null }): Promise<RunViewDto | null> {
  const run = await db.run.findUnique({
    where: { id: runId },
    include: {
      agents: { orderBy: { position: "asc" } },
      edges: { orderBy: [{ source: "asc" }, { target: "asc" }] },
      audits: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
      documents: { where: { kind: "report" }, select: { id: true }, take: 1 },
    },
  });
  if (!run) return null;
  const audits = frozen ? run.audits.filter((audit) => audit.id === frozen.auditId) : run.audits;
  const shown = frozen ? (audits[0] ?? null) : defaultAuditOf(audits);
  const shownResults = shown ? await db.edgeResult.findMany({ where: { auditId: shown.id }, orderBy: { position: "asc" } }) : [];
  return {
    run: {
      id: run.id,
      name: run.name,
      sessionId: run.sessionId,
      incomplete: run.incomplete,
      createdAt: run.createdAt.toISOString(),
      toolCalls: run.toolCallCount,
      errors: run.errorCount,
      traceBytes: run.traceBytes,
      redactedSecrets: run.redactedSecrets,
      hasReport: run.documents.length > 0,
    },
    agents: run.agents.map((agent) => ({
      name: agent.name,
      position: agent.position,
      scope: agent.scope,
      parent: agent.parent,
      hasTrace: agent.hasTrace,
      traceDir: agent.traceDir,
      toolCalls: agent.toolCalls,
      errors: agent.errors,
      traceBytes: agent.traceBytes,
      toolCounts: JSON.parse(agent.toolCountsJson) as Record<string, number>,
      artifacts: JSON.parse(agent.artifactsJson) as string[],
    })),
    edges: run.edges.map((edge) => ({ source: edge.source, target: edge.target, origin: edge.origin as RunEdgeDto["origin"] })),
    audits: audits.map(auditSummaryOf),
    defaultAuditId: shown?.id ?? null,
    defaultAuditResults: shownResults.map(fenceResultOf),
  };
}

/** A cheap check the run page makes before streaming, so an unknown run id answers 404. */
export async function runExists(db: Db, runId: string): Promise<boolean> {
  return (await db.run.count({ where: { id: runId } })) > 0;
}
