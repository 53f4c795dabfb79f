import { randomUUID } from "node:crypto";
import { linkClaims, planCascade, runCascade, type AuditResult, type Auditor } from "@/lib/core/cascade";
import { fanInAttribution } from "@/lib/core/verdicts";
import type { Db } from "../db";
import { loadCascadeInput } from "./cascade-input";

const BATCH = 500;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

function edgeResultFields(result: AuditResult) {
  const bySource = fanInAttribution(result);
  return {
    status: result.status,
    claims: result.claims.length,
    found: result.found,
    notFound: result.notFound,
    unchecked: result.unchecked,
    rejections: result.rejections.length,
    error: result.error ?? null,
    bySourceJson: bySource && JSON.stringify(bySource),
  };
}

/**
 * Runs one audit of a stored run from scratch: plans the cascade, audits every edge and agent
 * (edge results are stored as each finishes, so the DAG recolours live), then links the claims
 * across hops and stores claims and rejections. Deterministic for a deterministic auditor, so a
 * re-run after a crash gives the same result as an uninterrupted run.
 */
export async function executeAudit(db: Db, auditId: string, auditor: Auditor, signal?: AbortSignal): Promise<void> {
  const audit = await db.audit.findUniqueOrThrow({ where: { id: auditId } });
  // A re-run replaces whatever a crashed attempt left behind.
  await db.edgeResult.deleteMany({ where: { auditId } });
  await db.claim.deleteMany({ where: { auditId } });
  await db.rejection.deleteMany({ where: { auditId } });

  const input = await loadCascadeInput(db, audit.runId);
  const tasks = planCascade(input);
  const edgeResultIds = new Map(tasks.map((task) => [task.fence, randomUUID()]));
  await db.edgeResult.createMany({
    data: tasks.map((task, position) => ({
      id: edgeResultIds.get(task.fence)!,
      auditId,
      position,
      fence: task.fence,
      sourcesJson: JSON.stringify(task.sources),
      target: task.target,
      documentKind: task.documentKind,
      status: "running",
    })),
  });
  await db.audit.update({
    where: { id: auditId },
    data: { status: "running", startedAt: new Date(), finishedAt: null, error: null, progressDone: 0, progressTotal: tasks.length, claimCount: 0 },
  });

  const cascade = await runCascade(tasks, auditor, {
    signal,
    onResult: async (result) => {
      await db.edgeResult.update({ where: { id: edgeResultIds.get(result.fence)! }, data: edgeResultFields(result) });
      // Increments, not absolute values: audits finish concurrently and their writes may land out of order.
      await db.audit.update({ where: { id: auditId }, data: { progressDone: { increment: 1 }, claimCount: { increment: result.claims.length } } });
    },
  });

  const documents = Object.fromEntries(tasks.map((task) => [task.target, task.document]));
  linkClaims(cascade.results, documents);

  const claimIds = new Map<string, string>();
  for (const result of cascade.results) for (const claim of result.claims) claimIds.set(`${result.fence}\u0000${claim.id}`, randomUUID());
  const claimRows = cascade.results.flatMap((result) =>
    result.claims.map((claim) => {
      const at = documents[result.target]?.indexOf(claim.claim_in_document) ?? -1;
      return {
        id: claimIds.get(`${result.fence}\u0000${claim.id}`)!,
        auditId,
        edgeResultId: edgeResultIds.get(result.fence)!,
        fence: result.fence,
        recordId: claim.id,
        claim: claim.claim,
        claimInDocument: claim.claim_in_document,
        evidence: claim.evidence,
        sourceAgent: claim.source_agent,
        sourceTool: claim.source_tool,
        sourceIndex: claim.source_index,
        rawValue: claim.raw_value,
        searchFile: claim.search_file,
        searchLine: claim.search_line,
        finding: claim.finding,
        sourceType: claim.source_type,
        metadataJson: JSON.stringify(claim.metadata),
        upstreamId: claim.upstream_id,
        upstreamFence: claim.upstream_fence,
        timestamp: claim.timestamp,
        nearestJson: claim.nearest ? JSON.stringify(claim.nearest) : null,
        documentStart: at >= 0 && claim.claim_in_document ? at : null,
        documentEnd: at >= 0 && claim.claim_in_document ? at + claim.claim_in_document.length : null,
        upstreamClaimId: claim.upstream_fence ? (claimIds.get(`${claim.upstream_fence}\u0000${claim.upstream_id}`) ?? null) : null,
      };
    }),
  );
  const rejectionRows = cascade.results.flatMap((result) =>
    result.rejections.map((rejection) => ({
      id: randomUUID(),
      auditId,
      edgeResultId: edgeResultIds.get(result.fence)!,
      fence: result.fence,
      tool: rejection.tool,
      content: rejection.content,
      reason: rejection.reason,
      timestamp: rejection.timestamp,
      contextJson: rejection.context ? JSON.stringify(rejection.context) : null,
    })),
  );
  const usage: Record<string, number> = {};
  for (const result of cascade.results) for (const [key, value] of Object.entries(result.usage ?? {})) usage[key] = (usage[key] ?? 0) + value;

  await db.$transaction(
    async (tx) => {
      await inBatches(claimRows, (batch) => tx.claim.createMany({ data: batch }));
      await inBatches(rejectionRows, (batch) => tx.rejection.createMany({ data: batch }));
      await tx.audit.update({
        where: { id: auditId },
        data: { status: "done", finishedAt: new Date(), allPassed: cascade.allPassed, claimCount: claimRows.length, usageJson: JSON.stringify(usage) },
      });
    },
    { timeout: 5 * 60_000, maxWait: 60_000 },
  );
}
