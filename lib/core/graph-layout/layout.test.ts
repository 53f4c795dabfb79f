import ELK from "elkjs/lib/elk.bundled.js";
import { describe, expect, it } from "vitest";
import { HUGE_GRAPH_EDGES, HUGE_GRAPH_NODES, isHugeGraph, layeredLayout, longestPathLayers } from "./layered";
import { GROUP_PADDING, LARGE_GRAPH_NODES, boundsOf, layoutGraph, pointAlong, type GraphLayout, type LayoutInput, type Rect } from "./layout";

const engine = new ELK();
const NODE = { width: 220, height: 76 };
const LABEL = { width: 64, height: 18 };

function graph(names: string[], pairs: [string, string][]): LayoutInput {
  return {
    nodes: names.map((id, order) => ({ id, order, ...NODE })),
    edges: pairs.map(([source, target]) => ({ id: `${source}->${target}`, source, target, label: LABEL })),
  };
}

/** The clinical_summary sample: three sources fan into synthesizer, then writer, then the report. */
const CLINICAL = graph(
  ["literature", "trial_data", "stats", "synthesizer", "writer", "report"],
  [
    ["literature", "synthesizer"],
    ["trial_data", "synthesizer"],
    ["stats", "synthesizer"],
    ["synthesizer", "writer"],
    ["writer", "report"],
  ],
);

/** Fan-out then fan-in with a skip edge, the shape that makes labels and nodes collide. */
const DIAMOND = graph(
  ["planner", "a", "b", "c", "d", "merge", "report"],
  [
    ["planner", "a"],
    ["planner", "b"],
    ["planner", "c"],
    ["planner", "d"],
    ["a", "merge"],
    ["b", "merge"],
    ["c", "merge"],
    ["d", "merge"],
    ["planner", "merge"],
    ["merge", "report"],
  ],
);

/** A generated run just over the large-graph threshold: layers of 8 agents, each fed by two of the previous layer. */
function generated(count: number): LayoutInput {
  const width = 8;
  const names = Array.from({ length: count }, (_, index) => `agent_${index}`);
  const pairs: [string, string][] = [];
  for (let index = width; index < count; index++) {
    const previousLayer = index - (index % width) - width;
    pairs.push([names[previousLayer + (index % width)], names[index]]);
    pairs.push([names[previousLayer + ((index * 3 + 1) % width)], names[index]]);
  }
  return graph(names, [...new Map(pairs.map((pair) => [pair.join(">"), pair])).values()]);
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectNoNodeOverlaps(layout: GraphLayout) {
  const rects = Object.entries(layout.nodes);
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) {
      expect(overlaps(rects[i][1], rects[j][1]), `${rects[i][0]} overlaps ${rects[j][0]}`).toBe(false);
    }
  }
}

const reversed = <T>(items: readonly T[]): T[] => [...items].reverse();

describe("layoutGraph", () => {
  for (const [name, input] of [
    ["clinical_summary", CLINICAL],
    ["fan-out/fan-in", DIAMOND],
  ] as const) {
    it(`${name}: lays nodes out left to right without overlaps, labels clear of nodes`, async () => {
      const layout = await layoutGraph(engine, input);
      expect(Object.keys(layout.nodes).sort()).toEqual(input.nodes.map((node) => node.id).sort());
      expectNoNodeOverlaps(layout);
      for (const edge of input.edges) {
        expect(layout.nodes[edge.source].x, edge.id).toBeLessThan(layout.nodes[edge.target].x);
        const route = layout.edges[edge.id];
        expect(route.points.length, edge.id).toBeGreaterThanOrEqual(2);
        expect(route.label, edge.id).not.toBeNull();
        for (const [node, rect] of Object.entries(layout.nodes)) expect(overlaps(route.label!, rect), `${edge.id} label over ${node}`).toBe(false);
      }
    });

    it(`${name}: is deterministic, whatever order the nodes and edges arrive in`, async () => {
      const first = await layoutGraph(engine, input);
      const again = await layoutGraph(engine, { nodes: reversed(input.nodes), edges: reversed(input.edges) });
      expect(again).toEqual(first);
    });
  }

  it("keeps a large generated run overlap-free and deterministic on the fast path", async () => {
    const input = generated(LARGE_GRAPH_NODES + 10);
    const first = await layoutGraph(engine, input);
    expectNoNodeOverlaps(first);
    for (const edge of input.edges) expect(first.nodes[edge.source].x).toBeLessThan(first.nodes[edge.target].x);
    expect(await layoutGraph(engine, { nodes: reversed(input.nodes), edges: reversed(input.edges) })).toEqual(first);
  }, 60_000);
});

