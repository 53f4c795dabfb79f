"use client";

import { useEffect, useMemo, useState } from "react";
import { useStore, type Node } from "@xyflow/react";
import type { GraphLayout } from "@/lib/core/graph-layout";
import type { StatusFlowEdge } from "./status-edge";
import { viewportWindowKey, windowedGraph, windowRect } from "./viewport-window";

const NO_NODES: Node[] = [];
const NO_EDGES: StatusFlowEdge[] = [];
const NO_WINDOW = () => "";
const EDGE_BATCH = 100;

export interface FlowWindow {
  /** What React Flow holds. */
  flowNodes: Node[];
  flowEdges: StatusFlowEdge[];
  /** What the overview layer draws instead: everything in the overview, the rest when zoomed in. */
  overviewEdges: StatusFlowEdge[];
  /** Whether the overview layer still draws node boxes (until the last edge batch is in). */
  overviewBoxes: boolean;
}

/**
 * Splits a run's drawing between React Flow and the overview layer. A small run is all React
 * Flow's. A large one is all the overview's while zoomed out; zoomed in, React Flow holds the
 * window around the screen (viewport-window.ts), its nodes first and its edges a batch per frame,
 * so no frame carries them all, while the overview layer draws every edge React Flow does not.
 */
export function useFlowWindow({ large, overview, layout, nodes, edges }: { large: boolean; overview: boolean; layout: GraphLayout; nodes: Node[]; edges: StatusFlowEdge[] }): FlowWindow {
  const windowKey = useStore(large ? viewportWindowKey : NO_WINDOW);
  const [staging, setStaging] = useState({ overview, mountedEdges: 0 });
  const mountedEdges = staging.overview === overview ? staging.mountedEdges : 0;

  const windowed = useMemo(() => (large && !overview ? windowedGraph(layout, edges, windowRect(windowKey)) : null), [large, overview, layout, edges, windowKey]);
  const flowNodes = useMemo(() => (overview ? NO_NODES : windowed ? nodes.filter((node) => windowed.nodes.has(node.id)) : nodes), [overview, windowed, nodes]);
  const windowedEdges = useMemo(() => (windowed ? edges.filter((edge) => windowed.edges.has(edge.id)) : edges), [windowed, edges]);
  const allEdgesMounted = !large || mountedEdges >= windowedEdges.length;

  useEffect(() => {
    if (overview || allEdgesMounted) return;
    // Once every edge of the first window is in, later windows mount whole: a pan changes only a few.
    const next = mountedEdges + EDGE_BATCH >= windowedEdges.length ? Infinity : mountedEdges + EDGE_BATCH;
    const frame = requestAnimationFrame(() => setStaging({ overview, mountedEdges: next }));
    return () => cancelAnimationFrame(frame);
  }, [overview, allEdgesMounted, mountedEdges, windowedEdges.length]);

  const flowEdges = useMemo(
    () => (overview ? NO_EDGES : allEdgesMounted ? windowedEdges : windowedEdges.slice(0, mountedEdges)),
    [overview, allEdgesMounted, windowedEdges, mountedEdges],
  );
  const overviewEdges = useMemo(() => {
    // The same array while React Flow holds no edge, so the layer's long paths are not rebuilt for nothing.
    if (!windowed || flowEdges.length === 0) return edges;
    const mounted = new Set(flowEdges.map((edge) => edge.id));
    return edges.filter((edge) => !mounted.has(edge.id));
  }, [windowed, edges, flowEdges]);

  // The boxes stay under React Flow's nodes until the last edge batch, so taking them down is not one more cost of the first detailed frame.
  return { flowNodes, flowEdges, overviewEdges, overviewBoxes: overview || !allEdgesMounted };
}
