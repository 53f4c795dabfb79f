import { indexClaims, type AuditTask, type CascadeResult } from "@/lib/core/cascade";
import { REPORT_NODE } from "@/lib/core/topology";
import { reportSentences, type ReportSentence } from "@/lib/core/verdicts";

/** The audited report: its path (in the repository for a folder bundle, in the archive otherwise), text and sentences. */
export interface AuditedReport {
  path: string;
  text: string;
  sentences: ReportSentence[];
}

/** The report hop's sentences as `reportSentences` decides them; null when the bundle has no report to audit. */
export function auditedReport(cascade: CascadeResult, tasks: readonly AuditTask[], reportPath: (documentPath: string) => string): AuditedReport | null {
  const task = tasks.find((candidate) => candidate.target === REPORT_NODE && candidate.status === "ready");
  const result = task && cascade.results.find((candidate) => candidate.fence === task.fence);
  if (!task || !result) return null;
  const claims = result.claims.map((claim) => ({ fence: result.fence, claim }));
  return { path: reportPath(task.documentPath), text: task.document, sentences: reportSentences(task.document, claims, indexClaims(cascade.results)) };
}
