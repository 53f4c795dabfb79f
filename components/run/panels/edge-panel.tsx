"use client";

import type { AuditSummary } from "@/lib/api";
import type { ProvenanceDto } from "@/lib/api/provenance";
import type { FenceResult, RunEdgeDto } from "@/lib/api";
import { useEdgeAudit } from "@/lib/client/run-view";
import { ProvenanceBadge } from "../provenance/provenance-badge";
import { EdgeReview } from "../review/edge-review";
import { StatusChip } from "@/components/verdict/status-chip";
import { PanelFrame, PanelSection } from "./panel-frame";

interface EdgePanelProps {
  edge: RunEdgeDto;
  /** The audit shown on the page. */
  audit: Pick<AuditSummary, "id" | "kind" | "status"> | null;
  /** How the upstream's output crossed this hop; undefined where the run records none (e.g. into the report). */
  provenance: ProvenanceDto["edges"][number] | undefined;
  /** The shown audit's results whose fence covers this edge. */
  results: FenceResult[];
  onClose: () => void;
}

const ORIGIN_WORDS: Record<RunEdgeDto["origin"], string> = {
  dependencies: "from the manifest's dependencies",
  graph: "from the declared graph",
  subgraph: "a subgraph's terminal node into the node it ran in",
  report: "terminal agent into the final report",
};

/** An edge's provenance, and its verdict in the shown audit: per fence, its claims with evidence and its rejections. */
export function EdgePanel({ edge, audit, provenance, results, onClose }: EdgePanelProps) {
  return (
    <PanelFrame testId="edge-panel" onClose={onClose} title={`${edge.source} → ${edge.target}`} subtitle={ORIGIN_WORDS[edge.origin]}>
      {provenance && (
        <div className="border-b border-zinc-100 px-4 py-2.5 dark:border-zinc-900" data-testid="edge-provenance-panel">
          <ProvenanceBadge kind={provenance.provenance} warning={provenance.warning} explain />
        </div>
      )}
      {!audit && <p className="px-4 py-6 text-sm text-zinc-500">No audit has run on this run yet.</p>}
      {audit && results.length === 0 && (
        <p className="px-4 py-6 text-sm text-zinc-500">The audit shown ({audit.kind}, {audit.status}) has no result for this edge.</p>
      )}
      {audit && results.map((result) => <FenceResultCard key={fenceResultKey(result)} auditId={audit.id} result={result} />)}
    </PanelFrame>
  );
}

/** Keys a fence's result by its progress too, so a result that changes while its audit runs remounts and refetches its claims. */
export const fenceResultKey = (result: FenceResult) => `${result.fence}:${result.status}:${result.claims}`;

export function FenceResultCard({ auditId, result }: { auditId: string; result: FenceResult }) {
  const detail = useEdgeAudit(auditId, result.fence);
  return (
    <div data-testid="fence-result" data-fence={result.fence}>
      <div className="flex flex-wrap items-center gap-2 px-4 pt-3 text-sm">
        <span className="font-mono font-medium">{result.fence}</span>
        <StatusChip status={result.status} />
        <span className="text-xs text-zinc-500 tabular-nums">
          {result.found} found · {result.notFound} not found · {result.unchecked} unchecked · {result.rejections} rejected
        </span>
      </div>
      <EdgeReview fence={result.fence} />
      {result.error && <p className="mx-4 mt-2 rounded bg-orange-50 p-2 text-xs text-orange-900 dark:bg-orange-950 dark:text-orange-200">{result.error}</p>}
      {detail.isPending && <p className="px-4 py-2 text-xs text-zinc-500">Loading claims…</p>}
      {detail.isError && <p role="alert" className="px-4 py-2 text-xs text-red-700 dark:text-red-400">Could not load claims: {detail.error.message}</p>}
      {detail.data && (
        <>
          <PanelSection title={`Claims (${detail.data.claims.length})`}>
            {detail.data.claims.length === 0 && <p className="px-4 text-sm text-zinc-500">No claims recorded.</p>}
            <ul className="space-y-2 px-4">
              {detail.data.claims.map((claim) => {
                const found = claim.finding !== "not-found" && claim.finding !== "unchecked";
                return (
                  <li key={claim.id} data-testid="claim" data-finding={claim.finding} className="rounded border border-zinc-200 p-2 text-sm dark:border-zinc-800">
                    <div className="flex items-start gap-2">
                      <span className={`shrink-0 font-semibold ${found ? "text-green-700 dark:text-green-400" : claim.finding === "not-found" ? "text-red-700 dark:text-red-400" : "text-zinc-500"}`}>
                        {found ? "✓ found" : claim.finding === "not-found" ? "✗ not found" : "· unchecked"}
                      </span>
                      <span>{claim.claim}</span>
                    </div>
                    <blockquote className="mt-1 border-l-2 border-zinc-300 pl-2 text-xs text-zinc-600 italic dark:border-zinc-700 dark:text-zinc-400">“{claim.claimInDocument}”</blockquote>
                    {claim.evidence ? (
                      <pre className="mt-1 overflow-x-auto rounded bg-zinc-50 p-1.5 font-mono text-[11px] whitespace-pre-wrap dark:bg-zinc-900">{claim.evidence}</pre>
                    ) : (
                      <p className="mt-1 text-xs text-zinc-500">No evidence.</p>
                    )}
                  </li>
                );
              })}
            </ul>
          </PanelSection>
          <PanelSection title={`Rejections (${detail.data.rejections.length})`}>
            {detail.data.rejections.length === 0 && <p className="px-4 text-sm text-zinc-500">None.</p>}
            <ul className="space-y-2 px-4">
              {detail.data.rejections.map((rejection) => (
                <li key={rejection.id} data-testid="rejection" className="rounded border border-zinc-200 p-2 text-xs dark:border-zinc-800">
                  <div className="font-mono text-zinc-500">{rejection.tool}</div>
                  <div className="mt-0.5 break-words">{rejection.content}</div>
                  <div className="mt-1 text-red-800 dark:text-red-300">{rejection.reason}</div>
                </li>
              ))}
            </ul>
          </PanelSection>
        </>
      )}
    </div>
  );
}
