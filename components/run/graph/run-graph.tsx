"use client";

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from "react";
import {
  Background,
  Controls,
  getViewportForBounds,
  MarkerType,
  MiniMap,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStore,
  type EdgeTypes,
  type NodeTypes,
} from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import type { ProvenanceDto } from "@/lib/api/provenance";
import type { RunViewDto } from "@/lib/api/run-view";
import { REPORT_NODE } from "@/lib/core/topology";
import type { StaleMarks } from "../audit/stale-results";
import type { GraphHighlight } from "../chain/chain-highlight";
import { AgentNode, type AgentFlowNode } from "./agent-node";
import { GroupNode, type GroupFlowNode } from "./group-node";
import { drawGroups, drawnHighlight, drawnVerdicts } from "./subgraph-groups";
import { EDGE_LABEL_ZOOM, OVERVIEW_ZOOM } from "./detail-levels";
import { GraphOverview } from "./graph-overview";
import { OverviewMiniMap } from "./overview-minimap";
import { useFlowWindow } from "./use-flow-window";
import { GRAPH_MARKS } from "./graph-marks";
import { minimapSize } from "./minimap-size";
import { LARGE_GRAPH_NODES, boundsOf, edgeKey, graphNodeNames, type GraphLayout } from "@/lib/core/graph-layout";
import { useRunLayout } from "@/lib/client/run-view";
import type { GraphVerdicts } from "./edge-status";
import { arrowDirection, nodeInDirection } from "./navigation";
import { StatusEdge, type StatusFlowEdge } from "./status-edge";
import { STATUS_STYLES } from "@/lib/core/verdict-style";

// Not React Flow's built-in "group" type, whose stylesheet draws a box of its own.
const nodeTypes: NodeTypes = { agent: AgentNode, subgraph: GroupNode };
const edgeTypes: EdgeTypes = { status: StatusEdge };

export interface RunGraphProps {
  view: RunViewDto;
  verdicts: GraphVerdicts;
  selectedNode: string | null;
  selectedEdge: string | null;
  /** Edge badges and injection markers; undefined until loaded. */
  provenance: ProvenanceDto | undefined;
  /** The open claim's chain: its nodes and edges light up, the rest dims. */
  highlight: GraphHighlight | null;
  /** Edges and nodes showing the previous audit's colour while a new audit has not reached them. */
  stale: StaleMarks;
  onSelectNode: (name: string) => void;
  onSelectEdge: (key: string) => void;
}

export default function RunGraph(props: RunGraphProps) {
  const { data: layout, error } = useRunLayout();
  useEffect(() => void performance.mark(GRAPH_MARKS.dataInPage), []);
  if (error) {
    return (
      <p role="alert" className="m-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
        The graph could not be laid out: {error.message}
      </p>
    );
  }
  if (!layout) {
    return (
      <div data-testid="graph-layout-pending" className="flex h-full items-center justify-center text-sm text-zinc-500">
        Laying out {graphNodeNames(props.view).length.toLocaleString()} nodes…
      </div>
    );
  }
  return (
    <ReactFlowProvider>
      <LaidOutGraph {...props} layout={layout} />
    </ReactFlowProvider>
  );
}

const MIN_ZOOM = 0.05;
/** Fitting never magnifies a small graph past this. */
const FIT_MAX_ZOOM = 1.1;
const NO_AGENT_NODES: AgentFlowNode[] = [];

const emphasisOf = (highlight: GraphHighlight | null, lit: boolean) => (highlight === null ? null : lit ? "lit" : "dimmed");

/** Stacking inside groups: a group's box, then the edges touching its nodes, then its nodes. */
const Z_IN_GROUP = { edge: 1, node: 2 };

