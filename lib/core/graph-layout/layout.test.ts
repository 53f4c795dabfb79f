import ELK from "elkjs/lib/elk.bundled.js";
import { describe, expect, it } from "vitest";
import { LARGE_GRAPH_NODES, boundsOf, layoutGraph, pointAlong, type GraphLayout, type LayoutInput, type Rect } from "./layout";

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
