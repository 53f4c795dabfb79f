import type { AuditDetailDto, ChainDto, ReportVerdictsDto } from "@/lib/api/audits";
import type { SharedAuditDto, SharedChainDto, SharedReportDto, SharedRunDto } from "@/lib/api/share";
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
      agents: { orderBy: { position: "asc" }, select: { name: true, toolCalls: true } },
      edges: { select: { source: true, target: true } },
    },
  });
  if (!run) throw notFound("Run");
  const audit = access.auditId ? await getAudit(db, access.runId, access.auditId) : null;
  return {
    run: { name: run.name, sessionId: run.sessionId, incomplete: run.incomplete },
    agents: run.agents,
    edges: auditedEdges(run.edges, audit),
    audit: audit && sharedAudit(audit),
    claimId: access.claimId,
  };
}

function sharedAudit(audit: AuditDetailDto): SharedAuditDto {
  return {
    auditor: audit.auditor,
    createdAt: audit.createdAt,
    finishedAt: audit.finishedAt,
    allPassed: audit.allPassed,
    edgeResults: audit.edgeResults.map(({ fence, target, status }) => ({ fence, target, status })),
  };
}

function sharedReport(report: ReportVerdictsDto): SharedReportDto {
  return { text: report.text, sentences: report.sentences.map(({ index, start, end, verdict, claimIds, figures }) => ({ index, start, end, verdict, claimIds, figures })) };
}

function sharedChain(chain: ChainDto): SharedChainDto {
  return {
    hops: chain.hops.map(({ claimId, fence, finding, claim, evidence }) => ({ claimId, fence, finding, claim, evidence })),
    source: chain.source && { tracePath: chain.source.tracePath, line: chain.source.line, tool: chain.source.tool },
    brokenAt: chain.brokenAt && { explanation: chain.brokenAt.explanation },
  };
}

/**
 * The report's sentences with the frozen audit's verdicts. A link made before any audit finished
 * shows the report unaudited, never a later audit's verdicts.
 */
export async function getSharedReport(db: Db, access: ShareAccess): Promise<SharedReportDto> {
  if (access.auditId) return sharedReport(await getReportVerdicts(db, access.runId, access.auditId));
  const report = await getReportVerdicts(db, access.runId, null);
  return sharedReport({ ...report, sentences: report.sentences.map((sentence) => ({ ...sentence, verdict: "not-audited", claimIds: [], figures: [] })) });
}

/** A claim's chain, only within the frozen audit of the shared run. */
export async function getSharedChain(db: Db, access: ShareAccess, claimId: string): Promise<SharedChainDto> {
  if (!access.auditId) throw notFound("Claim");
  return sharedChain(await getChain(db, access.runId, access.auditId, claimId));
}
