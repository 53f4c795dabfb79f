"use client";

import { useMemo } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { AuditSummary } from "@/lib/api";
import type { ComparedAuditDto } from "@/lib/api/reviews";
import type { RunViewDto } from "@/lib/api/run-view";
import { VERDICT_MARKS, type FigureRef } from "@/lib/core/reviews";
import { useAudit, useAudits } from "@/lib/client/audits";
import { useCompare } from "@/lib/client/reviews";
import { useRunList } from "@/lib/client/runs";
import { graphVerdicts } from "@/components/run/graph/edge-status";
import { statusStyle } from "@/lib/core/verdict-style";
import type { StaleMarks } from "@/components/run/audit/stale-results";
import { changedEdges } from "./changed-edges";

// The run view's own graph, loaded the same way (React Flow only in the browser).
const RunGraph = dynamic(() => import("@/components/run/graph/run-graph"), {
  ssr: false,
  loading: () => <div className="flex h-full items-center justify-center text-sm text-zinc-500">Loading the graph…</div>,
});

/** Nothing on the compare view is stale: both audits it draws from are finished. */
const NOTHING_STALE: StaleMarks = { edges: new Set(), nodes: new Set() };

const auditName = (audit: Pick<ComparedAuditDto, "kind" | "auditor" | "finishedAt">) => `${audit.kind === "imported" ? "imported" : audit.auditor}${audit.finishedAt ? ` · ${new Date(audit.finishedAt).toLocaleString()}` : ""}`;

/**
 * Two audits side by side: of this run (`?base=&head=`, both audit ids), or the latest audits of
 * this run and another of the same pipeline (`?headRun=`). Lists the sentences whose verdict
 * changed, the figures that appeared or disappeared and the edges whose status flipped, and draws
 * the run's DAG once, in the colours of this run's audit compared (the head, between two of its
 * own), with the changed edges lit.
 */
export function CompareView({ view }: { view: RunViewDto }) {
  const runId = view.run.id;
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const audits = useAudits();
  const finished = (audits.data?.audits ?? []).filter((audit) => audit.status === "done");
  const headRun = params.get("headRun");
  // Same run, no audits named: the oldest finished audit against the newest.
  const base = params.get("base") ?? (headRun ? null : (finished.at(-1)?.id ?? null));
  const head = params.get("head") ?? (headRun ? null : (finished[0]?.id ?? null));
  const query = headRun ? { baseRun: runId, ...(base ? { baseAudit: base } : {}), headRun, ...(head ? { headAudit: head } : {}) } : base && head && base !== head ? { baseRun: runId, baseAudit: base, headAudit: head } : null;
  const comparison = useCompare(query);
  // The graph is this run's: coloured by its head audit, or, against another run, by its own audit compared.
  const shown = useAudit((headRun ? comparison.data?.base.auditId : comparison.data?.head.auditId) ?? null);
  const other = useAudit(headRun ? null : (comparison.data?.base.auditId ?? null));
  const results = useMemo(() => [...(shown.data?.edgeResults ?? []), ...(other.data?.edgeResults ?? [])], [shown.data, other.data]);
  const verdicts = useMemo(() => graphVerdicts(view.edges, shown.data?.edgeResults ?? []), [view.edges, shown.data]);
  const highlight = useMemo(() => (comparison.data ? changedEdges(view.edges, results, comparison.data) : null), [view.edges, results, comparison.data]);
  const pick = (side: "base" | "head", auditId: string) => router.replace(`${pathname}?${new URLSearchParams({ ...(base ? { base } : {}), ...(head ? { head } : {}), [side]: auditId })}`, { scroll: false });

  return (
    <main className="flex h-[calc(100vh-3rem)] flex-col" data-testid="compare-view">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
        <div className="min-w-0">
          <p className="text-xs text-zinc-500">
            <Link href={`/runs/${runId}`} className="hover:underline">
              ← {view.run.name}
            </Link>
          </p>
          <h1 className="text-lg font-semibold tracking-tight">Compare audits</h1>
        </div>
        <RunPicker runId={runId} headRun={headRun} onPick={(other) => router.replace(`${pathname}${other ? `?${new URLSearchParams({ headRun: other })}` : ""}`, { scroll: false })} />
        {headRun ? (
          comparison.data && (
            <p className="text-sm" data-testid="compare-sides">
              <SideName side={comparison.data.base} /> → <SideName side={comparison.data.head} />
            </p>
          )
        ) : (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <AuditPicker label="Base" testId="compare-base" value={base} audits={finished} onPick={(id) => pick("base", id)} />
            <span aria-hidden>→</span>
            <AuditPicker label="Head" testId="compare-head" value={head} audits={finished} onPick={(id) => pick("head", id)} />
          </div>
        )}
      </header>
      <div className="flex min-h-0 flex-1">
        <div className="min-w-0 flex-1">
          <RunGraph view={view} verdicts={verdicts} selectedNode={null} selectedEdge={null} provenance={undefined} highlight={highlight} stale={NOTHING_STALE} onSelectNode={() => {}} onSelectEdge={() => {}} />
        </div>
        <aside className="w-[32rem] shrink-0 overflow-y-auto border-l border-zinc-200 px-4 py-3 text-sm dark:border-zinc-800" aria-label="Differences">
          {!query && <p className="text-zinc-500">{finished.length < 2 ? "This run needs two finished audits to compare." : "Pick two different audits."}</p>}
          {comparison.isPending && query && <p className="text-zinc-500">Comparing…</p>}
          {comparison.isError && (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {comparison.error.message}
            </p>
          )}
          {comparison.data && <Differences comparison={comparison.data} />}
        </aside>
      </div>
    </main>
  );
}

