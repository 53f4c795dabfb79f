import type { GraphLayout, LayoutInput, LayoutNodeInput, Rect } from "./layout";

/**
 * A plain layered layout for runs too large for ELK to lay out while a reviewer waits (ELK took
 * ~1.7 s for 500 agents on an idle 2-core machine, and 56 s and 2.6 GB for 10,000): longest-path
 * layers, a few barycenter sweeps to untangle each layer, edges that skip layers routed through
 * lanes of their own. Linear in nodes and edges (and lanes) per sweep: tens of milliseconds for
 * 500 agents; a 5,000-agent, 50,000-edge run, drawn with straight edges, about a hundred.
 */

/** Above either of these, runs get this layout instead of ELK's. */
export const HUGE_GRAPH_NODES = 1_000;
export const HUGE_GRAPH_EDGES = 5_000;

const LAYER_GAP = 80;
/** With lanes, edges bend between layers: ELK's polylines took about this much room, which keeps the drawing as dense as it was. */
const LANE_LAYER_GAP = 150;
const NODE_GAP = 20;
const SWEEPS = 4;

export const compareLayoutNodes = (a: LayoutNodeInput, b: LayoutNodeInput) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Each node's layer: the longest path reaching it, so every edge points to a later layer. Edges
 * that close a cycle (found by a depth-first walk in `nodes` order, with an explicit stack) are
 * set aside first. Unknown endpoints are ignored.
 */
export function longestPathLayers(nodes: readonly string[], edges: readonly { source: string; target: string }[]): Map<string, number> {
  const index = new Map(nodes.map((node, position) => [node, position]));
  const out: number[][] = nodes.map(() => []);
  for (const { source, target } of edges) {
    const from = index.get(source);
    const to = index.get(target);
    if (from !== undefined && to !== undefined && from !== to) out[from].push(to);
  }
  // 0 unvisited, 1 on the current path, 2 done: an edge to a node on the path closes a cycle.
  const state = new Uint8Array(nodes.length);
  const acyclic: number[][] = nodes.map(() => []);
  const order: number[] = [];
  for (let root = 0; root < nodes.length; root++) {
    if (state[root]) continue;
    const stack: { node: number; next: number }[] = [{ node: root, next: 0 }];
    state[root] = 1;
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (frame.next < out[frame.node].length) {
        const next = out[frame.node][frame.next++];
        if (state[next] === 1) continue;
        acyclic[frame.node].push(next);
        if (state[next] === 0) {
          state[next] = 1;
          stack.push({ node: next, next: 0 });
        }
        continue;
      }
      state[frame.node] = 2;
      order.push(frame.node);
      stack.pop();
    }
  }
  // Reverse post-order is a topological order of the acyclic edges.
  const layer = new Int32Array(nodes.length);
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i];
    for (const next of acyclic[node]) if (layer[next] < layer[node] + 1) layer[next] = layer[node] + 1;
  }
  return new Map(nodes.map((node, position) => [node, layer[position]]));
}

/** Height of the lane a long edge takes through each layer it crosses. */
const LANE_HEIGHT = 8;
const LANE_GAP = 6;

/** A node, or one lane of a long edge through a layer: what each layer stacks top to bottom. */
interface Slot {
  node: LayoutNodeInput | null;
  height: number;
  gap: number;
  layer: number;
}

export interface LayeredOptions {
  /**
   * Route every edge that skips layers through a lane of its own in each layer it crosses (the
   * classic layered drawing: no edge runs over a node), ordered with the nodes. Without it, edges
   * are straight lines: the only affordable drawing for huge runs.
   */
  lanes?: boolean;
}

