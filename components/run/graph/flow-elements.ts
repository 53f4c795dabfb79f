import { MarkerType, Position } from "@xyflow/react";
import type { ProvenanceDto } from "@/lib/api/provenance";
import type { RunAgentDto } from "@/lib/api/run-view";
import { edgeKey } from "@/lib/core/graph-layout";
import { REPORT_NODE } from "@/lib/core/topology";
import { STATUS_STYLES } from "@/lib/core/verdict-style";
import type { StaleMarks } from "../audit/stale-results";
import type { GraphHighlight } from "../chain/chain-highlight";
import type { AgentFlowNode } from "./agent-node";
import { EDGE_LABEL_ZOOM } from "./detail-levels";
import type { GraphVerdicts } from "./edge-status";
import type { GroupFlowNode } from "./group-node";
import type { StatusFlowEdge } from "./status-edge";
import type { DrawnGraph } from "./subgraph-groups";

/**
 * How the run's drawn graph (its layout with subgraph groups expanded or collapsed,
 * subgraph-groups.ts), its verdicts, provenance and an open chain become React Flow's nodes and
 * edges. Pure, so the page only memoises it.
 */

type Emphasis = AgentFlowNode["data"]["emphasis"];
type Crossing = NonNullable<StatusFlowEdge["data"]>["provenance"];

const emphasisOf = (highlight: GraphHighlight | null, lit: boolean): Emphasis => (highlight === null ? null : lit ? "lit" : "dimmed");

/** Stacking inside groups: a group's box, then the edges touching its nodes, then its nodes. */
const Z_IN_GROUP = { edge: 1, node: 2 };

/** Instruction-like text hits per node. */
export function hitsPerNode(provenance: ProvenanceDto | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const hit of provenance?.hits ?? []) counts.set(hit.node, (counts.get(hit.node) ?? 0) + 1);
  return counts;
}

/** Each agent-to-agent edge's provenance, by edge key. */
export function edgeProvenance(provenance: ProvenanceDto | undefined): Map<string, Crossing> {
  return new Map((provenance?.edges ?? []).map((edge) => [edgeKey(edge.source, edge.target), { kind: edge.provenance, warning: edge.warning }]));
}

export interface FlowNodeInput {
  drawn: DrawnGraph;
  agents: ReadonlyMap<string, RunAgentDto>;
  verdicts: GraphVerdicts;
  stale: StaleMarks;
  selectedNode: string | null;
  focused: string | null;
  hits: ReadonlyMap<string, number>;
  highlight: GraphHighlight | null;
  onToggleGroup: (name: string) => void;
}

/**
 * One node per drawn box, sized and with handles from the layout, so React Flow need not measure a
 * node before drawing its edges. An expanded group is a parent node, listed before the nodes inside
 * it, whose positions are relative to it; a collapsed one is an agent node that can expand.
 */
