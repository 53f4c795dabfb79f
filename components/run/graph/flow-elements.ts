import { MarkerType, Position } from "@xyflow/react";
import type { ProvenanceDto } from "@/lib/api/provenance";
import type { RunAgentDto, RunEdgeDto } from "@/lib/api/run-view";
import { edgeKey, type GraphLayout } from "@/lib/core/graph-layout";
import { REPORT_NODE } from "@/lib/core/topology";
import { STATUS_STYLES } from "@/lib/core/verdict-style";
import type { GraphHighlight } from "../chain/chain-highlight";
import type { AgentFlowNode } from "./agent-node";
import { EDGE_LABEL_ZOOM } from "./detail-levels";
import type { GraphVerdicts } from "./edge-status";
import type { StatusFlowEdge } from "./status-edge";

/** How the run's laid-out DAG, its verdicts, provenance and an open chain become React Flow's nodes and edges. */

type Emphasis = AgentFlowNode["data"]["emphasis"];

const emphasisOf = (highlight: GraphHighlight | null, lit: boolean): Emphasis => (highlight === null ? null : lit ? "lit" : "dimmed");

/** Instruction-like text hits per node. */
export function hitsPerNode(provenance: ProvenanceDto | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const hit of provenance?.hits ?? []) counts.set(hit.node, (counts.get(hit.node) ?? 0) + 1);
  return counts;
}

/** Each agent-to-agent edge's provenance, by edge key. */
export function edgeProvenance(provenance: ProvenanceDto | undefined): Map<string, NonNullable<StatusFlowEdge["data"]>["provenance"]> {
  return new Map((provenance?.edges ?? []).map((edge) => [edgeKey(edge.source, edge.target), { kind: edge.provenance, warning: edge.warning }]));
}

export interface FlowNodeInput {
  layout: GraphLayout;
  agents: ReadonlyMap<string, RunAgentDto>;
  verdicts: GraphVerdicts;
  selectedNode: string | null;
  focused: string | null;
  hits: ReadonlyMap<string, number>;
  highlight: GraphHighlight | null;
}

/** One node per laid-out box, sized and with handles from the layout, so React Flow need not measure a node before drawing its edges. */
export function agentFlowNodes({ layout, agents, verdicts, selectedNode, focused, hits, highlight }: FlowNodeInput): AgentFlowNode[] {
  return Object.entries(layout.nodes).map(([name, rect]) => ({
    id: name,
    type: "agent",
    position: { x: rect.x, y: rect.y },
    width: rect.width,
    height: rect.height,
    measured: { width: rect.width, height: rect.height },
    handles: [
      { type: "target", position: Position.Left, x: 0, y: rect.height / 2, width: 1, height: 1 },
      { type: "source", position: Position.Right, x: rect.width, y: rect.height / 2, width: 1, height: 1 },
    ],
    selected: name === selectedNode,
    ariaLabel: name === REPORT_NODE ? "Final report" : `Agent ${name}`,
    data: {
      name,
      agent: agents.get(name) ?? null,
      status: verdicts.nodes.get(name) ?? null,
      focused: name === focused,
      injectionHits: hits.get(name) ?? 0,
      emphasis: emphasisOf(highlight, highlight?.nodes.has(name) ?? false),
    },
  }));
}

export interface FlowEdgeInput {
  edges: readonly RunEdgeDto[];
  layout: GraphLayout;
  verdicts: GraphVerdicts;
  selectedEdge: string | null;
  provenance: ReturnType<typeof edgeProvenance>;
  highlight: GraphHighlight | null;
  /** A large run shows edge labels only from EDGE_LABEL_ZOOM in. */
  large: boolean;
}

/** One edge per run edge, in its status's look, routed along the layout, with its provenance and chain emphasis. */
export function statusFlowEdges({ edges, layout, verdicts, selectedEdge, provenance, highlight, large }: FlowEdgeInput): StatusFlowEdge[] {
  return edges.map((edge) => {
    const id = edgeKey(edge.source, edge.target);
    const status = verdicts.edges.get(id) ?? "not-audited";
    const route = layout.edges[id];
    const crossing = provenance.get(id);
    return {
      id,
      source: edge.source,
      target: edge.target,
      type: "status",
      selected: id === selectedEdge,
      animated: STATUS_STYLES[status].animated === true,
      ariaLabel: `Edge ${edge.source} to ${edge.target}: ${STATUS_STYLES[status].label}${crossing ? `, ${crossing.kind} provenance${crossing.warning ? " with a warning" : ""}` : ""}`,
      markerEnd: { type: MarkerType.ArrowClosed, color: STATUS_STYLES[status].stroke, width: 16, height: 16 },
      data: {
        status,
        points: route?.points ?? [],
        label: route?.label ?? null,
        provenance: crossing ?? null,
        emphasis: emphasisOf(highlight, highlight?.edges.has(id) ?? false),
        labelsFromZoom: large ? EDGE_LABEL_ZOOM : 0,
      },
    };
  });
}