export function layeredLayout(input: LayoutInput, options: LayeredOptions = {}): GraphLayout {
  const nodes = [...input.nodes].sort(compareLayoutNodes);
  const ids = nodes.map((node) => node.id);
  const rank = new Map(ids.map((id, position) => [id, position]));
  const ends = input.edges
    .filter((edge) => rank.has(edge.source) && rank.has(edge.target))
    .map((edge) => ({ edge, source: rank.get(edge.source)!, target: rank.get(edge.target)! }));
  // Lanes are stacked in edge order before the sweeps: a fixed one, whatever order the edges came in.
  if (options.lanes) ends.sort((a, b) => a.source - b.source || a.target - b.target || (a.edge.id < b.edge.id ? -1 : a.edge.id > b.edge.id ? 1 : 0));
  const layerOf = longestPathLayers(ids, input.edges);

  const slots: Slot[] = nodes.map((node) => ({ node, height: node.height, gap: NODE_GAP, layer: layerOf.get(node.id)! }));
  const predecessors: number[][] = nodes.map(() => []);
  const successors: number[][] = nodes.map(() => []);
  const link = (from: number, to: number) => {
    successors[from].push(to);
    predecessors[to].push(from);
  };
  /** Each edge's lanes, source to target, when it skips layers. */
  const lanesOf = new Map<number, number[]>();
  ends.forEach(({ source, target }, index) => {
    if (source === target) return;
    const lanes: number[] = [];
    for (let layer = slots[source].layer + 1; options.lanes && layer < slots[target].layer; layer++) {
      const lane = slots.push({ node: null, height: LANE_HEIGHT, gap: LANE_GAP, layer }) - 1;
      predecessors.push([]);
      successors.push([]);
      link(lanes.at(-1) ?? source, lane);
      lanes.push(lane);
    }
    link(lanes.at(-1) ?? source, target);
    if (lanes.length > 0) lanesOf.set(index, lanes);
  });

  const layers: number[][] = [];
  slots.forEach((slot, index) => (layers[slot.layer] ??= []).push(index));
  const rowOf = new Float64Array(slots.length);
  const number = (layer: number[]) => layer.forEach((slot, row) => (rowOf[slot] = row));
  layers.forEach(number);
  const weight = new Float64Array(slots.length);
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    const neighbours = sweep % 2 === 0 ? predecessors : successors;
    const sequence = sweep % 2 === 0 ? layers : [...layers].reverse();
    for (const layer of sequence) {
      for (const slot of layer) {
        const rows = neighbours[slot];
        weight[slot] = rows.length > 0 ? rows.reduce((sum, other) => sum + rowOf[other], 0) / rows.length : rowOf[slot];
      }
      // Stable: ties keep their current order, so the result depends only on the input's order.
      layer.sort((a, b) => weight[a] - weight[b]);
      number(layer);
    }
  }

  const gap = options.lanes ? LANE_LAYER_GAP : LAYER_GAP;
  const columnWidth = Math.max(0, ...nodes.map((node) => node.width)) + gap;
  const layerHeight = (layer: number[]) => layer.reduce((sum, slot) => sum + slots[slot].height + slots[slot].gap, 0) - (layer.length > 0 ? slots[layer[layer.length - 1]].gap : 0);
  const tallest = Math.max(0, ...layers.map(layerHeight));
  const top = new Float64Array(slots.length);
  layers.forEach((layer) => {
    let y = (tallest - layerHeight(layer)) / 2;
    for (const slot of layer) {
      top[slot] = y;
      y += slots[slot].height + slots[slot].gap;
    }
  });
  const placed: GraphLayout["nodes"] = {};
  slots.forEach((slot, index) => {
    if (slot.node) placed[slot.node.id] = { x: slot.layer * columnWidth, y: top[index], width: slot.node.width, height: slot.node.height };
  });

  const laneWidth = columnWidth - gap;
  const routed: GraphLayout["edges"] = {};
  ends.forEach(({ edge }, index) => {
    const from = placed[edge.source];
    const to = placed[edge.target];
    const points = [{ x: from.x + from.width, y: from.y + from.height / 2 }];
    for (const lane of lanesOf.get(index) ?? []) {
      const y = top[lane] + LANE_HEIGHT / 2;
      points.push({ x: slots[lane].layer * columnWidth, y }, { x: slots[lane].layer * columnWidth + laneWidth, y });
    }
    points.push({ x: to.x, y: to.y + to.height / 2 });
    // With lanes, as for ELK's large runs before, the page centres each label on its route; a
    // straight edge's label sits at its midpoint.
    const [start, end] = [points[0], points[points.length - 1]];
    const label: Rect | null =
      edge.label && !options.lanes
        ? { x: (start.x + end.x) / 2 - edge.label.width / 2, y: (start.y + end.y) / 2 - edge.label.height / 2, width: edge.label.width, height: edge.label.height }
        : null;
    routed[edge.id] = { points, label };
  });
  return { nodes: placed, edges: routed, width: Math.max(0, layers.length * columnWidth - gap), height: Math.max(0, tallest) };
}

/** Whether a run is past what ELK lays out in reasonable time and memory. */
export function isHugeGraph(input: LayoutInput): boolean {
  return input.nodes.length > HUGE_GRAPH_NODES || input.edges.length > HUGE_GRAPH_EDGES;
}
