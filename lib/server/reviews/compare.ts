import type { AuditComparisonDto, CompareQuery, ComparedAuditDto } from "@/lib/api/reviews";
import { compareAudits } from "@/lib/core/reviews";
import type { Db } from "../db";
import { ApiError, notFound } from "../http";
import { findRunAgents, type ReviewableAudit } from "../repos";
import { auditedReport, auditOrLatest } from "./audited-report";

async function side(db: Db, runId: string, auditId: string | undefined): Promise<{ audit: ReviewableAudit; runName: string; agents: string[] }> {
  const run = await findRunAgents(db, runId);
  if (!run) throw notFound("Run");
  const audit = await auditOrLatest(db, runId, auditId);
  if (!audit) throw new ApiError(409, "not_audited", `Run “${run.name}” has no finished audit to compare.`);
  return { audit, runName: run.name, agents: run.agents };
}

const described = ({ audit, runName }: { audit: ReviewableAudit; runName: string }): ComparedAuditDto => ({
  runId: audit.runId,
  runName,
  auditId: audit.id,
  auditor: audit.auditor,
  kind: audit.kind,
  finishedAt: audit.finishedAt?.toISOString() ?? null,
});

/**
 * Two audits of one run, or the latest (or named) audits of two runs of the same pipeline: two
 * runs are comparable only when their agents are the same, or every edge would differ.
 */
export async function compareRunAudits(db: Db, query: CompareQuery): Promise<AuditComparisonDto> {
  const base = await side(db, query.baseRun, query.baseAudit);
  const head = await side(db, query.headRun ?? query.baseRun, query.headAudit);
  if (base.agents.join("\u0000") !== head.agents.join("\u0000")) {
    throw new ApiError(409, "different_pipelines", `Runs “${base.runName}” and “${head.runName}” have different agents (${base.agents.join(", ")} / ${head.agents.join(", ")}); only runs of the same pipeline compare.`);
  }
  const [baseReport, headReport] = await Promise.all([auditedReport(db, query.baseRun, base.audit), auditedReport(db, head.audit.runId, head.audit)]);
  return { base: described(base), head: described(head), ...compareAudits(baseReport, headReport) };
}
