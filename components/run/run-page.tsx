"use client";

import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePanelRef } from "react-resizable-panels";
import type { RunViewDto } from "@/lib/api/run-view";
import { REPORT_NODE } from "@/lib/core/topology";
import { isAuditInProgress, useAudit, useAudits, useChain } from "@/lib/client/audits";
import { useProvenance } from "@/lib/client/provenance";
import { useRunReviews } from "@/lib/client/reviews";
import { useRunView } from "@/lib/client/run-view";
import { usePrepareRunSearch } from "@/lib/client/run-search";
import { useRunAccess } from "@/lib/client/run-access";
import { escapeSelection, selectionSearch, useRunSelection } from "@/lib/client/run-selection";
import { tallyFences } from "@/lib/core/cascade";
import { ExportLinks } from "@/components/share/export-links";
import { FenceCounts } from "@/components/verdict/fence-counts";
import { ShareDialog } from "@/components/share/share-dialog";
import { AuditToolbar } from "./audit/audit-toolbar";
import { FrozenAudit } from "./audit/frozen-audit";
import { staleMarks, withStaleResults } from "./audit/stale-results";
import { chainHighlight } from "./chain/chain-highlight";
import { graphVerdicts } from "./graph/edge-status";
import { ReviewProvider } from "./review/review-context";
import { reviewedResults } from "./review/reviewed-verdicts";
import { SignOffBar } from "./review/sign-off-bar";
import { KeyboardHelp } from "./keyboard-help";
import { isTyping } from "./is-typing";
import { MarksLegend } from "./marks-legend";
import { OwnerOnly } from "./owner-only";
import { ResizableSplit } from "./resizable-split";
import { SearchInput, type SearchInputProps } from "./search-input";
import { SidePanel } from "./side-panel";

// React Flow and ELK load only here, in the browser, after the page shell has painted.
const RunGraph = dynamic(() => import("./graph/run-graph"), {
  ssr: false,
  loading: () => <div className="flex h-full items-center justify-center text-sm text-zinc-500">Loading the graph…</div>,
});