function SideName({ side }: { side: ComparedAuditDto }) {
  return (
    <span className="font-medium">
      {side.runName}: {auditName(side)}
    </span>
  );
}

/** Against this run's own audits, or another run's latest audit (the server refuses another pipeline's run). */
function RunPicker({ runId, headRun, onPick }: { runId: string; headRun: string | null; onPick: (runId: string | null) => void }) {
  const runs = useRunList(1, "");
  const others = (runs.data?.runs ?? []).filter((run) => run.id !== runId);
  return (
    <label className="flex items-center gap-1.5 text-sm">
      <span className="text-zinc-500">Against</span>
      <select data-testid="compare-run" value={headRun ?? ""} onChange={(event) => onPick(event.target.value || null)} className="max-w-64 rounded-md border border-zinc-300 bg-transparent px-2 py-1 dark:border-zinc-700 dark:bg-zinc-950">
        <option value="">this run&apos;s audits</option>
        {others.map((run) => (
          <option key={run.id} value={run.id}>
            the latest audit of {run.name}
          </option>
        ))}
        {headRun && !others.some((run) => run.id === headRun) && <option value={headRun}>run {headRun}</option>}
      </select>
    </label>
  );
}

function AuditPicker({ label, testId, value, audits, onPick }: { label: string; testId: string; value: string | null; audits: AuditSummary[]; onPick: (auditId: string) => void }) {
  return (
    <label className="flex items-center gap-1.5">
      <span className="text-zinc-500">{label}</span>
      <select data-testid={testId} value={value ?? ""} onChange={(event) => onPick(event.target.value)} className="max-w-64 rounded-md border border-zinc-300 bg-transparent px-2 py-1 dark:border-zinc-700 dark:bg-zinc-950">
        {audits.map((audit) => (
          <option key={audit.id} value={audit.id}>
            {auditName(audit)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Differences({ comparison }: { comparison: NonNullable<ReturnType<typeof useCompare>["data"]> }) {
  const { sentences, figures, edges } = comparison;
  const unmatched = sentences.unmatched.base.length + sentences.unmatched.head.length;
  return (
    <div className="space-y-5">
      <section data-testid="compare-sentences" data-changed={sentences.changed.length}>
        <h2 className="mb-1 font-semibold">Sentences whose verdict changed ({sentences.changed.length})</h2>
        <p data-testid="compare-matching" data-unmatched={unmatched} className="mb-2 text-xs text-zinc-500">
          {sentences.matchedByText} matched by text, {sentences.matchedByPosition} by position; {unmatched} could not be matched ({sentences.unmatched.base.length} only in the base, {sentences.unmatched.head.length} only in the head).
        </p>
        <ul className="space-y-1.5">
          {sentences.changed.map(({ base, head }) => (
            <li key={`${base.index}:${head.index}`} data-testid="compare-sentence" data-base={base.verdict} data-head={head.verdict} className="rounded border border-zinc-200 p-2 dark:border-zinc-800">
              <span className="font-mono text-xs font-semibold">
                {VERDICT_MARKS[base.verdict]} → {VERDICT_MARKS[head.verdict]}
              </span>{" "}
              <span>{head.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <FigureList title="Figures that appeared" testId="compare-appeared" figures={figures.appeared} />
      <FigureList title="Figures that disappeared" testId="compare-disappeared" figures={figures.disappeared} />
      <section data-testid="compare-edges" data-flipped={edges.flipped.length}>
        <h2 className="mb-1 font-semibold">Edges whose status flipped ({edges.flipped.length})</h2>
        <ul className="space-y-1">
          {edges.flipped.map((edge) => (
            <li key={edge.fence} data-testid="compare-edge" data-fence={edge.fence} className="font-mono text-xs">
              {edge.fence}: <span className={statusStyle(edge.base).tone}>{edge.base}</span> → <span className={statusStyle(edge.head).tone}>{edge.head}</span>
            </li>
          ))}
        </ul>
        {(edges.onlyBase.length > 0 || edges.onlyHead.length > 0) && (
          <p className="mt-1 text-xs text-zinc-500">
            {edges.onlyBase.length > 0 && <>Only in the base: <span className="font-mono">{edges.onlyBase.join(", ")}</span>. </>}
            {edges.onlyHead.length > 0 && <>Only in the head: <span className="font-mono">{edges.onlyHead.join(", ")}</span>.</>}
          </p>
        )}
      </section>
    </div>
  );
}

function FigureList({ title, testId, figures }: { title: string; testId: string; figures: FigureRef[] }) {
  return (
    <section data-testid={testId} data-count={figures.length}>
      <h2 className="mb-1 font-semibold">
        {title} ({figures.length})
      </h2>
      <ul className="max-h-64 space-y-0.5 overflow-y-auto text-xs">
        {figures.map((figure, index) => (
          <li key={index}>
            <span className="font-mono text-zinc-500">{figure.fence}</span> {figure.claim} <span className="text-zinc-500">({figure.finding})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
