import type { ElkExtendedEdge, ElkNode, LayoutOptions } from "elkjs/lib/elk-api";
import { compareLayoutNodes, isHugeGraph, layeredLayout } from "./layered";

/**
 * Pure conversion between the run's DAG and ELK's layered algorithm, so the same run always
 * looks the same: input is sorted by manifest order before ELK sees it (ELK is deterministic for
 * a given input order), and the answer is read back into plain positions and edge routes.
 */

export interface LayoutNodeInput {
  id: string;
  /** Manifest order; ties and reordered inputs are resolved by it, then by id. */
  order: number;
  width: number;
  height: number;
}

export interface LayoutEdgeInput {
  id: string;
  source: string;
  target: string;
  /** Room to reserve for the edge's status label, so ELK keeps labels clear of nodes. */
  label?: { width: number; height: number };
}

export interface LayoutInput {
  nodes: LayoutNodeInput[];
  edges: LayoutEdgeInput[];
}

export interface Point {
  x: number;
  y: number;
}

export interface Rect extends Point {
  width: number;
  height: number;
}

export interface GraphLayout {
  nodes: Record<string, Rect>;
  /** Each edge's route from source border to target border, and its label box when ELK placed one. */
  edges: Record<string, { points: Point[]; label: Rect | null }>;
  width: number;
  height: number;
}

/** Anything with ELK's `layout` method: the bundled engine in a worker, or in-thread in tests. */
export interface LayoutEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

/**
 * Above this many nodes runs get the layered layout of layered.ts instead of ELK's: on a generated
 * 500-agent, 2,138-edge run ELK took ~1.7 s even stripped of model order, Brandes–Köpf placement
 * and crossing minimisation (which had taken it to ~25 s), against ~30 ms, and a run's first view
 * waits for it.
 */
export const LARGE_GRAPH_NODES = 150;

/** Manifest order within layers and Brandes–Köpf placement: the most readable, affordable on small runs. */
const ELK_OPTIONS: LayoutOptions = {
  "elk.algorithm": "layered",
  "elk.direction": "RIGHT",
  "elk.randomSeed": "1",
  "elk.spacing.nodeNode": "28",
  "elk.layered.spacing.nodeNodeBetweenLayers": "40",
  "elk.spacing.edgeLabel": "4",
  "elk.spacing.edgeNode": "16",
  "elk.edgeLabels.inline": "true",
  "elk.layered.considerModelOrder.strategy": "NODES_AND_EDGES",
  "elk.layered.nodePlacement.strategy": "BRANDES_KOEPF",
  "elk.edgeRouting": "ORTHOGONAL",
  "elk.layered.edgeLabels.sideSelection": "SMART_DOWN",
};

export function toElkGraph(input: LayoutInput): ElkNode {
  const nodes = [...input.nodes].sort(compareLayoutNodes);
  const rank = new Map(nodes.map((node, index) => [node.id, index]));
  const edges = input.edges
    .filter((edge) => rank.has(edge.source) && rank.has(edge.target))
    .sort((a, b) => rank.get(a.source)! - rank.get(b.source)! || rank.get(a.target)! - rank.get(b.target)! || (a.id < b.id ? -1 : 1));
  return {
    id: "root",
    layoutOptions: ELK_OPTIONS,
    children: nodes.map((node) => ({ id: node.id, width: node.width, height: node.height })),
    edges: edges.map(
      (edge): ElkExtendedEdge => ({
        id: edge.id,
        sources: [edge.source],
        targets: [edge.target],
        ...(edge.label ? { labels: [{ id: `${edge.id}:label`, text: " ", ...edge.label }] } : {}),
      }),
    ),
  };
}

/** The smallest box holding every rect; null for none. */
export function boundsOf(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((box) => box.x));
  const top = Math.min(...rects.map((box) => box.y));
  const right = Math.max(...rects.map((box) => box.x + box.width));
  const bottom = Math.max(...rects.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Midpoint along a polyline, by length: where a label goes when ELK did not place one. */
export function pointAlong(points: readonly Point[], fraction = 0.5): Point {
  const lengths = points.slice(1).map((point, index) => Math.hypot(point.x - points[index].x, point.y - points[index].y));
  let remaining = lengths.reduce((sum, length) => sum + length, 0) * fraction;
  for (let index = 0; index < lengths.length; index++) {
    if (remaining <= lengths[index] && lengths[index] > 0) {
      const t = remaining / lengths[index];
      return { x: points[index].x + (points[index + 1].x - points[index].x) * t, y: points[index].y + (points[index + 1].y - points[index].y) * t };
    }
    remaining -= lengths[index];
  }
  return points[points.length - 1] ?? { x: 0, y: 0 };
}

/** A tenth of a pixel is finer than any screen shows; ELK's full doubles would double the stored layout. */
const px = (value = 0) => Math.round(value * 10) / 10;
const point = (at: { x?: number; y?: number }): Point => ({ x: px(at.x), y: px(at.y) });
const rect = (box: { x?: number; y?: number; width?: number; height?: number }): Rect => ({ ...point(box), width: px(box.width), height: px(box.height) });

export function fromElkGraph(graph: ElkNode): GraphLayout {
  const nodes: GraphLayout["nodes"] = {};
  for (const child of graph.children ?? []) nodes[child.id] = rect(child);
  const edges: GraphLayout["edges"] = {};
  for (const edge of graph.edges ?? []) {
    const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(point));
    const label = edge.labels?.[0];
    edges[edge.id] = {
      points,
      label: label ? rect(label) : null,
    };
  }
  return { nodes, edges, width: px(graph.width), height: px(graph.height) };
}

/**
 * What laying out a run takes: ELK's graph for small runs, the layered layout for larger ones
 * (with edge lanes, or straight edges for huge runs). A stored layout is keyed by a hash of its
 * plan, so a change to any of them lays runs out again.
 */
export type LayoutPlan = { kind: "elk"; graph: ElkNode } | { kind: "layered"; version: 2; lanes: boolean; input: LayoutInput };

export function planLayout(input: LayoutInput): LayoutPlan {
  if (isHugeGraph(input)) return { kind: "layered", version: 2, lanes: false, input };
  if (input.nodes.length > LARGE_GRAPH_NODES) return { kind: "layered", version: 2, lanes: true, input };
  return { kind: "elk", graph: toElkGraph(input) };
}

export async function runLayoutPlan(plan: LayoutPlan, engine: LayoutEngine): Promise<GraphLayout> {
  return plan.kind === "layered" ? layeredLayout(plan.input, { lanes: plan.lanes }) : fromElkGraph(await engine.layout(plan.graph));
}

export function layoutGraph(engine: LayoutEngine, input: LayoutInput): Promise<GraphLayout> {
  return runLayoutPlan(planLayout(input), engine);
}
