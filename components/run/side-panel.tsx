"use client";

import dynamic from "next/dynamic";
import type { AuditSummary } from "@/lib/api";
import type { ProvenanceDto } from "@/lib/api/provenance";
import type { FenceResult, RunViewDto } from "@/lib/api";
import type { RunSelection } from "@/lib/client/run-selection";
import { edgeKey } from "@/lib/core/graph-layout";
import { fenceSelection } from "./chain/fence-selection";
import { resultsForEdge, type GraphVerdicts } from "./graph/edge-status";
import { EdgePanel } from "./panels/edge-panel";
import { NodePanel } from "./panels/node-panel";
import { RunOverview } from "./panels/run-overview";
import { PanelMessage, ToolCallDetail } from "./panels/tool-call-detail";
import { PanelFrame } from "./panels/panel-frame";
import { RunSearchPanel } from "./panels/run-search-panel";
import { TraceText } from "./panels/trace-text";

// The report's Markdown stack (react-markdown, remark, rehype: a third of the page's script) loads
// when the report is first opened, not with the page. Rendered in the browser only: its data is
// fetched there anyway, and a server render streamed in late would sit in the page as a second,
// hidden copy of the panel until React dropped it (seen as two report panels in 1 of ~17 loads of a
// shared run with ?panel=report).
const ReportPanel = dynamic(() => import("./panels/report-panel").then((module) => module.ReportPanel), {
  ssr: false,
  loading: () => <p className="px-4 py-6 text-sm text-zinc-500">Loading the report…</p>,
});

interface SidePanelProps {
  view: RunViewDto;
  verdicts: GraphVerdicts;
  /** The run's audits, newest first, and the one shown with its per-fence results. */
  audits: AuditSummary[];
  shownAudit: AuditSummary | null;
  edgeResults: FenceResult[];
  provenance: ProvenanceDto | undefined;
  selection: RunSelection;
  select: (next: Partial<RunSelection>) => void;
}

/** Picks the right-hand panel from the URL's selection: report (and chain), call, file, node, edge or overview. */
export function SidePanel({ view, verdicts, audits, shownAudit, edgeResults, provenance, selection, select }: SidePanelProps) {
  const close = () => select({});
  // The call list's filter goes along into a call, so ← (like Back) returns to the same list.
  const backToNode = () => select({ node: selection.node, tool: selection.tool });

  if (selection.panel === "report") {
    return (
      <ReportPanel
        hasReport={view.run.hasReport}
        auditId={shownAudit?.id ?? null}
        claimId={selection.claim}
        onOpenClaim={(claim) => select({ panel: "report", claim })}
        onOpenFence={(fence) => {
          const opened = fenceSelection(fence);
          if (opened) select(opened);
        }}
        onClose={close}
      />
    );
  }
  if (selection.panel === "search") {
    return (
      <RunSearchPanel
        key={`${selection.find ?? ""}\u0000${selection.regex}`}
        q={selection.find ?? ""}
        regex={selection.regex}
        onSearch={(find, regex) => select({ panel: "search", find, regex })}
        onOpenLine={(hit) => select({ node: hit.agent, call: hit.callId, line: hit.line, find: selection.regex ? null : selection.find })}
        onClose={close}
      />
    );
  }
  if (selection.call) {
    return <ToolCallDetail key={selection.call} callId={selection.call} find={selection.find} line={selection.line} onBack={backToNode} onClose={close} />;
  }
  if (selection.file) {
    return (
      <PanelFrame testId="file-panel" title={selection.file.split("/").pop()} subtitle={selection.node ? <button type="button" onClick={backToNode} className="hover:underline">← {selection.node}</button> : null} onClose={close}>
        <TraceText key={`${selection.file}\u0000${selection.find ?? ""}`} path={selection.file} initialQuery={selection.find ?? undefined} focusLine={selection.line ?? undefined} />
      </PanelFrame>
    );
  }
  if (selection.node) {
    const agent = view.agents.find((candidate) => candidate.name === selection.node);
    if (!agent) return <PanelMessage onClose={close}>This run has no agent named “{selection.node}”.</PanelMessage>;
    return (
      <NodePanel
        key={agent.name}
        agent={agent}
        status={verdicts.nodes.get(agent.name) ?? null}
        audit={shownAudit && { id: shownAudit.id, results: edgeResults.filter((result) => result.target === agent.name) }}
        tool={selection.tool}
        onFilterTool={(tool) => select({ node: agent.name, tool })}
        injectionHits={provenance?.hits.filter((hit) => hit.node === agent.name) ?? []}
        onOpenCall={(call) => select({ node: agent.name, tool: selection.tool, call })}
        onOpenFile={(file, find) => select({ node: agent.name, file, find })}
        onClose={close}
      />
    );
  }
  if (selection.edge) {
    const edge = view.edges.find((candidate) => edgeKey(candidate.source, candidate.target) === selection.edge);
    if (!edge) return <PanelMessage onClose={close}>This run has no edge “{selection.edge}”.</PanelMessage>;
    return (
      <EdgePanel
        key={selection.edge}
        edge={edge}
        audit={shownAudit}
        provenance={provenance?.edges.find((crossing) => crossing.source === edge.source && crossing.target === edge.target)}
        results={resultsForEdge(edgeResults, edge.source, edge.target)}
        onClose={close}
      />
    );
  }
  return (
    <RunOverview
      view={view}
      audits={audits}
      shownAuditId={shownAudit?.id ?? null}
      onShowAudit={(audit) => select({ audit })}
      unplaced={verdicts.unplaced}
      provenance={provenance}
    />
  );
}