/** The run page, for its owner or, read-only, for a share link's holder: the page's RunAccess says which. */
export function RunPage({ initialView }: { initialView: RunViewDto }) {
  const { readOnly } = useRunAccess();
  const { data: view = initialView } = useRunView(initialView);
  const { selection, select, latest } = useRunSelection();
  const audits = useAudits();
  // A share link shows its frozen audit only, whatever `?audit=` says.
  const shownAuditId = (readOnly ? null : selection.audit) ?? audits.data?.defaultAuditId ?? view.defaultAuditId;
  const audit = useAudit(shownAuditId);
  const shownAudit = audit.data ?? (audits.data?.audits ?? view.audits).find((candidate) => candidate.id === shownAuditId) ?? null;
  // Until the shown audit's own results arrive, the server-rendered view's default audit's results stand in for it.
  const defaultInView = shownAuditId === null || shownAuditId === view.defaultAuditId;
  const edgeResults = useMemo(() => (audit.data ? audit.data.edgeResults : defaultInView ? view.defaultAuditResults : []), [audit.data, defaultInView, view.defaultAuditResults]);
  // While the shown audit runs, the hops it has not reached keep the colours of the last finished audit before it, marked stale.
  const shownRunning = isAuditInProgress(shownAudit?.status);
  const previousAuditId = shownRunning ? (audits.data?.audits.find((candidate) => candidate.status === "done" && candidate.createdAt < shownAudit!.createdAt)?.id ?? null) : null;
  const previousAudit = useAudit(previousAuditId);
  const shownResults = useMemo(() => withStaleResults(edgeResults, shownRunning ? previousAudit.data?.edgeResults : undefined), [edgeResults, shownRunning, previousAudit.data]);
  const stale = useMemo(() => staleMarks(view.edges, shownResults), [view.edges, shownResults]);
  const exportable = shownAudit?.status === "done" ? shownAudit.id : null;
  // Reviews are read on a finished audit; while the shown one runs, nothing is reviewed.
  const reviews = useRunReviews(exportable);
  const reviewState = useMemo(() => (exportable && reviews.data ? { auditId: exportable, reviews: reviews.data } : null), [exportable, reviews.data]);
  const verdicts = useMemo(() => graphVerdicts(view.edges, reviewedResults(shownResults.results, reviewState?.reviews), reviewState?.reviews.overrides.byFence), [view.edges, shownResults, reviewState]);
  // The count is the shown audit's own fences (queued and running ones included), never the stale colours standing in for them.
  const fences = useMemo(() => (shownAudit || edgeResults.length > 0 ? tallyFences(edgeResults.map((result) => result.status)) : null), [shownAudit, edgeResults]);
  const provenance = useProvenance();
  const openClaim = selection.panel === "report" ? selection.claim : null;
  const chain = useChain(shownAuditId, openClaim);
  const highlight = useMemo(() => (openClaim && chain.data ? chainHighlight(chain.data) : null), [openClaim, chain.data]);
  const nodeCount = view.agents.length + (view.edges.some((edge) => edge.target === REPORT_NODE) ? 1 : 0);
  const details = usePanelRef();
  const [detailsCollapsed, setDetailsCollapsed] = useState(false);
  const detailsWidth = useDetailsWidth(openClaim !== null);
  // Opening something shows the panel it opens in, even after the reader collapsed it.
  const opened = selectionSearch(selection);
  useEffect(() => details.current?.expand(), [opened, details]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "/" && !isTyping(event.target)) {
        const search = document.querySelector<HTMLInputElement>('[data-testid="trace-search"]') ?? document.querySelector<HTMLInputElement>('[data-testid="run-search"]');
        if (search) {
          event.preventDefault();
          search.focus();
        }
      } else if (event.key === "Escape") {
        if (isTyping(event.target)) (event.target as HTMLElement).blur();
        else select(escapeSelection(latest()));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [select, latest]);

  return (
    <main className="flex h-[calc(100vh-3rem)] flex-col" data-testid="run-page" data-read-only={readOnly ? "true" : undefined}>
      <header className="space-y-2 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <div className="min-w-0">
            <h1 className="truncate text-lg font-semibold tracking-tight" data-testid="run-name">
              {view.run.name}
            </h1>
            <p className="font-mono text-xs text-zinc-500">
              {view.run.sessionId}
              {view.run.incomplete && <span className="ml-2 font-sans text-amber-600">incomplete bundle</span>}
            </p>
          </div>
          <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
            <span data-testid="node-count">{nodeCount}</span> nodes · <span data-testid="edge-count">{view.edges.length}</span> edges
          </p>
          <FenceCounts tally={fences} />
          <MarksLegend />
          <div className="ml-auto flex items-center gap-2">
            <RunSearchBox onSearch={(find) => select({ panel: "search", find })} />
            <AgentSearch names={view.agents.map((agent) => agent.name)} onPick={(node) => select({ node })} />
            <button
              type="button"
              data-testid="open-report"
              disabled={!view.run.hasReport}
              onClick={() => select({ panel: "report" })}
              className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-50 disabled:opacity-40 dark:border-zinc-700 dark:hover:bg-zinc-900"
            >
              Report
            </button>
            <OwnerOnly>
              {(runId) =>
                (audits.data?.audits.filter((candidate) => candidate.status === "done").length ?? 0) > 1 && (
                  <Link href={`/runs/${runId}/compare${exportable ? `?head=${exportable}` : ""}`} data-testid="open-compare" className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900">
                    Compare
                  </Link>
                )
              }
            </OwnerOnly>
            <button
              type="button"
              data-testid="toggle-details"
              aria-pressed={!detailsCollapsed}
              title={detailsCollapsed ? "Show the details panel" : "Hide the details panel (the graph takes the room)"}
              onClick={() => (detailsCollapsed ? details.current?.expand() : details.current?.collapse())}
              className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900"
            >
              {detailsCollapsed ? "Show details" : "Hide details"}
            </button>
            <OwnerOnly>{(runId) => <ShareDialog runId={runId} auditId={exportable} />}</OwnerOnly>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <OwnerOnly fallback={<FrozenAudit audit={shownAudit} />}>
            {(runId) => <AuditToolbar runId={runId} audits={audits.data?.audits} shown={shownAudit} onShow={(auditId) => select({ ...selection, audit: auditId, claim: null })} />}
          </OwnerOnly>
          <SignOffBar state={reviewState} />
          {exportable && (
            <div className="ml-auto">
              <ExportLinks auditId={exportable} />
            </div>
          )}
        </div>
      </header>
      <div className="min-h-0 flex-1">
        <ResizableSplit
          id="run-panels"
          sideLabel="details panel"
          sideRef={details}
          sideWidth={detailsWidth}
          mainMinWidth={MIN_GRAPH_WIDTH}
          sideMinWidth={MIN_DETAILS_WIDTH}
          onSideCollapsed={setDetailsCollapsed}
          main={
            <div className="h-full min-w-0">
              {nodeCount === 0 ? (
                <div className="flex h-full flex-col items-center justify-center gap-1 text-center">
                  <p className="font-medium">This run has no agents.</p>
                  <p className="text-sm text-zinc-500">The bundle&apos;s manifest lists no agent and no dependency, so there is no graph to draw.</p>
                </div>
              ) : (
                <RunGraph
                  view={view}
                  verdicts={verdicts}
                  selectedNode={selection.node}
                  selectedEdge={selection.edge}
                  provenance={provenance.data}
                  highlight={highlight}
                  stale={stale}
                  onSelectNode={(node) => select(node === REPORT_NODE ? { panel: "report" } : { node })}
                  onSelectEdge={(edge) => select({ edge })}
                />
              )}
            </div>
          }
          side={
            <aside className="h-full overflow-hidden" aria-label="Details">
              <ReviewProvider value={reviewState}>
                <SidePanel
                  view={view}
                  verdicts={verdicts}
                  audits={audits.data?.audits ?? []}
                  shownAudit={shownAudit}
                  edgeResults={edgeResults}
                  provenance={provenance.data}
                  selection={selection}
                  select={select}
                />
              </ReviewProvider>
            </aside>
          }
        />
      </div>
      <KeyboardHelp />
    </main>
  );
}

