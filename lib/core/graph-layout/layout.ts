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
 * Above this many nodes the layout trades polish for speed (straight-line routing, labels placed
 * on the route afterwards instead of as ELK label nodes): labels and orthogonal routing multiply
 * ELK's work on graphs with thousands of long edges.
 */
export const LARGE_GRAPH_NODES = 150;

const BASE_OPTIONS: LayoutOptions = {
  "elk.algorithm": "layered",
  "elk.direction": "RIGHT",
  "elk.randomSeed": "1",
  "elk.spacing.nodeNode": "28",
  "elk.layered.spacing.nodeNodeBetweenLayers": "40",
  "elk.spacing.edgeLabel": "4",
  "elk.spacing.edgeNode": "16",
  "elk.edgeLabels.inline": "true",
};

/** Manifest order within layers and Brandes–Köpf placement: the most readable, affordable on small runs. */
const SMALL_GRAPH_OPTIONS: LayoutOptions = {
  ...BASE_OPTIONS,
  "elk.layered.considerModelOrder.strategy": "NODES_AND_EDGES",
  "elk.layered.nodePlacement.strategy": "BRANDES_KOEPF",
  "elk.edgeRouting": "ORTHOGONAL",
  "elk.layered.edgeLabels.sideSelection": "SMART_DOWN",
};

/**
 * Measured in Node on a generated 500-agent, 2,138-edge run: model-order constraints took ELK
 * from ~3 s to ~25 s, Brandes–Köpf placement doubled the rest, and crossing minimisation halved
 * what was left (≈1.7 s → 0.85 s). Large runs use none of them; each layer then keeps manifest
 * order, which is still deterministic (ELK is, for a fixed seed and input order).
 */
const LARGE_GRAPH_OPTIONS: LayoutOptions = {
  ...BASE_OPTIONS,
  "elk.layered.nodePlacement.strategy": "SIMPLE",
  "elk.layered.crossingMinimization.strategy": "NONE",
  "elk.edgeRouting": "POLYLINE",
  "elk.layered.thoroughness": "1",
  "elk.spacing.nodeNode": "20",
};

export function toElkGraph(input: LayoutInput): ElkNode {
  const nodes = [...input.nodes].sort(compareLayoutNodes);
  const rank = new Map(nodes.map((node, index) => [node.id, index]));
  const large = nodes.length > LARGE_GRAPH_NODES;
  const edges = input.edges
    .filter((edge) => rank.has(edge.source) && rank.has(edge.target))
    .sort((a, b) => rank.get(a.source)! - rank.get(b.source)! || rank.get(a.target)! - rank.get(b.target)! || (a.id < b.id ? -1 : 1));
  return {
    id: "root",
    layoutOptions: large ? LARGE_GRAPH_OPTIONS : SMALL_GRAPH_OPTIONS,
    children: nodes.map((node) => ({ id: node.id, width: node.width, height: node.height })),
    edges: edges.map(
      (edge): ElkExtendedEdge => ({
        id: edge.id,
        sources: [edge.source],
        targets: [edge.target],
        ...(edge.label && !large ? { labels: [{ id: `${edge.id}:label`, text: " ", ...edge.label }] } : {}),
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
 * What laying out a run takes: ELK's graph for normal runs, the plain layered layout for huge
 * ones. A stored layout is keyed by a hash of its plan, so a change to either lays runs out again.
 */
export type LayoutPlan = { kind: "elk"; graph: ElkNode } | { kind: "layered"; version: 1; input: LayoutInput };

export function planLayout(input: LayoutInput): LayoutPlan {
  return isHugeGraph(input) ? { kind: "layered", version: 1, input } : { kind: "elk", graph: toElkGraph(input) };
}

export async function runLayoutPlan(plan: LayoutPlan, engine: LayoutEngine): Promise<GraphLayout> {
  return plan.kind === "layered" ? layeredLayout(plan.input) : fromElkGraph(await engine.layout(plan.graph));
}

export function layoutGraph(engine: LayoutEngine, input: LayoutInput): Promise<GraphLayout> {
  return runLayoutPlan(planLayout(input), engine);
}
