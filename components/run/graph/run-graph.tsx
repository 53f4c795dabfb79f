"use client";

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from "react";
import {
  Background,
  Controls,
  getViewportForBounds,
  MiniMap,
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
import type { StaleMarks } from "../audit/stale-results";
import type { GraphHighlight } from "../chain/chain-highlight";
import { AgentNode, type AgentFlowNode } from "./agent-node";
import { GroupNode } from "./group-node";
import { drawGroups, drawnHighlight, drawnVerdicts } from "./subgraph-groups";
import { OVERVIEW_ZOOM } from "./detail-levels";
import { drawnFlowEdges, drawnFlowNodes, edgeProvenance, hitsPerNode } from "./flow-elements";
import { GraphOverview } from "./graph-overview";
import { OverviewMiniMap } from "./overview-minimap";
import { useFlowWindow } from "./use-flow-window";
import { GRAPH_MARKS } from "./graph-marks";
import { minimapSize } from "./minimap-size";
import { LARGE_GRAPH_NODES, boundsOf, graphNodeNames, type GraphLayout } from "@/lib/core/graph-layout";
import { useRunLayout } from "@/lib/client/run-view";
import type { GraphVerdicts } from "./edge-status";
import { arrowDirection, nodeInDirection } from "./navigation";
import { StatusEdge } from "./status-edge";
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
  const hits = useMemo(() => hitsPerNode(provenance), [provenance]);
  const crossings = useMemo(() => edgeProvenance(provenance), [provenance]);
  const nodes = useMemo(
    () => drawnFlowNodes({ drawn, agents, verdicts, stale, selectedNode, focused, hits, highlight, onToggleGroup: toggleGroup }),
    [drawn, agents, verdicts, stale, selectedNode, focused, hits, highlight, toggleGroup],
  );
  // The overview layer and Cairn's minimap draw large runs, which are laid out flat: agents only.
  const agentNodes = useMemo(() => nodes.filter((node): node is AgentFlowNode => node.type === "agent"), [nodes]);
  const drawnEdges = useMemo(() => new Map(drawn.edges.map((edge) => [edge.id, edge])), [drawn]);
  const edges = useMemo(
    () => drawnFlowEdges({ drawn, verdicts, stale, selectedEdge, provenance: crossings, highlight, large }),
    [drawn, verdicts, stale, selectedEdge, crossings, highlight, large],
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
