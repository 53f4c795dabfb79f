"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
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
import type { GraphHighlight } from "../chain/chain-highlight";
import { AgentNode, type AgentFlowNode } from "./agent-node";
import { EDGE_LABEL_ZOOM, OVERVIEW_ZOOM } from "./detail-levels";
import { GraphOverview } from "./graph-overview";
import { OverviewMiniMap } from "./overview-minimap";
import { useFlowWindow } from "./use-flow-window";
import { GRAPH_MARKS } from "./graph-marks";
import { LARGE_GRAPH_NODES, boundsOf, edgeKey, graphNodeNames, type GraphLayout } from "@/lib/core/graph-layout";
import { useRunLayout } from "@/lib/client/run-view";
import type { GraphVerdicts } from "./edge-status";
import { arrowDirection, nodeInDirection } from "./navigation";
import { StatusEdge, type StatusFlowEdge } from "./status-edge";
import { STATUS_STYLES } from "@/lib/core/verdict-style";

const nodeTypes: NodeTypes = { agent: AgentNode };
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

function LaidOutGraph({ view, verdicts, layout, selectedNode, selectedEdge, provenance, highlight, onSelectNode, onSelectEdge }: RunGraphProps & { layout: GraphLayout }) {
  const flow = useReactFlow();
  const container = useRef<HTMLDivElement>(null);
  // Arrow keys move a focus ring without opening anything; a new selection resets it.
  const [keyboardFocus, setKeyboardFocus] = useState<{ selected: string | null; node: string } | null>(null);
  const focused = keyboardFocus?.selected === selectedNode ? keyboardFocus.node : selectedNode;
  const [ready, setReady] = useState(false);
  const large = Object.keys(layout.nodes).length > LARGE_GRAPH_NODES;
  const zoomedOut = useStore((state) => state.transform[2] < OVERVIEW_ZOOM);
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
  const nodes = useMemo<AgentFlowNode[]>(
    () =>
      Object.entries(layout.nodes).map(([name, rect]) => ({
        id: name,
        type: "agent",
        position: { x: rect.x, y: rect.y },
        width: rect.width,
        height: rect.height,
        // Size and handles come from the layout, so React Flow need not measure a node before drawing its edges.
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
          injectionHits: hitsPerNode.get(name) ?? 0,
          emphasis: emphasisOf(highlight, highlight?.nodes.has(name) ?? false),
        },
      })),
    [layout, agents, verdicts, selectedNode, focused, hitsPerNode, highlight],
  );
  const edges = useMemo<StatusFlowEdge[]>(
    () =>
      view.edges.map((edge) => {
        const id = edgeKey(edge.source, edge.target);
        const status = verdicts.edges.get(id) ?? "not-audited";
        const route = layout.edges[id];
        const crossing = edgeProvenance.get(id);
        const overrides = verdicts.overrides.get(id) ?? 0;
        return {
          id,
          source: edge.source,
          target: edge.target,
          type: "status",
          selected: id === selectedEdge,
          animated: STATUS_STYLES[status].animated === true,
          ariaLabel: `Edge ${edge.source} to ${edge.target}: ${STATUS_STYLES[status].label}${overrides ? `, ${overrides} verdict${overrides === 1 ? "" : "s"} overridden by a reviewer` : ""}${crossing ? `, ${crossing.kind} provenance${crossing.warning ? " with a warning" : ""}` : ""}`,
          markerEnd: { type: MarkerType.ArrowClosed, color: STATUS_STYLES[status].stroke, width: 16, height: 16 },
          data: {
            status,
            points: route?.points ?? [],
            label: route?.label ?? null,
            provenance: crossing ?? null,
            overrides,
            emphasis: emphasisOf(highlight, highlight?.edges.has(id) ?? false),
            labelsFromZoom: large ? EDGE_LABEL_ZOOM : 0,
          },
        };
      }),
    [view.edges, verdicts, layout, selectedEdge, edgeProvenance, highlight, large],
  );

  const { flowNodes, flowEdges, overviewEdges, overviewBoxes } = useFlowWindow({ large, overview, layout, nodes, edges });

  // Fits by the layout's boxes rather than React Flow's measured nodes: the overview mounts none.
  const fitTo = useCallback(
    (names: Iterable<string>, options: { padding: number; duration?: number }) => {
      const bounds = boundsOf([...names].flatMap((name) => layout.nodes[name] ?? []));
      const box = container.current?.getBoundingClientRect();
      if (!bounds || !box) return;
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
        onEdgeClick={(_, edge) => onSelectEdge(edge.id)}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        disableKeyboardA11y
        // Culling pays off only on large runs; on small ones it would drop off-screen nodes a chain dims.
        onlyRenderVisibleElements={large}
        onInit={onInit}
        minZoom={MIN_ZOOM}
        colorMode="system"
      >
        {large && <GraphOverview nodes={overviewBoxes ? nodes : NO_AGENT_NODES} edges={overviewEdges} width={layout.width} height={layout.height} onSelectNode={onSelectNode} />}
        <Background gap={24} size={1} />
        {large ? (
          <OverviewMiniMap nodes={nodes} layout={layout} />
        ) : (
          <MiniMap pannable zoomable nodeStrokeWidth={3} nodeColor={(node) => STATUS_STYLES[(node.data as AgentFlowNode["data"]).status ?? "not-audited"].stroke} />
        )}
        <Controls showInteractive={false} onFitView={fitAll} />
      </ReactFlow>
    </div>
  );
}
