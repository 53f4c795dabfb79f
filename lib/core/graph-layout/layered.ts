import type { GraphLayout, LayoutInput, LayoutNodeInput, Rect } from "./layout";

/**
 * A plain layered layout for runs too large for ELK (10,000 agents took ELK 56 s and 2.6 GB):
 * longest-path layers, a few barycenter sweeps to untangle each layer, straight edges. Linear in
 * nodes and edges per sweep, so a 5,000-agent, 50,000-edge run lays out in tens of milliseconds.
 */

/** Above either of these, runs get this layout instead of ELK's. */
export const HUGE_GRAPH_NODES = 1_000;
export const HUGE_GRAPH_EDGES = 5_000;

const LAYER_GAP = 80;
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

export function layeredLayout(input: LayoutInput): GraphLayout {
  const nodes = [...input.nodes].sort(compareLayoutNodes);
  const ids = nodes.map((node) => node.id);
  const layerOf = longestPathLayers(ids, input.edges);
  const layers: LayoutNodeInput[][] = [];
  for (const node of nodes) (layers[layerOf.get(node.id)!] ??= []).push(node);

  const predecessors = new Map<string, string[]>(ids.map((id) => [id, []]));
  const successors = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const { source, target } of input.edges) {
    if (!predecessors.has(target) || !successors.has(source) || source === target) continue;
    predecessors.get(target)!.push(source);
    successors.get(source)!.push(target);
  }
  const rowOf = new Map<string, number>();
  const number = () => layers.forEach((layer) => layer.forEach((node, row) => rowOf.set(node.id, row)));
  number();
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    const forward = sweep % 2 === 0;
    const neighbours = forward ? predecessors : successors;
    const sequence = forward ? layers : [...layers].reverse();
    for (const layer of sequence) {
      const weight = new Map(
        layer.map((node) => {
          const rows = neighbours.get(node.id)!.map((other) => rowOf.get(other)!);
          return [node.id, rows.length > 0 ? rows.reduce((sum, row) => sum + row, 0) / rows.length : rowOf.get(node.id)!];
        }),
      );
      // Stable: ties keep their current order, so the result depends only on the input's order.
      layer.sort((a, b) => weight.get(a.id)! - weight.get(b.id)!);
      layer.forEach((node, row) => rowOf.set(node.id, row));
    }
  }

  const columnWidth = Math.max(0, ...nodes.map((node) => node.width)) + LAYER_GAP;
  const rowHeight = Math.max(0, ...nodes.map((node) => node.height)) + NODE_GAP;
  const tallest = Math.max(0, ...layers.map((layer) => layer.length));
  const placed: GraphLayout["nodes"] = {};
  layers.forEach((layer, column) => {
    const offset = ((tallest - layer.length) * rowHeight) / 2;
    layer.forEach((node, row) => (placed[node.id] = { x: column * columnWidth, y: offset + row * rowHeight, width: node.width, height: node.height }));
  });

  const edges: GraphLayout["edges"] = {};
  for (const edge of input.edges) {
    const from = placed[edge.source];
    const to = placed[edge.target];
    if (!from || !to) continue;
    const start = { x: from.x + from.width, y: from.y + from.height / 2 };
    const end = { x: to.x, y: to.y + to.height / 2 };
    const label: Rect | null = edge.label
      ? { x: (start.x + end.x) / 2 - edge.label.width / 2, y: (start.y + end.y) / 2 - edge.label.height / 2, width: edge.label.width, height: edge.label.height }
      : null;
    edges[edge.id] = { points: [start, end], label };
  }
  return { nodes: placed, edges, width: Math.max(0, layers.length * columnWidth - LAYER_GAP), height: Math.max(0, tallest * rowHeight - NODE_GAP) };
}

/** Whether a run is past what ELK lays out in reasonable time and memory. */
export function isHugeGraph(input: LayoutInput): boolean {
  return input.nodes.length > HUGE_GRAPH_NODES || input.edges.length > HUGE_GRAPH_EDGES;
}