export function drawnFlowNodes({ drawn, agents, verdicts, stale, selectedNode, focused, hits, highlight, onToggleGroup }: FlowNodeInput): (AgentFlowNode | GroupFlowNode)[] {
  const { layout } = drawn;
  const depth = (name: string): number => {
    const group = drawn.groupOf.get(name);
    return group === undefined ? 0 : depth(group) + 1;
  };
  const names = Object.keys(layout.nodes).sort((a, b) => depth(a) - depth(b));
  return names.map((name): AgentFlowNode | GroupFlowNode => {
    const rect = layout.nodes[name];
    const group = drawn.groupOf.get(name);
    const origin = group === undefined ? { x: 0, y: 0 } : layout.nodes[group];
    const placement = {
      id: name,
      position: { x: rect.x - origin.x, y: rect.y - origin.y },
      ...(group === undefined ? {} : { parentId: group, zIndex: Z_IN_GROUP.node }),
      width: rect.width,
      height: rect.height,
      measured: { width: rect.width, height: rect.height },
      handles: [
        { type: "target" as const, position: Position.Left, x: 0, y: rect.height / 2, width: 1, height: 1 },
        { type: "source" as const, position: Position.Right, x: rect.width, y: rect.height / 2, width: 1, height: 1 },
      ],
      selected: name === selectedNode,
    };
    const status = verdicts.nodes.get(name) ?? null;
    const emphasis = emphasisOf(highlight, highlight?.nodes.has(name) ?? false);
    const members = layout.groups?.[name];
    if (members) {
      return { ...placement, type: "subgraph", ariaLabel: `Agent ${name}, holding its subgraphs' agents`, data: { name, status, members: members.length, focused: name === focused, emphasis, onToggle: onToggleGroup } };
    }
    const hidden = drawn.hidden.get(name);
    return {
      ...placement,
      type: "agent",
      ariaLabel: name === REPORT_NODE ? "Final report" : hidden ? `Agent ${name}, its subgraphs collapsed` : `Agent ${name}`,
      data: {
        name,
        agent: agents.get(name) ?? null,
        status,
        // A collapsed group is stale when one of the agents it holds is.
        stale: stale.nodes.has(name) || (hidden?.some((member) => stale.nodes.has(member)) ?? false),
        focused: name === focused,
        injectionHits: hits.get(name) ?? 0,
        emphasis,
        ...(hidden ? { group: { members: hidden.length, onToggle: onToggleGroup } } : {}),
      },
    };
  });
}

export interface FlowEdgeInput {
  drawn: DrawnGraph;
  verdicts: GraphVerdicts;
  stale: StaleMarks;
  selectedEdge: string | null;
  provenance: ReadonlyMap<string, Crossing>;
  highlight: GraphHighlight | null;
  /** A large run shows edge labels only from EDGE_LABEL_ZOOM in. */
  large: boolean;
}

/** One edge per drawn edge, in its status's look, routed along the layout, with its provenance and chain emphasis. */
export function drawnFlowEdges({ drawn, verdicts, stale, selectedEdge, provenance, highlight, large }: FlowEdgeInput): StatusFlowEdge[] {
  return drawn.edges.map((edge) => {
    const id = edge.id;
    const status = verdicts.edges.get(id) ?? "not-audited";
    const route = drawn.layout.edges[id];
    // A hop's provenance is its own: an edge gathered onto a collapsed group shows none.
    const crossing = edge.members.length === 1 ? provenance.get(edge.members[0]) : undefined;
    const inGroup = drawn.groupOf.has(edge.source) || drawn.groupOf.has(edge.target);
    const previous = edge.members.some((member) => stale.edges.has(member));
    const overrides = edge.members.reduce((sum, member) => sum + (verdicts.overrides.get(member) ?? 0), 0);
    return {
      id,
      source: edge.source,
      target: edge.target,
      type: "status",
      ...(inGroup ? { zIndex: Z_IN_GROUP.edge } : {}),
      selected: selectedEdge !== null && edge.members.includes(selectedEdge),
      animated: STATUS_STYLES[status].animated === true,
      ariaLabel: `Edge ${edge.source} to ${edge.target}: ${STATUS_STYLES[status].label}${previous ? " (previous audit)" : ""}${overrides ? `, ${overrides} verdict${overrides === 1 ? "" : "s"} overridden by a reviewer` : ""}${crossing ? `, ${crossing.kind} provenance${crossing.warning ? " with a warning" : ""}` : ""}`,
      markerEnd: { type: MarkerType.ArrowClosed, color: STATUS_STYLES[status].stroke, width: 16, height: 16 },
      data: {
        status,
        stale: previous,
        points: route?.points ?? [],
        label: route?.label ?? null,
        provenance: crossing ?? null,
        overrides,
        emphasis: emphasisOf(highlight, highlight?.edges.has(id) ?? false),
        labelsFromZoom: large ? EDGE_LABEL_ZOOM : 0,
      },
    };
  });
}
