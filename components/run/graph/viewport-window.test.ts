import { describe, expect, it } from "vitest";
import type { GraphLayout } from "@/lib/core/graph-layout";
import { viewportWindowKey, windowedGraph, windowRect } from "./viewport-window";

const box = (x: number) => ({ x, y: 0, width: 200, height: 80 });
const LAYOUT: GraphLayout = {
  nodes: { a: box(0), b: box(3000), c: box(6000), d: box(9000) },
  edges: {},
  width: 9200,
  height: 80,
};
const edge = (source: string, target: string) => ({ id: `${source}->${target}`, source, target });
const EDGES = [edge("a", "b"), edge("b", "c"), edge("a", "d"), edge("c", "d")];

describe("viewportWindowKey", () => {
  it("widens the screen by a quarter screen each side and snaps to 1,000 px cells", () => {
    // Zoom 0.5 on a 1000 × 600 pane at the origin shows flow x 0–2000, y 0–1200; widened, x -500–2500, y -300–1500.
    expect(windowRect(viewportWindowKey({ transform: [0, 0, 0.5], width: 1000, height: 600 }))).toEqual({ x: -1000, y: -1000, width: 4000, height: 3000 });
  });

  it("stays the same for a small pan, so subscribers do not re-render on every frame", () => {
    const before = viewportWindowKey({ transform: [-100, 0, 0.5], width: 1000, height: 600 });
    expect(viewportWindowKey({ transform: [-110, -5, 0.5], width: 1000, height: 600 })).toBe(before);
  });
});

describe("windowedGraph", () => {
  it("keeps the nodes in the window, the edges touching them and their far ends, and nothing else", () => {
    const windowed = windowedGraph(LAYOUT, EDGES, { x: 2500, y: -100, width: 1000, height: 300 });
    expect([...windowed.nodes].sort()).toEqual(["a", "b", "c"]);
    expect([...windowed.edges].sort()).toEqual(["a->b", "b->c"]);
  });

  it("drops an edge that only passes over the window", () => {
    const windowed = windowedGraph(LAYOUT, EDGES, { x: 4000, y: -100, width: 1000, height: 300 });
    expect(windowed.nodes.size).toBe(0);
    expect(windowed.edges.has("a->d")).toBe(false);
  });
});