function LaidOutGraph({ view, verdicts: runVerdicts, layout: laidOut, selectedNode, selectedEdge, provenance, highlight: chainLit, stale, onSelectNode, onSelectEdge }: RunGraphProps & { layout: GraphLayout }) {
  const flow = useReactFlow();
  // Subgraph groups start expanded; collapsing one draws it as a single node (subgraph-groups.ts).
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggleGroup = useCallback((name: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }, []);
  const drawn = useMemo(() => drawGroups(laidOut, view.edges, collapsed), [laidOut, view.edges, collapsed]);
  const layout = drawn.layout;
  const verdicts = useMemo(() => drawnVerdicts(drawn, runVerdicts), [drawn, runVerdicts]);
  const highlight = useMemo(() => drawnHighlight(drawn, chainLit), [drawn, chainLit]);
  const container = useRef<HTMLDivElement>(null);
  // Arrow keys move a focus ring without opening anything; a new selection resets it.
  const [keyboardFocus, setKeyboardFocus] = useState<{ selected: string | null; node: string } | null>(null);
  const focused = keyboardFocus?.selected === selectedNode ? keyboardFocus.node : selectedNode;
  const [ready, setReady] = useState(false);
  const large = Object.keys(layout.nodes).length > LARGE_GRAPH_NODES;
  const zoomedOut = useStore((state) => state.transform[2] < OVERVIEW_ZOOM);
  const canvasWidth = useStore((state) => state.width);
  const canvasHeight = useStore((state) => state.height);
  // Set once the reader pans, zooms or moves by keyboard; a fit clears it. Until then a resized canvas is fitted again.
  const viewMoved = useRef(false);
  // Until the first fit the zoom is React Flow's default 1: a large run starts in the overview rather than mounting every edge once.
  const overview = large && (zoomedOut || !ready);

  const agents = useMemo(() => new Map(view.agents.map((agent) => [agent.name, agent])), [view.agents]);
  const hitsPerNode = useMemo(() => {
    const counts = new Map<string, number>();
    for (const hit of provenance?.hits ?? []) counts.set(hit.node, (counts.get(hit.node) ?? 0) + 1);
    return counts;
  }, [provenance]);
  const edgeProvenance = useMemo(
    () => new Map((provenance?.edges ?? []).map((edge) => [edgeKey(edge.source, edge.target), { kind: edge.provenance, warning: edge.warning }])),
    [provenance],
  );
  const nodes = useMemo<(AgentFlowNode | GroupFlowNode)[]>(() => {
    const depth = (name: string): number => {
      const group = drawn.groupOf.get(name);
      return group === undefined ? 0 : depth(group) + 1;
    };
    // React Flow needs a group before the nodes inside it, whose positions are relative to it.
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
        // Size and handles come from the layout, so React Flow need not measure a node before drawing its edges.
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
        return { ...placement, type: "subgraph", ariaLabel: `Agent ${name}, holding its subgraphs' agents`, data: { name, status, members: members.length, focused: name === focused, emphasis, onToggle: toggleGroup } };
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
          injectionHits: hitsPerNode.get(name) ?? 0,
          emphasis,
          ...(hidden ? { group: { members: hidden.length, onToggle: toggleGroup } } : {}),
        },
      };
    });
  }, [layout, drawn, agents, verdicts, stale, selectedNode, focused, hitsPerNode, highlight, toggleGroup]);
  // The overview layer and Cairn's minimap draw large runs, which are laid out flat: agents only.
  const agentNodes = useMemo(() => nodes.filter((node): node is AgentFlowNode => node.type === "agent"), [nodes]);
  const drawnEdges = useMemo(() => new Map(drawn.edges.map((edge) => [edge.id, edge])), [drawn]);
  const edges = useMemo<StatusFlowEdge[]>(
    () =>
      drawn.edges.map((edge) => {
        const id = edge.id;
        const status = verdicts.edges.get(id) ?? "not-audited";
        const route = layout.edges[id];
        // A hop's provenance is its own: an edge gathered onto a collapsed group shows none.
        const crossing = edge.members.length === 1 ? edgeProvenance.get(edge.members[0]) : undefined;
        const inGroup = drawn.groupOf.has(edge.source) || drawn.groupOf.has(edge.target);
        const previous = edge.members.some((member) => stale.edges.has(member));
        return {
          id,
          source: edge.source,
          target: edge.target,
          type: "status",
          ...(inGroup ? { zIndex: Z_IN_GROUP.edge } : {}),
          selected: selectedEdge !== null && edge.members.includes(selectedEdge),
          animated: STATUS_STYLES[status].animated === true,
          ariaLabel: `Edge ${edge.source} to ${edge.target}: ${STATUS_STYLES[status].label}${previous ? " (previous audit)" : ""}${crossing ? `, ${crossing.kind} provenance${crossing.warning ? " with a warning" : ""}` : ""}`,
          markerEnd: { type: MarkerType.ArrowClosed, color: STATUS_STYLES[status].stroke, width: 16, height: 16 },
          data: {
            status,
            stale: previous,
            points: route?.points ?? [],
            label: route?.label ?? null,
            provenance: crossing ?? null,
            emphasis: emphasisOf(highlight, highlight?.edges.has(id) ?? false),
            labelsFromZoom: large ? EDGE_LABEL_ZOOM : 0,
          },
        };
      }),
    [drawn, verdicts, stale, layout, selectedEdge, edgeProvenance, highlight, large],
  );

  const { flowNodes, flowEdges, overviewEdges, overviewBoxes } = useFlowWindow({ large, overview, layout, nodes, edges });

  // Fits by the layout's boxes rather than React Flow's measured nodes: the overview mounts none.
  const fitTo = useCallback(
    (names: Iterable<string>, options: { padding: number; duration?: number }) => {
      const bounds = boundsOf([...names].flatMap((name) => layout.nodes[name] ?? []));
      const box = container.current?.getBoundingClientRect();
      if (!bounds || !box) return;
      viewMoved.current = false;
      void flow.setViewport(getViewportForBounds(bounds, box.width, box.height, MIN_ZOOM, FIT_MAX_ZOOM, options.padding), { duration: options.duration });
    },
    [flow, layout],
  );
  const fitAll = useCallback(() => fitTo(Object.keys(layout.nodes), { padding: 0.08 }), [fitTo, layout]);

  // Painted = the view is fitted and the browser has drawn two frames since (React Flow measures nodes in between).
  const onInit = useCallback(() => {
    fitAll();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        performance.mark(GRAPH_MARKS.painted);
        setReady(true);
      }),
    );
  }, [fitAll]);

  const reveal = useCallback(
    (name: string) => {
      const rect = layout.nodes[name];
      viewMoved.current = true;
      if (rect) void flow.setCenter(rect.x + rect.width / 2, rect.y + rect.height / 2, { zoom: Math.max(flow.getZoom(), 0.8), duration: 200 });
    },
    [flow, layout],
  );

  // An opened chain brings its nodes into view (the side panel widens beside it, so wait a frame for the resize).
  useEffect(() => {
    if (!ready || !highlight || highlight.nodes.size === 0) return;
    const frame = requestAnimationFrame(() => fitTo(highlight.nodes, { padding: 0.25, duration: 250 }));
    return () => cancelAnimationFrame(frame);
  }, [ready, highlight, fitTo]);

  // A panel resized or collapsed beside the graph: fit what is lit (or everything) to the canvas it now has, unless the reader moved the view.
  const refit = useEffectEvent(() => (highlight && highlight.nodes.size > 0 ? fitTo(highlight.nodes, { padding: 0.25 }) : fitAll()));
  useEffect(() => {
    if (!ready || viewMoved.current || canvasWidth === 0 || canvasHeight === 0) return;
    const frame = requestAnimationFrame(() => refit());
    return () => cancelAnimationFrame(frame);
  }, [ready, canvasWidth, canvasHeight]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = arrowDirection(event.key);
    if (direction) {
      event.preventDefault();
      const next = focused ? nodeInDirection(layout.nodes, focused, direction) : (Object.keys(layout.nodes)[0] ?? null);
      if (next) {
        setKeyboardFocus({ selected: selectedNode, node: next });
        reveal(next);
      }
    } else if (event.key === "Enter" && focused) {
      event.preventDefault();
      onSelectNode(focused);
    }
  };

  return (
    <div
      ref={container}
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label="Agent graph. Arrow keys move between nodes, Enter opens one."
      data-testid="run-graph"
      data-graph-ready={ready ? "true" : "false"}
      data-node-count={nodes.length}
      data-edge-count={edges.length}
      data-graph-mode={overview ? "overview" : "detail"}
      className="h-full w-full focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
    >
      <ReactFlow
        nodes={flowNodes}
        edges={flowEdges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodeClick={(_, node) => onSelectNode(node.id)}
        onEdgeClick={(_, edge) => onSelectEdge(drawnEdges.get(edge.id)?.members[0] ?? edge.id)}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        disableKeyboardA11y
        // Culling pays off only on large runs; on small ones it would drop off-screen nodes a chain dims.
        onlyRenderVisibleElements={large}
        onInit={onInit}
        onMoveStart={(event) => {
          if (event) viewMoved.current = true;
        }}
        minZoom={MIN_ZOOM}
        colorMode="system"
      >
        {large && <GraphOverview nodes={overviewBoxes ? agentNodes : NO_AGENT_NODES} edges={overviewEdges} width={layout.width} height={layout.height} onSelectNode={onSelectNode} />}
        <Background gap={24} size={1} />
        {large ? (
          <OverviewMiniMap nodes={agentNodes} layout={layout} />
        ) : (
          <MiniMap pannable zoomable style={minimapSize(canvasWidth, canvasHeight)} nodeStrokeWidth={3} nodeColor={(node) => STATUS_STYLES[(node.data as AgentFlowNode["data"]).status ?? "not-audited"].stroke} />
        )}
        <Controls showInteractive={false} onFitView={fitAll} />
      </ReactFlow>
    </div>
  );
}
