"use client";

import type { AuditSummary } from "@/lib/api";
import type { ProvenanceDto } from "@/lib/api/provenance";
import type { FenceResult, RunViewDto } from "@/lib/api";
import { formatBytes } from "../format";
import { OwnerOnly } from "../owner-only";
import { TrustedSources } from "../provenance/trusted-sources";
import { StatusChip } from "@/components/verdict/status-chip";
import { PanelSection } from "./panel-frame";
import { FenceResultCard, fenceResultKey } from "./edge-panel";

interface RunOverviewProps {
  view: RunViewDto;
  /** The run's audits, newest first. */
  audits: AuditSummary[];
  shownAuditId: string | null;
  onShowAudit: (auditId: string) => void;
  /** The shown audit's results whose fences match no drawn edge. */
  unplaced: FenceResult[];
  provenance: ProvenanceDto | undefined;
}

/** What the panel shows with nothing selected: the run's totals, its audits, fences not on the graph, trusted sources. */
export function RunOverview({ view, audits, shownAuditId, onShowAudit, unplaced, provenance }: RunOverviewProps) {
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
      <p data-testid="redacted-secrets" className="border-b border-zinc-100 px-4 py-2 text-xs text-zinc-500 dark:border-zinc-900">
        {view.run.redactedSecrets === 0
          ? "No secrets found to redact at ingest."
          : `${view.run.redactedSecrets.toLocaleString()} ${view.run.redactedSecrets === 1 ? "secret" : "secrets"} (keys, tokens, passwords) redacted at ingest, before storing.`}
      </p>
      <OwnerOnly>
        {() => (
          <PanelSection title={`Audits (${audits.length})`}>
            {audits.length === 0 ? (
              <p className="px-4 text-sm text-zinc-500">No audit has run on this run yet. Choose an auditor and press “Run audit”.</p>
            ) : (
              <ul className="px-2 text-sm" data-testid="audit-list">
                {audits.map((audit) => (
                  <li key={audit.id}>
                    <button
                      type="button"
                      onClick={() => onShowAudit(audit.id)}
                      aria-current={audit.id === shownAuditId ? "true" : undefined}
                      className={`flex w-full items-center gap-2 rounded px-2 py-0.5 text-left hover:bg-zinc-50 dark:hover:bg-zinc-900 ${audit.id === shownAuditId ? "bg-blue-50 dark:bg-blue-950" : ""}`}
                    >
                      <span className="font-medium">{audit.kind === "imported" ? "imported" : audit.auditor}</span>
                      <span className="text-zinc-500">{audit.status}</span>
                      {audit.allPassed !== null && <StatusChip status={audit.allPassed ? "pass" : "fail"} />}
                      <time className="ml-auto text-xs text-zinc-500" dateTime={audit.createdAt}>
                        {new Date(audit.createdAt).toLocaleString()}
                      </time>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </PanelSection>
        )}
      </OwnerOnly>
      {shownAuditId && unplaced.length > 0 && (
        <PanelSection title={`Fences not on the graph (${unplaced.length})`}>
          <p className="px-4 pb-1 text-xs text-zinc-500">The audit shown named these fences in a way that matches no drawn edge.</p>
          {unplaced.map((result) => (
            <FenceResultCard key={fenceResultKey(result)} auditId={shownAuditId} result={result} />
          ))}
        </PanelSection>
      )}
      <PanelSection title="Trusted sources">
        {provenance ? (
          <OwnerOnly fallback={<p className="px-4 text-sm" data-testid="trusted-source-names">{provenance.trustedSources.join(", ") || "None."}</p>}>
            {(runId) => <TrustedSources key={provenance.trustedSources.join("\u0000")} runId={runId} agents={view.agents.map((agent) => agent.name)} trusted={provenance.trustedSources} />}
          </OwnerOnly>
        ) : (
          <p className="px-4 text-sm text-zinc-500">Loading…</p>
        )}
      </PanelSection>
    </section>
  );
}