/** The graph stays usable beside the widest panels: React Flow's controls, the minimap and a few nodes. */
const MIN_GRAPH_WIDTH = 360;
const MIN_DETAILS_WIDTH = 280;
const DETAILS_WIDTH = 480;
/** With a chain open beside the report, the panel takes up to 62rem, but never past 65% of the window. */
const CHAIN_DETAILS_WIDTH = 992;

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** The details panel's width for what it shows, in pixels (the window's width is known only in the browser). */
function useDetailsWidth(chainOpen: boolean): number {
  const windowWidth = useSyncExternalStore(subscribeToResize, () => window.innerWidth, () => 1280);
  return chainOpen ? Math.round(Math.min(CHAIN_DETAILS_WIDTH, windowWidth * 0.65)) : DETAILS_WIDTH;
}

/** Search this run: Enter lists every tool call line holding the text, in the side panel. Focusing it gets the server's search of the run ready. */
function RunSearchBox({ onSearch }: { onSearch: (q: string) => void }) {
  const prepare = usePrepareRunSearch();
  return <HeaderSearch testId="run-search" label="Search this run's tool calls" placeholder="Search calls  /" find={(text) => text} onFind={onSearch} onFocus={prepare} />;
}

/** Find an agent by name: Enter opens the first match. */
function AgentSearch({ names, onPick }: { names: string[]; onPick: (name: string) => void }) {
  const find = (text: string) => names.find((name) => name.toLowerCase().includes(text.toLowerCase()));
  return <HeaderSearch testId="agent-search" label="Find an agent" placeholder="Find agent" find={find} onFind={onPick} />;
}

/** A search field of the run's header: Enter hands what its trimmed text finds to `onFind`; a text that finds nothing is marked. */
function HeaderSearch({
  find,
  onFind,
  ...field
}: Pick<SearchInputProps, "testId" | "label" | "placeholder" | "onFocus"> & { find: (text: string) => string | undefined; onFind: (found: string) => void }) {
  const [text, setText] = useState("");
  const needle = text.trim();
  const found = needle ? find(needle) : undefined;
  return (
    <SearchInput
      {...field}
      value={text}
      onChange={setText}
      onEnter={() => {
        if (found) onFind(found);
      }}
      invalid={Boolean(needle) && !found}
      className="w-44 rounded-md py-1 text-sm"
    />
  );
}
