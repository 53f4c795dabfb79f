"use client";

import type { EdgeResultDto, RunViewDto } from "@/lib/api/run-view";
import { formatBytes } from "../format";
import { StatusChip } from "../status-chip";
import { PanelSection } from "./panel-frame";
import { FenceResult } from "./edge-panel";

/** What the panel shows with nothing selected: the run's totals, its audits, and fences not on the graph. */
export function RunOverview({ view, unplaced }: { view: RunViewDto; unplaced: EdgeResultDto[] }) {
  const latest = view.audits[0] ?? null;
  return (
    <section data-testid="run-overview" className="flex h-full min-h-0 flex-col overflow-y-auto">
      <header className="border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <h2 className="text-base font-semibold">Run overview</h2>
        <p className="mt-0.5 text-xs text-zinc-500">Select a node or an edge, or use the arrow keys and Enter.</p>
      </header>
      <dl className="grid grid-cols-3 gap-2 border-b border-zinc-100 px-4 py-3 text-center dark:border-zinc-900">
        {[
          ["tool calls", view.run.toolCalls.toLocaleString()],
          ["errors", view.run.errors.toLocaleString()],
          ["trace", formatBytes(view.run.traceBytes)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-[11px] text-zinc-500">{label}</dt>
            <dd className="mt-0.5 text-sm font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <PanelSection title={`Audits (${view.audits.length})`}>
        {view.audits.length === 0 ? (
          <p className="px-4 text-sm text-zinc-500">No audit has run on this run yet.</p>
        ) : (
          <ul className="px-4 text-sm">
            {view.audits.map((audit) => (
              <li key={audit.id} className="flex items-center gap-2 py-0.5">
                <span className="font-medium">{audit.kind}</span>
                <span className="text-zinc-500">{audit.status}</span>
                {audit.allPassed !== null && <StatusChip status={audit.allPassed ? "pass" : "fail"} />}
                <time className="ml-auto text-xs text-zinc-500" dateTime={audit.createdAt}>
                  {new Date(audit.createdAt).toLocaleString()}
                </time>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
      {latest && unplaced.length > 0 && (
        <PanelSection title={`Fences not on the graph (${unplaced.length})`}>
          <p className="px-4 pb-1 text-xs text-zinc-500">The latest audit named these fences in a way that matches no drawn edge.</p>
          {unplaced.map((result) => (
            <FenceResult key={result.fence} runId={view.run.id} auditId={latest.id} result={result} />
          ))}
        </PanelSection>
      )}
    </section>
  );
}
