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
  /** The group node this one is drawn inside (the node its subgraph ran in); absent at the top level. */
  parent?: string;
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
  /** Every node's box, in the graph's coordinates; a group's box holds its members'. */
  nodes: Record<string, Rect>;
  /**
   * Groups laid out hierarchically: each group node's direct members, in order. Absent when the
   * run has none, or when it was laid out flat (the layered layout of large runs ignores groups).
   */
  groups?: Record<string, string[]>;
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

/**
 * Space inside a group's box: a header for its name, status and collapse toggle, and a margin
 * round its members. The group's header is drawn by the page in exactly this height.
 */
export const GROUP_PADDING = { top: 44, left: 16, bottom: 16, right: 16 };

/**
 * A group's members are its children in ELK's graph, laid out with the rest in one pass
 * (INCLUDE_CHILDREN), so an edge may cross a group's border, and one from a member to its own
 * group ends on the group's border. Coordinates come back absolute (ROOT), as for a flat run.
 */
const HIERARCHY_OPTIONS: LayoutOptions = {
  "elk.hierarchyHandling": "INCLUDE_CHILDREN",
  "elk.json.shapeCoords": "ROOT",
  "elk.json.edgeCoords": "ROOT",
};
const GROUP_OPTIONS: LayoutOptions = {
  "elk.padding": `[top=${GROUP_PADDING.top},left=${GROUP_PADDING.left},bottom=${GROUP_PADDING.bottom},right=${GROUP_PADDING.right}]`,
};

/** Each node's parent, kept only when it is a node of the graph and the node does not nest in a loop. */
function parentsOf(nodes: readonly LayoutNodeInput[]): Map<string, string> {
  const ids = new Set(nodes.map((node) => node.id));
  const declared = new Map<string, string>();
  for (const node of nodes) if (node.parent !== undefined && ids.has(node.parent)) declared.set(node.id, node.parent);
  const looped = (id: string) => {
    const seen = new Set([id]);
    for (let up = declared.get(id); up !== undefined; up = declared.get(up)) {
      if (seen.has(up)) return true;
      seen.add(up);
    }
    return false;
  };
  return new Map([...declared].filter(([id]) => !looped(id)));
}

export function toElkGraph(input: LayoutInput): ElkNode {
  const nodes = [...input.nodes].sort(compareLayoutNodes);
  const rank = new Map(nodes.map((node, index) => [node.id, index]));
  const edges = input.edges
    .filter((edge) => rank.has(edge.source) && rank.has(edge.target))
    .sort((a, b) => rank.get(a.source)! - rank.get(b.source)! || rank.get(a.target)! - rank.get(b.target)! || (a.id < b.id ? -1 : 1));
  const parents = parentsOf(nodes);
  const groups = new Set(parents.values());
  // A group's size is its members' and its padding, as ELK works it out.
  const elkNodes = new Map(
    nodes.map((node): [string, ElkNode] => [node.id, groups.has(node.id) ? { id: node.id, layoutOptions: GROUP_OPTIONS, children: [] } : { id: node.id, width: node.width, height: node.height }]),
  );
  for (const node of nodes) {
    const parent = parents.get(node.id);
    if (parent !== undefined) elkNodes.get(parent)!.children!.push(elkNodes.get(node.id)!);
  }
  return {
    id: "root",
    layoutOptions: groups.size > 0 ? { ...ELK_OPTIONS, ...HIERARCHY_OPTIONS } : ELK_OPTIONS,
    children: nodes.filter((node) => !parents.has(node.id)).map((node) => elkNodes.get(node.id)!),
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
  const groups: Record<string, string[]> = {};
  const visit = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      nodes[child.id] = rect(child);
      if (child.children?.length) groups[child.id] = child.children.map((member) => member.id);
      visit(child);
    }
  };
  visit(graph);
  const edges: GraphLayout["edges"] = {};
  for (const edge of graph.edges ?? []) {
    const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(point));
    const label = edge.labels?.[0];
    edges[edge.id] = {
      points,
      label: label ? rect(label) : null,
    };
  }
  return { nodes, edges, width: px(graph.width), height: px(graph.height), ...(Object.keys(groups).length > 0 ? { groups } : {}) };
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
