import type { ChainDto, ReportVerdictsDto } from "@/lib/api/audits";
import type { SharedRunDto } from "@/lib/api/share";
import { getAudit, getChain, getReportVerdicts } from "../audits";
import type { Db } from "../db";
import { notFound } from "../http";
import { auditedEdges } from "./audited-edges";
import type { ShareAccess } from "./share-links";

/** The run a share link opens, with its frozen audit: everything the read-only view starts from. */
export async function getSharedRun(db: Db, access: ShareAccess): Promise<SharedRunDto> {
  const run = await db.run.findUnique({
    where: { id: access.runId },
    select: {
      name: true,
      sessionId: true,
      createdAt: true,
      incomplete: true,
      agents: { orderBy: { position: "asc" }, select: { name: true, toolCalls: true, errors: true } },
      edges: { select: { source: true, target: true } },
    },
  });
  if (!run) throw notFound("Run");
  const audit = access.auditId ? await getAudit(db, access.runId, access.auditId) : null;
  return {
    run: { name: run.name, sessionId: run.sessionId, createdAt: run.createdAt.toISOString(), incomplete: run.incomplete },
    agents: run.agents,
    edges: auditedEdges(run.edges, audit),
    audit,
    claimId: access.claimId,
    label: access.label,
    expiresAt: access.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The report's sentences with the frozen audit's verdicts. A link made before any audit finished
 * shows the report unaudited, never a later audit's verdicts.
 */
export async function getSharedReport(db: Db, access: ShareAccess): Promise<ReportVerdictsDto> {
  if (access.auditId) return getReportVerdicts(db, access.runId, access.auditId);
  const report = await getReportVerdicts(db, access.runId, null);
  return { ...report, auditId: null, sentences: report.sentences.map((sentence) => ({ ...sentence, verdict: "not-audited", claimIds: [] })) };
}

/** A claim's chain, only within the frozen audit of the shared run. */
export async function getSharedChain(db: Db, access: ShareAccess, claimId: string): Promise<ChainDto> {
  if (!access.auditId) throw notFound("Claim");
  return getChain(db, access.runId, access.auditId, claimId);
}
