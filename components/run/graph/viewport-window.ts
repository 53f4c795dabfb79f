import type { ReactFlowState } from "@xyflow/react";
import type { GraphLayout, Rect } from "@/lib/core/graph-layout";

/**
 * The part of a large run React Flow holds while zoomed in. React Flow's cost grows with every node
 * it is given, drawn or culled, so a 500-agent run hands it only the nodes near the screen (a
 * margin of a quarter screen each side, snapped to a grid so a pan re-windows only now and then),
 * the edges touching them, and those edges' far ends. Edges passing the screen with neither end
 * near it are drawn by the overview layer instead.
 */

const CELL = 1000;
/** Of the screen's size, on each side: enough that a pan reveals nodes React Flow already holds. */
const MARGIN = 0.25;

/** The screen in flow coordinates, widened by MARGIN and snapped to CELL: a string, so the store's subscribers re-render only when it moves to other cells. */
export function viewportWindowKey(state: Pick<ReactFlowState, "transform" | "width" | "height">): string {
  const [tx, ty, zoom] = state.transform;
  const width = state.width / zoom;
  const height = state.height / zoom;
  const left = -tx / zoom - width * MARGIN;
  const top = -ty / zoom - height * MARGIN;
  return [Math.floor(left / CELL), Math.floor(top / CELL), Math.ceil((left + width * (1 + 2 * MARGIN)) / CELL), Math.ceil((top + height * (1 + 2 * MARGIN)) / CELL)].join(",");
}

export function windowRect(key: string): Rect {
  const [left, top, right, bottom] = key.split(",").map((cell) => Number(cell) * CELL);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const intersects = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export interface WindowedGraph {
  nodes: Set<string>;
  edges: Set<string>;
}

/** Nodes inside the window, every edge touching one of them, and those edges' other ends. */
export function windowedGraph(layout: GraphLayout, edges: readonly { id: string; source: string; target: string }[], window: Rect): WindowedGraph {
  const inside = new Set(Object.entries(layout.nodes).flatMap(([name, box]) => (intersects(box, window) ? [name] : [])));
  const nodes = new Set(inside);
  const kept = new Set<string>();
  for (const edge of edges) {
    if (!inside.has(edge.source) && !inside.has(edge.target)) continue;
    kept.add(edge.id);
    nodes.add(edge.source);
    nodes.add(edge.target);
  }
  return { nodes, edges: kept };
}
