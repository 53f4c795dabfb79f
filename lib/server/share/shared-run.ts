import type { AuditDetail, Chain, ReportVerdictsDto } from "@/lib/api";
import type { SharedAuditDto, SharedReportDto, SharedRunDto } from "@/lib/api/share";
import { getAudit, getChain, getReportVerdicts } from "../audits";
import type { Db } from "../db";
import { notFound } from "../http";
import { getRunOutline } from "../repos";
import { auditedEdges } from "./audited-edges";
import type { ShareAccess } from "../repos/share-links";

/** The run a share link opens, with its frozen audit: everything the read-only view starts from. */
export async function getSharedRun(db: Db, access: ShareAccess): Promise<SharedRunDto> {
  const run = await getRunOutline(db, access.runId);
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

function sharedAudit(audit: AuditDetail): SharedAuditDto {
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

/**
 * The report's sentences with the frozen audit's verdicts. A link made before any audit finished
 * shows the report unaudited, never a later audit's verdicts.
 */
export async function getSharedReport(db: Db, access: ShareAccess): Promise<SharedReportDto> {
  if (access.auditId) return sharedReport(await getReportVerdicts(db, access.runId, access.auditId));
  const report = await getReportVerdicts(db, access.runId, null);
  return sharedReport({ ...report, sentences: report.sentences.map((sentence) => ({ ...sentence, verdict: "not-audited", claimIds: [], figures: [] })) });
}

/**
 * A claim's chain, only within the frozen audit of the shared run: the chain the run view walks,
 * less the source call's input (a tool input can hold what redaction did not recognise).
 */
export async function getSharedChain(db: Db, access: ShareAccess, claimId: string): Promise<Chain> {
  if (!access.auditId) throw notFound("Claim");
  const chain = await getChain(db, access.runId, access.auditId, claimId);
  if (!chain.source) return chain;
  const { input: _input, ...source } = chain.source;
  return { ...chain, source };
}
