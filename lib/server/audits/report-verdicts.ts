import type { ReportVerdictsDto } from "@/lib/api/audits";
import { worstFinding } from "@/lib/core/cascade";
import { splitSentences } from "@/lib/core/sentences";
import { REPORT_NODE } from "@/lib/core/topology";
import type { Db } from "../db";
import { notFound } from "../http";
import { chainFinding, loadIndex } from "./chain";

/**
 * The final report split into sentences, each with the verdict of the claims made about it in an
 * audit (the latest finished one when none is named): the worst finding along any claim's chain.
 */
export async function getReportVerdicts(db: Db, runId: string, auditId: string | null): Promise<ReportVerdictsDto> {
  const document = await db.document.findFirst({ where: { runId, kind: "report" }, select: { traceFile: { select: { path: true, text: true } } } });
  if (!document) throw notFound("Report");
  const { path, text } = document.traceFile;

  const audit = auditId
    ? await db.audit.findFirst({ where: { id: auditId, runId }, select: { id: true } })
    : await db.audit.findFirst({ where: { runId, status: "done" }, orderBy: { createdAt: "desc" }, select: { id: true } });
  if (auditId && !audit) throw notFound("Audit");

  const sentences = splitSentences(text);
  if (!audit) {
    return { auditId: null, path, text, sentences: sentences.map((s) => ({ ...s, verdict: "not-audited", claimIds: [] })) };
  }

  // Claims about the report: those of audits whose document is the report, or (for imported
  // audit-fence logs, whose fences name no target) any claim quoting the report verbatim.
  const claims = await db.claim.findMany({
    where: { auditId: audit.id, OR: [{ edgeResult: { target: REPORT_NODE } }, { edgeResult: { documentKind: "final_document" } }, { edgeResultId: null }] },
    select: { id: true, finding: true, claimInDocument: true, documentStart: true },
  });
  const imported = await db.audit.findUnique({ where: { id: audit.id }, select: { kind: true } });
  const importedClaims =
    imported?.kind === "imported" && claims.length === 0
      ? await db.claim.findMany({ where: { auditId: audit.id }, select: { id: true, finding: true, claimInDocument: true, documentStart: true } })
      : [];

  const status = await db.audit.findUnique({ where: { id: audit.id }, select: { status: true } });
  const index = await loadIndex(db, audit.id, status?.status === "done");
  const located = [...claims, ...importedClaims]
    .map((claim) => ({ ...claim, at: claim.documentStart ?? (claim.claimInDocument ? text.indexOf(claim.claimInDocument) : -1) }))
    .filter((claim) => claim.at >= 0);
  return {
    auditId: audit.id,
    path,
    text,
    sentences: sentences.map((sentence) => {
      const own = located.filter((claim) => claim.at >= sentence.start && claim.at < sentence.end);
      return {
        ...sentence,
        // A sentence is as good as the weakest chain behind any of its claims.
        verdict: own.length ? worstFinding(own.map((claim) => chainFinding(index, claim.id))) : "unchecked",
        claimIds: own.map((claim) => claim.id),
      };
    }),
  };
}
