import type { AuditDetail, Chain, ReportVerdictsDto } from "@/lib/api";
import { REPORT_NODE } from "@/lib/core/topology";
import { getAudit, getChain, getReportVerdicts } from "../../audits";
import type { Db } from "../../db";
import { exportedReviews, type ExportedReviews } from "../../reviews";
import { ApiError, notFound } from "../../http";
import { getRunOutline, listNotFoundClaims } from "../../repos";
import { auditedEdges } from "./audited-edges";
import type { DagEdge } from "./dag-svg";

export interface NotFoundClaim {
  claimId: string;
  fence: string;
  claim: string;
  claimInDocument: string;
  chain: Chain;
}

/** Everything the self-contained HTML report shows, read once from the database. */
export interface HtmlReportData {
  runName: string;
  sessionId: string;
  audit: AuditDetail;
  nodes: string[];
  dagEdges: DagEdge[];
  /** Null when the run has no final report. */
  report: ReportVerdictsDto | null;
  notFound: NotFoundClaim[];
  reviews: Pick<ExportedReviews, "sentences" | "signOff">;
}

export async function loadHtmlReportData(db: Db, runId: string, auditId: string): Promise<HtmlReportData> {
  const run = await getRunOutline(db, runId);
  if (!run) throw notFound("Run");
  const audit = await getAudit(db, runId, auditId);
  if (audit.status !== "done") throw new ApiError(409, "audit_not_finished", `This audit is ${audit.status}; only a finished audit can be exported.`);

  const dagEdges = auditedEdges(run.edges, audit);
  const nodes = [...new Set([...run.agents.map((agent) => agent.name), ...dagEdges.flatMap((edge) => [edge.source, edge.target])])];
  // The report pseudo-node is drawn last, where readers look for the pipeline's end.
  const ordered = [...nodes.filter((node) => node !== REPORT_NODE), ...nodes.filter((node) => node === REPORT_NODE)];

  const claims = await listNotFoundClaims(db, auditId);
  const notFoundClaims: NotFoundClaim[] = [];
  for (const claim of claims) {
    notFoundClaims.push({ claimId: claim.id, fence: claim.fence, claim: claim.claim, claimInDocument: claim.claimInDocument, chain: await getChain(db, runId, auditId, claim.id) });
  }

  return {
    runName: run.name,
    sessionId: run.sessionId,
    audit,
    nodes: ordered,
    dagEdges,
    report: run.hasReport ? await getReportVerdicts(db, runId, auditId) : null,
    notFound: notFoundClaims,
    reviews: await exportedReviews(db, runId, auditId),
  };
}
