import { sentenceVerdicts } from "@/lib/core/auditors";
import { indexClaims, traceClaim, worstFinding, type AuditTask, type CascadeResult, type Finding } from "@/lib/core/cascade";
import type { ClaimRecord } from "@/lib/core/records";
import { REPORT_NODE } from "@/lib/core/topology";
import type { AuditedReport, SentenceFigure, SentenceVerdict } from "./report-sentences";

const VERDICT: Record<Finding, SentenceVerdict> = { found: "✓", "not-found": "✗", unchecked: "?" };

type ClaimIndex = ReturnType<typeof indexClaims>;

// As the server's report view decides: a figure is not-found when any hop of its chain is.
function figureOf(fence: string, claim: ClaimRecord, index: ClaimIndex): SentenceFigure {
  const chain = traceClaim({ fence, claim }, index);
  const source = chain.source && { agent: chain.source.agent, file: `${chain.source.agent}/${chain.source.outputFile}`, line: chain.source.line };
  return {
    claim: claim.claim,
    finding: chain.hops.some((hop) => hop.claim.finding === "not-found") ? "not-found" : worstFinding([claim.finding]),
    hop: chain.brokenAt?.fence ?? chain.hops[chain.hops.length - 1].fence,
    source,
    nearest: [],
  };
}

/**
 * The report's sentences and verdicts from the cascade as it is today: the report hop's claims
 * placed on sentences by `sentenceVerdicts`, each walked back with `traceClaim`. Today's auditors
 * record no nearest candidates, so `nearest` is empty. When `cairn audit` gets per-sentence results
 * of its own (issue 11), they replace this file. Null when the bundle has no report to audit.
 */
export function auditedReport(cascade: CascadeResult, tasks: readonly AuditTask[], reportPath: (documentPath: string) => string): AuditedReport | null {
  const task = tasks.find((candidate) => candidate.target === REPORT_NODE && candidate.status === "ready");
  const result = task && cascade.results.find((candidate) => candidate.fence === task.fence);
  if (!task || !result) return null;
  const index = indexClaims(cascade.results);
  return {
    path: reportPath(task.documentPath),
    text: task.document,
    sentences: sentenceVerdicts(task.document, result.claims).map(({ text, start, end, claims }) => {
      const figures = claims.map((claim) => figureOf(result.fence, claim, index));
      return { text, start, end, verdict: VERDICT[worstFinding(figures.map((figure) => figure.finding))], figures };
    }),
  };
}
