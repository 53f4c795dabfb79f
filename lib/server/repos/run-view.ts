import type { Db } from "../db";
import type { AuditStatus } from "@/lib/api";
import type { EdgeResultDto, EdgeStatus, RunEdgeDto, RunViewDto } from "@/lib/api/run-view";
import type { SourceAttribution } from "@/lib/core/verdicts";

/** Everything the run page draws at first paint: the run, its DAG, its audits and the latest verdicts. */

type EdgeResultRow = Awaited<ReturnType<Db["edgeResult"]["findMany"]>>[number];

export function edgeResultDto(row: EdgeResultRow): EdgeResultDto {
  return {
    fence: row.fence,
    sources: JSON.parse(row.sourcesJson) as string[],
    target: row.target,
    documentKind: row.documentKind,
    status: row.status as EdgeStatus,
    claims: row.claims,
    found: row.found,
    notFound: row.notFound,
    unchecked: row.unchecked,
    rejections: row.rejections,
    error: row.error,
    bySource: row.bySourceJson ? (JSON.parse(row.bySourceJson) as SourceAttribution[]) : null,
  };
}

export async function getRunView(db: Db, runId: string): Promise<RunViewDto | null> {
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
  const latest = run.audits[0];
  const latestEdgeResults = latest ? await db.edgeResult.findMany({ where: { auditId: latest.id }, orderBy: { position: "asc" } }) : [];
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
    audits: run.audits.map((audit) => ({
      id: audit.id,
      kind: audit.kind,
      auditor: audit.auditor,
      model: audit.model,
      status: audit.status as AuditStatus,
      claimCount: audit.claimCount,
      allPassed: audit.allPassed,
      createdAt: audit.createdAt.toISOString(),
    })),
    latestEdgeResults: latestEdgeResults.map(edgeResultDto),
  };
}

/** A cheap check the run page makes before streaming, so an unknown run id answers 404. */
export async function runExists(db: Db, runId: string): Promise<boolean> {
  return (await db.run.count({ where: { id: runId } })) > 0;
}
