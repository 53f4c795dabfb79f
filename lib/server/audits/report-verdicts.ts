import type { ReportVerdictsDto } from "@/lib/api/audits";
import type { ChainHop } from "@/lib/core/cascade";
import { splitSentences } from "@/lib/core/sentences";
import { REPORT_NODE } from "@/lib/core/topology";
import { reportClaims, reportSentences, VERDICT_FINDING } from "@/lib/core/verdicts";
import type { Db } from "../db";
import { notFound } from "../http";
import { findReportAudit, findReportDocument } from "../repos";
import { loadIndex, type AuditIndex } from "./chain";

/**
 * Claims about the report: those of audits whose document is the report, or (for imported
 * audit-fence logs, whose fences name no target) claims of fences without an audit row.
 */
function auditReportClaims(index: AuditIndex, imported: boolean): ChainHop[] {
  const all = [...index.claims.values()].map(({ fence, record }) => ({ fence, claim: record }));
  return reportClaims(
    all,
    (fence) => {
      const edge = index.edges.get(fence);
      return !edge || edge.target === REPORT_NODE || edge.documentKind === "final_document";
    },
    imported,
  );
}

/**
 * The final report split into sentences, each with its verdict in an audit (the latest finished
 * one when none is named), as lib/core/verdicts' `reportSentences` decides it for every view:
 * the figures of the sentence, each walked back along its chain, with the stored claim ids.
 */
export async function getReportVerdicts(db: Db, runId: string, auditId: string | null): Promise<ReportVerdictsDto> {
  const document = await findReportDocument(db, runId);
  if (!document) throw notFound("Report");
  const { path, text } = document;

  const audit = await findReportAudit(db, runId, auditId);
  if (auditId && !audit) throw notFound("Audit");
  if (!audit) {
    return { auditId: null, path, text, sentences: splitSentences(text).map((s) => ({ ...s, verdict: "not-audited", claimIds: [], figures: [] })) };
  }

  const index = await loadIndex(db, audit.id, audit.status === "done");
  const rowId = (fence: string, id: number) => index.claimIdOf.get(index.byFence.get(fence)!.get(id)!)!;
  return {
    auditId: audit.id,
    path,
    text,
    sentences: reportSentences(text, auditReportClaims(index, audit.kind === "imported"), index.byFence).map(({ verdict, figures, ...sentence }) => {
      const located = figures.map((figure) => ({ ...figure, claimId: rowId(figure.fence, figure.id) }));
      return { ...sentence, verdict: VERDICT_FINDING[verdict], claimIds: located.map((figure) => figure.claimId), figures: located };
    }),
  };
}
