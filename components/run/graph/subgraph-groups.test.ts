import { describe, expect, it } from "vitest";
import { NODE_SIZE, type GraphLayout } from "@/lib/core/graph-layout";
import type { GraphVerdicts } from "./edge-status";
import { drawGroups, drawnHighlight, drawnVerdicts } from "./subgraph-groups";

const box = (x: number, y: number, width = NODE_SIZE.width, height = NODE_SIZE.height) => ({ x, y, width, height });
const route = (x1: number, y1: number, x2: number, y2: number) => ({ points: [{ x: x1, y: y1 }, { x: x2, y: y2 }], label: null });

/**
 * The deep_research run's shape: supervisor holds two researchers (search → compress), each
 * compress feeds supervisor back; a planner outside feeds the first search, so one edge enters the group.
 */
const EDGES = [
  { source: "planner", target: "search" },
  { source: "search", target: "compress" },
  { source: "search_2", target: "compress_2" },
  { source: "compress", target: "supervisor" },
  { source: "compress_2", target: "supervisor" },
  { source: "supervisor", target: "writer" },
];
const LAYOUT: GraphLayout = {
  nodes: {
    planner: box(0, 100),
    supervisor: box(300, 0, 560, 260),
    search: box(316, 44),
    compress: box(620, 44),
    search_2: box(316, 160),
    compress_2: box(620, 160),
    writer: box(940, 92),
  },
  edges: {
    "planner->search": route(220, 138, 316, 82),
    "search->compress": route(536, 82, 620, 82),
    "search_2->compress_2": route(536, 198, 620, 198),
    "compress->supervisor": route(840, 82, 860, 82),
    "compress_2->supervisor": route(840, 198, 860, 198),
    "supervisor->writer": route(860, 130, 940, 130),
  },
  groups: { supervisor: ["search", "compress", "search_2", "compress_2"] },
  width: 1160,
  height: 260,
};

describe("drawGroups", () => {
  it("draws an expanded group round its nodes, each edge on its own route", () => {
    const drawn = drawGroups(LAYOUT, EDGES, new Set());
    expect(drawn.layout).toEqual(LAYOUT);
    expect(drawn.edges.map((edge) => [edge.id, edge.members])).toEqual(EDGES.map(({ source, target }) => [`${source}->${target}`, [`${source}->${target}`]]));
    expect(Object.fromEntries(drawn.groupOf)).toEqual({ search: "supervisor", compress: "supervisor", search_2: "supervisor", compress_2: "supervisor" });
    expect(drawn.hidden.size).toBe(0);
  });

  it("collapses a group to one node of the usual size, hides its nodes and drops the edges inside it", () => {
    const drawn = drawGroups(LAYOUT, EDGES, new Set(["supervisor"]));
    expect(Object.keys(drawn.layout.nodes)).toEqual(["planner", "supervisor", "writer"]);
    expect(drawn.layout.nodes.supervisor).toEqual({ x: 300, y: 92, ...NODE_SIZE });
    expect(drawn.layout.groups).toEqual({});
    expect(drawn.hidden.get("supervisor")).toEqual(["search", "compress", "search_2", "compress_2"]);
    expect(drawn.groupOf.size).toBe(0);
    expect(drawn.edges.map((edge) => [edge.id, edge.members])).toEqual([
      ["planner->supervisor", ["planner->search"]],
      ["supervisor->writer", ["supervisor->writer"]],
    ]);
  });

  it("attaches an edge crossing the boundary to the collapsed group, routed from side to side", () => {
    const drawn = drawGroups(LAYOUT, EDGES, new Set(["supervisor"]));
    expect(drawn.layout.edges["planner->supervisor"].points).toEqual([
      { x: 220, y: 138 },
      { x: 260, y: 138 },
      { x: 260, y: 130 },
      { x: 300, y: 130 },
    ]);
    // The group's own edge leaves its collapsed box now, not the expanded border.
    expect(drawn.layout.edges["supervisor->writer"].points).toEqual([{ x: 520, y: 130 }, { x: 600, y: 130 }]);
  });

  it("gives back the width the collapsed box no longer needs: what lies right of it moves left", () => {
    const drawn = drawGroups(LAYOUT, EDGES, new Set(["supervisor"]));
    // 560 wide, now 220: the writer moves 340 to the left, and the drawing narrows by as much.
    expect(drawn.layout.nodes.writer).toEqual({ ...LAYOUT.nodes.writer, x: 600 });
    expect(drawn.layout.width).toBe(LAYOUT.width - 340);
    expect(drawn.layout.nodes.planner).toEqual(LAYOUT.nodes.planner);
  });

  it("moves nothing into another node in the group's columns, and keeps a route through them orthogonal", () => {
    const above: GraphLayout = {
      ...LAYOUT,
      nodes: { ...LAYOUT.nodes, critic: box(600, -120) },
      edges: { ...LAYOUT.edges, "critic->writer": { points: [{ x: 820, y: -82 }, { x: 900, y: -82 }, { x: 900, y: 110 }, { x: 940, y: 110 }], label: null } },
    };
    const drawn = drawGroups(above, [...EDGES, { source: "critic", target: "writer" }], new Set(["supervisor"]));
    // The critic spans 600–820 over the group: only 860 − 820 = 40 is freed.
    expect(drawn.layout.nodes.critic).toEqual(above.nodes.critic);
    expect(drawn.layout.nodes.writer.x).toBe(900);
    expect(drawn.layout.edges["critic->writer"].points).toEqual([{ x: 820, y: -82 }, { x: 860, y: -82 }, { x: 860, y: 110 }, { x: 900, y: 110 }]);
  });

  it("gathers several crossing edges onto one drawn edge, and ignores a collapse of what is no group", () => {
    const edges = [...EDGES, { source: "planner", target: "search_2" }];
    const drawn = drawGroups(LAYOUT, edges, new Set(["supervisor", "writer"]));
    expect(drawn.edges.find((edge) => edge.id === "planner->supervisor")!.members).toEqual(["planner->search", "planner->search_2"]);
    expect(drawn.layout.nodes.writer).toMatchObject({ width: NODE_SIZE.width, height: NODE_SIZE.height });
    expect(drawn.hidden.has("writer")).toBe(false);
  });

  it("hides a nested group's nodes inside the outer collapsed group", () => {
    const nested: GraphLayout = { ...LAYOUT, nodes: { ...LAYOUT.nodes, inner: box(330, 50) }, groups: { supervisor: ["search", "compress", "search_2", "compress_2"], search: ["inner"] } };
    const drawn = drawGroups(nested, [...EDGES, { source: "inner", target: "search" }], new Set(["supervisor", "search"]));
    expect(drawn.hidden.get("supervisor")).toEqual(expect.arrayContaining(["search", "inner"]));
    expect(drawn.hidden.has("search")).toBe(false);
    expect(drawn.edges.some((edge) => edge.members.includes("inner->search"))).toBe(false);
  });

  it("draws a flat layout as it is", () => {
    const flat: GraphLayout = { ...LAYOUT, groups: undefined };
    const drawn = drawGroups(flat, EDGES, new Set(["supervisor"]));
    expect(drawn.layout).toEqual(flat);
    expect(drawn.groupOf.size).toBe(0);
  });
});

