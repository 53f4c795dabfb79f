import type { FenceStatus } from "@/lib/api";
import { NODE_SIZE, edgeKey, type GraphLayout, type Point, type Rect } from "@/lib/core/graph-layout";
import type { GraphHighlight } from "../chain/chain-highlight";
import { worstStatus, type EdgeDisplayStatus, type GraphVerdicts } from "./edge-status";

/**
 * Subgraphs drawn as groups: the node a subgraph ran in holds its nodes (the layout's `groups`),
 * and a collapsed group is drawn as one node of the usual size in their place, with the worst
 * verdict among them (a top-level one hands back the width it freed). Edges with an end inside a collapsed group attach to the group; those
 * between its own nodes, or from a node to its own group, are no longer drawn. Pure, so the page
 * only keeps which groups are collapsed.
 */

/** An edge as drawn: one of the run's, or several of them gathered onto a collapsed group. */
export interface DrawnEdge {
  id: string;
  source: string;
  target: string;
  /** The run's edges (`source->target`) it stands for, in the run's order. */
  members: string[];
}

export interface DrawnGraph {
  /** The drawn nodes' boxes and the drawn edges' routes; `groups` holds the expanded groups only. */
  layout: GraphLayout;
  edges: DrawnEdge[];
  /** Each node drawn inside an expanded group → that group (React Flow's parent node). */
  groupOf: Map<string, string>;
  /** Each collapsed group → the nodes it hides (its members, theirs, and so on). */
  hidden: Map<string, string[]>;
}

/** Where a collapsed group's node goes: its box's left edge, centred on the box's height. */
function collapsedBox(group: Rect): Rect {
  return { x: group.x, y: Math.round(group.y + (group.height - NODE_SIZE.height) / 2), ...NODE_SIZE };
}

/** Source's right side to target's left side, with one vertical step halfway, as the layout's orthogonal routes run. */
function elbow(source: Rect, target: Rect): Point[] {
  const start = { x: source.x + source.width, y: source.y + source.height / 2 };
  const end = { x: target.x, y: target.y + target.height / 2 };
  if (start.y === end.y) return [start, end];
  const middle = (start.x + end.x) / 2;
  return [start, { x: middle, y: start.y }, { x: middle, y: end.y }, end];
}

export function drawGroups(layout: GraphLayout, edges: readonly { source: string; target: string }[], collapsed: ReadonlySet<string>): DrawnGraph {
  const groups = layout.groups ?? {};
  const parentOf = new Map<string, string>();
  for (const [group, members] of Object.entries(groups)) for (const member of members) parentOf.set(member, group);
  const isCollapsed = (node: string) => collapsed.has(node) && node in groups;

  /** The node drawn for `node`: its outermost collapsed group, else itself. */
  const shownAs = (node: string) => {
    let shown = node;
    for (let up = parentOf.get(node); up !== undefined; up = parentOf.get(up)) if (isCollapsed(up)) shown = up;
    return shown;
  };

  const nodes: GraphLayout["nodes"] = {};
  const hidden = new Map<string, string[]>();
  const groupOf = new Map<string, string>();
  for (const [name, box] of Object.entries(layout.nodes)) {
    const shown = shownAs(name);
    if (shown !== name) {
      hidden.set(shown, [...(hidden.get(shown) ?? []), name]);
      continue;
    }
    nodes[name] = isCollapsed(name) ? collapsedBox(box) : box;
    const group = parentOf.get(name);
    if (group !== undefined) groupOf.set(name, group);
  }

  const drawn = new Map<string, DrawnEdge>();
  for (const edge of edges) {
    const [source, target] = [shownAs(edge.source), shownAs(edge.target)];
    if (source === target) continue;
    const id = edgeKey(source, target);
    const existing = drawn.get(id);
    if (existing) existing.members.push(edgeKey(edge.source, edge.target));
    else drawn.set(id, { id, source, target, members: [edgeKey(edge.source, edge.target)] });
  }

  const own = (edge: DrawnEdge) => edge.members.length === 1 && edge.members[0] === edge.id && !isCollapsed(edge.source) && !isCollapsed(edge.target) && edge.id in layout.edges;
  const ownRoutes: GraphLayout["edges"] = {};
  for (const edge of drawn.values()) if (own(edge)) ownRoutes[edge.id] = layout.edges[edge.id];

  // Top-level collapsed groups give back the width they no longer need, rightmost first so each
  // shift leaves the boxes of those to its left as they are.
  let width = layout.width;
  const topLevel = [...collapsed].filter((group) => isCollapsed(group) && group in nodes && !parentOf.has(group)).sort((a, b) => layout.nodes[b].x - layout.nodes[a].x);
  for (const group of topLevel) {
    const shift = freedWidth(layout.nodes[group], group, nodes);
    if (shift === null) continue;
    for (const [name, box] of Object.entries(nodes)) nodes[name] = { ...box, x: shift.map(box.x) };
    for (const [id, route] of Object.entries(ownRoutes)) {
      ownRoutes[id] = { points: route.points.map((point) => ({ ...point, x: shift.map(point.x) })), label: route.label && { ...route.label, x: shift.map(route.label.x) } };
    }
    width -= shift.by;
  }

  const routes: GraphLayout["edges"] = {};
  for (const edge of drawn.values()) {
    const [source, target] = [nodes[edge.source], nodes[edge.target]];
    if (ownRoutes[edge.id]) routes[edge.id] = ownRoutes[edge.id];
    else if (source && target) routes[edge.id] = { points: elbow(source, target), label: null };
  }

  const expanded = Object.entries(groups).filter(([group]) => group in nodes && !isCollapsed(group));
  return {
    layout: { ...layout, nodes, edges: routes, width, ...(layout.groups ? { groups: Object.fromEntries(expanded) } : {}) },
    edges: [...drawn.values()],
    groupOf,
    hidden,
  };
}

