import type { AuditTask, CascadeResult } from "@/lib/core/cascade";
import { auditStatusOf, indexClaims, parseFenceName } from "@/lib/core/cascade";
import { compareAudits, newlyNotFound, type AuditComparison, type AuditedReport, type SentenceRef } from "@/lib/core/reviews";
import { REPORT_NODE } from "@/lib/core/topology";
import { reportClaims, reportSentences, VERDICT_FINDING } from "@/lib/core/verdicts";
import type { AuditedReport as CliReport } from "../ci";
import type { Baseline } from "./read-baseline";

export interface BaselineComparison extends AuditComparison {
  baseline: string;
  /** Sentences ✗ now that were not ✗ in the baseline: what `--fail-on new-not-found` gates on. */
  newNotFound: SentenceRef[];
}

/** This audit as the compare rules read it: the report's sentences (as printed), every claim, every fence's status. */
function headReport(cascade: CascadeResult, report: CliReport | null): AuditedReport {
  return {
    sentences: (report?.sentences ?? []).map(({ index, start, end, text, verdict }) => ({ index, start, end, text, verdict: VERDICT_FINDING[verdict] })),
    claims: cascade.results.flatMap((result) => result.claims.map((claim) => ({ fence: result.fence, claim: claim.claim, finding: claim.finding }))),
    edges: cascade.results.map((result) => ({ fence: result.fence, status: result.status })),
  };
}

/**
 * The baseline as the compare rules read it, decided as the server decides an imported audit:
 * each fence's status from cascade.json, else from its claims' findings; the report's sentences
 * by `reportSentences` on this bundle's report, with the baseline's claims about the report
 * (fences whose target is the report, or all of them when none says so).
 */
function baselineReport(baseline: Baseline, document: string | null): AuditedReport {
  const fences = new Map<string, { target: string; document: string; status?: string }>();
  for (const edge of baseline.edges ?? []) fences.set(edge.fence, { target: edge.target, document: edge.document, status: edge.status });
  for (const { fence } of baseline.claims) if (!fences.has(fence)) fences.set(fence, { target: parseFenceName(fence)?.target ?? fence, document: "node_output" });
  const byFence = new Map<string, typeof baseline.claims>();
  for (const claim of baseline.claims) byFence.set(claim.fence, [...(byFence.get(claim.fence) ?? []), claim]);
  const hops = baseline.claims.map(({ fence, record }) => ({ fence, claim: record }));
  const aboutReport = (fence: string) => fences.get(fence)?.target === REPORT_NODE || fences.get(fence)?.document === "final_document";
  const index = indexClaims([...byFence].map(([fence, claims]) => ({ fence, claims: claims.map((claim) => claim.record) })));
  return {
    sentences: document === null ? [] : reportSentences(document, reportClaims(hops, aboutReport, true), index).map(({ index: at, start, end, text, verdict }) => ({ index: at, start, end, text, verdict: VERDICT_FINDING[verdict] })),
    claims: hops.map(({ fence, claim }) => ({ fence, claim: claim.claim, finding: claim.finding })),
    edges: [...fences].map(([fence, info]) => ({ fence, status: info.status ?? auditStatusOf((byFence.get(fence) ?? []).map((claim) => claim.record.finding)) })),
  };
}

/** What changed from the baseline to this audit, through the same `compareAudits` the dashboard's compare view uses. */
export function compareWithBaseline(baseline: Baseline, cascade: CascadeResult, tasks: readonly AuditTask[], report: CliReport | null): BaselineComparison {
  const document = tasks.find((task) => task.target === REPORT_NODE && task.status === "ready")?.document ?? null;
  const base = baselineReport(baseline, document);
  const head = headReport(cascade, report);
  // A bare claims.jsonl names only the fences that made claims, so edges are compared on those alone.
  const known = new Set(base.edges.map((edge) => edge.fence));
  const comparison = compareAudits(base, baseline.edges === null ? { ...head, edges: head.edges.filter((edge) => known.has(edge.fence)) } : head);
  return { baseline: baseline.file, ...comparison, newNotFound: newlyNotFound(comparison) };
}