describe("layoutGraph with groups (subgraphs)", () => {
  /** The deep_research run: supervisor ran two researcher subgraphs; their compress nodes feed it back. */
  const DEEP: LayoutInput = (() => {
    const input = graph(
      ["supervisor", "supervisor_search", "supervisor_2_search", "supervisor_2_compress", "supervisor_compress", "writer", "report"],
      [
        ["supervisor_search", "supervisor_compress"],
        ["supervisor_2_search", "supervisor_2_compress"],
        ["supervisor_compress", "supervisor"],
        ["supervisor_2_compress", "supervisor"],
        ["supervisor", "writer"],
        ["writer", "report"],
      ],
    );
    for (const node of input.nodes) if (node.id.startsWith("supervisor_")) node.parent = "supervisor";
    return input;
  })();
  const inside = (inner: Rect, outer: Rect) => inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
  const members = ["supervisor_search", "supervisor_2_search", "supervisor_2_compress", "supervisor_compress"];

  it("draws a group's box round its members, below its header, and records them", async () => {
    const layout = await layoutGraph(engine, DEEP);
    expect(layout.groups).toEqual({ supervisor: members });
    const group = layout.nodes.supervisor;
    for (const member of members) {
      expect(inside(layout.nodes[member], group), member).toBe(true);
      expect(layout.nodes[member].y - group.y, member).toBeGreaterThanOrEqual(GROUP_PADDING.top);
    }
    for (const outside of ["writer", "report"]) expect(overlaps(layout.nodes[outside], group), outside).toBe(false);
    expect(group.x + group.width).toBeLessThanOrEqual(layout.nodes.writer.x);
  });

  it("ends an edge from a member to its own group on the group's border, and routes the others outside", async () => {
    const layout = await layoutGraph(engine, DEEP);
    const group = layout.nodes.supervisor;
    const end = layout.edges["supervisor_compress->supervisor"].points.at(-1)!;
    expect(end.x).toBeCloseTo(group.x + group.width, 0);
    const start = layout.edges["supervisor->writer"].points[0];
    expect(start.x).toBeCloseTo(group.x + group.width, 0);
  });

  it("is deterministic, whatever order the nodes and edges arrive in", async () => {
    const first = await layoutGraph(engine, DEEP);
    expect(await layoutGraph(engine, { nodes: reversed(DEEP.nodes), edges: reversed(DEEP.edges) })).toEqual(first);
  });

  it("lays a run without groups out exactly as before, and ignores a parent that is no node or nests in a loop", async () => {
    expect((await layoutGraph(engine, CLINICAL)).groups).toBeUndefined();
    const looped: LayoutInput = { ...CLINICAL, nodes: CLINICAL.nodes.map((node) => ({ ...node, parent: node.id === "stats" ? "nowhere" : node.id === "writer" ? "synthesizer" : node.id === "synthesizer" ? "writer" : undefined })) };
    expect((await layoutGraph(engine, looped)).groups).toBeUndefined();
  });
});

describe("boundsOf", () => {
  it("holds every rect, and is null for none", () => {
    expect(boundsOf([{ x: 10, y: 20, width: 30, height: 5 }, { x: -5, y: 40, width: 10, height: 10 }])).toEqual({ x: -5, y: 20, width: 45, height: 30 });
    expect(boundsOf([])).toBeNull();
  });
});

describe("pointAlong", () => {
  it("finds the point halfway along a bent route by length", () => {
    expect(pointAlong([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 30 }])).toEqual({ x: 10, y: 10 });
  });
});