/**
 * The width a collapsed group's box frees: from its node's right side (or the right side of any
 * other node in its columns, whichever is further) to the box's right side. Everything right of
 * the box moves left by it; a route's point inside the freed band moves to its left edge, so
 * orthogonal routes stay orthogonal. Null when nothing is freed.
 */
function freedWidth(box: Rect, group: string, nodes: Readonly<Record<string, Rect>>): { by: number; map: (x: number) => number } | null {
  const right = box.x + box.width;
  let from = box.x + NODE_SIZE.width;
  for (const [name, other] of Object.entries(nodes)) {
    if (name !== group && other.x < right && other.x + other.width > from) from = Math.max(from, other.x + other.width);
  }
  const by = right - from;
  if (by <= 0) return null;
  return { by, map: (x) => (x <= from ? x : Math.max(from, x - by)) };
}

/** The audit's verdicts on the drawn graph: a collapsed group's ring is the worst of its nodes', a gathered edge the worst of its members'. */
export function drawnVerdicts(drawn: DrawnGraph, verdicts: GraphVerdicts): GraphVerdicts {
  const nodes = new Map(verdicts.nodes);
  for (const [group, members] of drawn.hidden) {
    const worst = worstStatus([group, ...members].flatMap((node) => verdicts.nodes.get(node) ?? []));
    if (worst) nodes.set(group, worst);
    else nodes.delete(group);
  }
  const edges = new Map<string, EdgeDisplayStatus>();
  for (const edge of drawn.edges) {
    const statuses = edge.members.map((member) => verdicts.edges.get(member) ?? "not-audited");
    edges.set(edge.id, worstStatus(statuses.filter((status): status is FenceStatus => status !== "not-audited")) ?? "not-audited");
  }
  return { ...verdicts, nodes, edges };
}

/** An open chain on the drawn graph: a collapsed group is lit when the chain passes through any of its nodes, a gathered edge when it runs along any member. */
export function drawnHighlight(drawn: DrawnGraph, highlight: GraphHighlight | null): GraphHighlight | null {
  if (highlight === null) return null;
  const nodes = new Set([...highlight.nodes].filter((node) => node in drawn.layout.nodes));
  for (const [group, members] of drawn.hidden) if (members.some((member) => highlight.nodes.has(member))) nodes.add(group);
  const edges = new Set(drawn.edges.filter((edge) => edge.members.some((member) => highlight.edges.has(member))).map((edge) => edge.id));
  return { nodes, edges };
}