describe("drawnVerdicts and drawnHighlight", () => {
  const verdicts: GraphVerdicts = {
    nodes: new Map([
      ["supervisor", "pass"],
      ["compress", "fail"],
      ["writer", "pass"],
    ]),
    edges: new Map([
      ["planner->search", "pass"],
      ["planner->search_2", "fail"],
      ["search->compress", "fail"],
      ["supervisor->writer", "pass"],
    ]),
    unplaced: [],
    overrides: new Map(),
  };

  it("gives a collapsed group the worst verdict of its nodes, and a gathered edge the worst of its members", () => {
    const drawn = drawGroups(LAYOUT, [...EDGES, { source: "planner", target: "search_2" }], new Set(["supervisor"]));
    const shown = drawnVerdicts(drawn, verdicts);
    expect(shown.nodes.get("supervisor")).toBe("fail");
    expect(shown.edges.get("planner->supervisor")).toBe("fail");
    expect(shown.edges.get("supervisor->writer")).toBe("pass");
    expect(drawnVerdicts(drawGroups(LAYOUT, EDGES, new Set()), verdicts).nodes.get("supervisor")).toBe("pass");
  });

  it("lights a collapsed group when the chain runs through its nodes, and an expanded group's path inside it", () => {
    const chain = { nodes: new Set(["writer", "supervisor", "compress", "search"]), edges: new Set(["supervisor->writer", "compress->supervisor", "search->compress"]) };
    const collapsed = drawnHighlight(drawGroups(LAYOUT, EDGES, new Set(["supervisor"])), chain)!;
    expect([...collapsed.nodes].sort()).toEqual(["supervisor", "writer"]);
    expect([...collapsed.edges]).toEqual(["supervisor->writer"]);
    const expanded = drawnHighlight(drawGroups(LAYOUT, EDGES, new Set()), chain)!;
    expect([...expanded.edges].sort()).toEqual(["compress->supervisor", "search->compress", "supervisor->writer"]);
    expect(drawnHighlight(drawGroups(LAYOUT, EDGES, new Set()), null)).toBeNull();
  });
});