describe("layeredLayout (runs too large for ELK)", () => {
  /** A pipeline of `count` agents in layers of 50, each fed by up to ten agents of the layer before. */
  function huge(count: number): LayoutInput {
    const names = Array.from({ length: count }, (_, index) => `agent_${index}`);
    const pairs: [string, string][] = [];
    for (let index = 50; index < count; index++) {
      const previousLayer = index - (index % 50) - 50;
      for (let k = 0; k < 10; k++) pairs.push([names[previousLayer + ((index * 7 + k * 13) % 50)], names[index]]);
    }
    return graph(names, [...new Map(pairs.map((pair) => [pair.join(">"), pair])).values()]);
  }

  it("takes over past the huge-graph limits: every node placed, edges left to right, layers apart", async () => {
    const input = huge(5000);
    expect(input.edges.length).toBeGreaterThan(HUGE_GRAPH_EDGES);
    const noEngine = { layout: () => Promise.reject(new Error("ELK must not be asked")) };
    const layout = await layoutGraph(noEngine, input);
    expect(Object.keys(layout.nodes)).toHaveLength(5000);
    expect(Object.keys(layout.edges)).toHaveLength(input.edges.length);
    for (const edge of input.edges) {
      const [source, target] = [layout.nodes[edge.source], layout.nodes[edge.target]];
      expect(source.x + source.width).toBeLessThan(target.x);
      expect(layout.edges[edge.id].points).toEqual([
        { x: source.x + source.width, y: source.y + source.height / 2 },
        { x: target.x, y: target.y + target.height / 2 },
      ]);
    }
    const columns = new Map<number, Rect[]>();
    for (const rect of Object.values(layout.nodes)) columns.set(rect.x, [...(columns.get(rect.x) ?? []), rect]);
    for (const rects of columns.values()) {
      const sorted = [...rects].sort((a, b) => a.y - b.y);
      for (let i = 1; i < sorted.length; i++) expect(overlaps(sorted[i - 1], sorted[i])).toBe(false);
    }
    expect(await layoutGraph(noEngine, { nodes: reversed(input.nodes), edges: reversed(input.edges) })).toEqual(layout);
  });

  /** Whether the segment a→b passes through the inside of `box` (Liang–Barsky clipping). */
  function crosses(a: { x: number; y: number }, b: { x: number; y: number }, box: Rect): boolean {
    let [enter, leave] = [0, 1];
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    for (const [p, q] of [[-dx, a.x - box.x], [dx, box.x + box.width - a.x], [-dy, a.y - box.y], [dy, box.y + box.height - a.y]]) {
      if (p === 0) {
        if (q <= 0) return false;
        continue;
      }
      const t = q / p;
      if (p < 0) enter = Math.max(enter, t);
      else leave = Math.min(leave, t);
    }
    return enter < leave;
  }

  it("with lanes, routes edges that skip layers around every node in between", () => {
    // Layers of six agents; each also feeds an agent three layers on, past two layers of nodes.
    const names = Array.from({ length: 48 }, (_, index) => `agent_${index}`);
    const pairs: [string, string][] = [];
    for (let index = 6; index < names.length; index++) pairs.push([names[index - 6], names[index]]);
    for (let index = 0; index + 18 < names.length; index++) pairs.push([names[index], names[index + 18 - (index % 3)]]);
    const input = graph(names, pairs);
    const layout = layeredLayout(input, { lanes: true });
    expectNoNodeOverlaps(layout);
    let bent = 0;
    for (const edge of input.edges) {
      const [source, target] = [layout.nodes[edge.source], layout.nodes[edge.target]];
      const { points } = layout.edges[edge.id];
      expect(points[0]).toEqual({ x: source.x + source.width, y: source.y + source.height / 2 });
      expect(points.at(-1)).toEqual({ x: target.x, y: target.y + target.height / 2 });
      if (points.length > 2) bent++;
      for (let i = 1; i < points.length; i++) {
        expect(points[i].x).toBeGreaterThanOrEqual(points[i - 1].x);
        for (const [name, box] of Object.entries(layout.nodes)) {
          if (name !== edge.source && name !== edge.target) expect(crosses(points[i - 1], points[i], box), `${edge.id} runs over ${name}`).toBe(false);
        }
      }
    }
    expect(bent).toBeGreaterThan(0);
    expect(layeredLayout({ nodes: reversed(input.nodes), edges: reversed(input.edges) }, { lanes: true })).toEqual(layout);
  });

  it("places every node of a cycle and a 10,000-long chain without overflowing the stack", () => {
    const cycle = longestPathLayers(["a", "b", "c"], [{ source: "a", target: "b" }, { source: "b", target: "c" }, { source: "c", target: "a" }]);
    expect([...cycle.entries()]).toEqual([["a", 0], ["b", 1], ["c", 2]]);
    const names = Array.from({ length: 10_000 }, (_, index) => `c${index}`);
    const chain = layeredLayout(graph(names, names.slice(1).map((name, index): [string, string] => [names[index], name])));
    expect(chain.nodes.c9999.x).toBeGreaterThan(chain.nodes.c0.x);
  });

  it("leaves normal runs to ELK", () => {
    expect(isHugeGraph(CLINICAL)).toBe(false);
    expect(isHugeGraph(huge(HUGE_GRAPH_NODES + 1))).toBe(true);
  });
});
