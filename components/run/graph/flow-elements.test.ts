import { describe, expect, it } from "vitest";
import type { ProvenanceDto } from "@/lib/api/provenance";
import type { RunAgentDto, RunEdgeDto } from "@/lib/api/run-view";
import type { GraphLayout } from "@/lib/core/graph-layout";
import { STATUS_STYLES } from "@/lib/core/verdict-style";
import { EDGE_LABEL_ZOOM } from "./detail-levels";
import { graphVerdicts } from "./edge-status";
import { drawnFlowEdges, drawnFlowNodes, edgeProvenance, hitsPerNode } from "./flow-elements";
import { drawGroups } from "./subgraph-groups";

const EDGES: RunEdgeDto[] = [
  { source: "a", target: "b", origin: "dependencies" },
  { source: "b", target: "report", origin: "report" },
];
const box = (x: number) => ({ x, y: 10, width: 120, height: 40 });
const LAYOUT: GraphLayout = {
  nodes: { a: box(0), b: box(200), report: box(400) },
  edges: { "a->b": { points: [{ x: 120, y: 30 }, { x: 200, y: 30 }], label: { x: 140, y: 0, width: 40, height: 18 } }, "b->report": { points: [{ x: 320, y: 30 }, { x: 400, y: 30 }], label: null } },
  width: 520,
  height: 60,
};
const agent = (name: string): RunAgentDto => ({ name, position: 0, scope: null, parent: null, hasTrace: true, traceDir: name, toolCalls: 1, errors: 0, traceBytes: 10, toolCounts: {}, artifacts: [] });
const AGENTS = new Map([agent("a"), agent("b")].map((entry) => [entry.name, entry]));
const verdicts = graphVerdicts(EDGES, [
  { id: "f1", fence: "a->b", sources: ["a"], target: "b", documentKind: "node_output", status: "fail", claims: 1, found: 0, notFound: 1, unchecked: 0, rejections: 0, error: null },
]);
const PROVENANCE: ProvenanceDto = {
  trustedSources: [],
  edges: [{ source: "a", target: "b", provenance: "raw", warning: true }],
  hits: [
    { node: "a", file: "a/out.md", kind: "override", start: 0, end: 4, text: "obey" },
    { node: "a", file: "a/out.md", kind: "override", start: 9, end: 12, text: "now" },
  ],
};

const flat = drawGroups(LAYOUT, EDGES, new Set());
const toggle = () => {};
const NOTHING_STALE = { edges: new Set<string>(), nodes: new Set<string>() };

describe("drawnFlowNodes", () => {
  const nodes = (overrides: Partial<Parameters<typeof drawnFlowNodes>[0]> = {}) =>
    drawnFlowNodes({ drawn: flat, agents: AGENTS, verdicts, stale: NOTHING_STALE, selectedNode: null, focused: null, hits: hitsPerNode(PROVENANCE), highlight: null, onToggleGroup: toggle, ...overrides });

  it("draws each laid-out box at its place and size, with handles on its sides, so React Flow measures nothing", () => {
    const [a] = nodes();
    expect(a).toMatchObject({ id: "a", position: { x: 0, y: 10 }, width: 120, height: 40, measured: { width: 120, height: 40 } });
    expect(a.handles?.map(({ type, x, y }) => [type, x, y])).toEqual([
      ["target", 0, 20],
      ["source", 120, 20],
    ]);
  });

  it("carries the node's agent, audit status, instruction hits, selection and keyboard focus; the report is named as such", () => {
    const [a, b, report] = nodes({ selectedNode: "b", focused: "a" });
    expect(a.data).toMatchObject({ agent: AGENTS.get("a"), status: null, injectionHits: 2, focused: true, emphasis: null });
    expect(b).toMatchObject({ selected: true, ariaLabel: "Agent b", data: { status: "fail", injectionHits: 0, focused: false } });
    expect(report).toMatchObject({ ariaLabel: "Final report", data: { agent: null } });
  });

  it("lights a chain's nodes and dims the rest", () => {
    expect(nodes({ highlight: { nodes: new Set(["b"]), edges: new Set() } }).map((node) => node.data.emphasis)).toEqual(["dimmed", "lit", "dimmed"]);
  });

  it("marks the nodes whose colour is the previous audit's while a new one has not reached them", () => {
    const stale = { edges: new Set<string>(), nodes: new Set(["b"]) };
    expect(nodes({ stale }).map((node) => [node.id, (node.data as { stale?: boolean }).stale])).toEqual([["a", false], ["b", true], ["report", false]]);
  });
});

describe("drawnFlowEdges", () => {
  const edges = (overrides: Partial<Parameters<typeof drawnFlowEdges>[0]> = {}) =>
    drawnFlowEdges({ drawn: flat, verdicts, stale: NOTHING_STALE, selectedEdge: null, provenance: edgeProvenance(PROVENANCE), highlight: null, large: false, ...overrides });

  it("gives each edge its status's look, the layout's route and label, and its provenance in words", () => {
    const [ab, toReport] = edges({ selectedEdge: "a->b" });
    expect(ab).toMatchObject({ id: "a->b", selected: true, animated: false, markerEnd: { color: STATUS_STYLES.fail.stroke } });
    expect(ab.data).toMatchObject({ status: "fail", points: LAYOUT.edges["a->b"].points, label: LAYOUT.edges["a->b"].label, provenance: { kind: "raw", warning: true }, labelsFromZoom: 0 });
    expect(ab.ariaLabel).toBe("Edge a to b: fail, raw provenance with a warning");
    expect(toReport).toMatchObject({ selected: false, ariaLabel: "Edge b to report: not audited", data: { status: "not-audited", provenance: null, label: null } });
  });

  it("says an edge shows the previous audit's verdict while a new audit has not reached it", () => {
    const [ab, toReport] = edges({ stale: { edges: new Set(["a->b"]), nodes: new Set() } });
    expect(ab.data).toMatchObject({ stale: true });
    expect(ab.ariaLabel).toBe("Edge a to b: fail (previous audit), raw provenance with a warning");
    expect(toReport.data).toMatchObject({ stale: false });
  });

  it("shows a large run's labels only from the label zoom, and lights a chain's edges", () => {
    const drawn = edges({ large: true, highlight: { nodes: new Set(), edges: new Set(["b->report"]) } });
    expect(drawn.map((edge) => edge.data?.labelsFromZoom)).toEqual([EDGE_LABEL_ZOOM, EDGE_LABEL_ZOOM]);
    expect(drawn.map((edge) => edge.data?.emphasis)).toEqual(["dimmed", "lit"]);
  });

  it("draws an edge the layout has no route for with no points, rather than dropping it", () => {
    expect(edges({ drawn: { ...flat, layout: { ...LAYOUT, edges: {} } } }).map((edge) => edge.data?.points)).toEqual([[], []]);
  });
});

describe("subgraph groups", () => {
  // b ran a subgraph holding s: b's box is drawn round s.
  const GROUPED: GraphLayout = {
    nodes: { a: box(0), b: { x: 200, y: 0, width: 300, height: 120 }, s: { x: 240, y: 50, width: 120, height: 40 }, report: box(600) },
    edges: { "a->b": LAYOUT.edges["a->b"], "a->s": { points: [{ x: 120, y: 30 }, { x: 240, y: 70 }], label: null }, "b->report": LAYOUT.edges["b->report"] },
    groups: { b: ["s"] },
    width: 720,
    height: 120,
  };
  const GROUPED_EDGES: RunEdgeDto[] = [...EDGES, { source: "a", target: "s", origin: "dependencies" }];
  const input = (collapsed: string[]) => ({ drawn: drawGroups(GROUPED, GROUPED_EDGES, new Set(collapsed)), agents: AGENTS, verdicts, stale: NOTHING_STALE, selectedNode: null, focused: null, hits: new Map(), highlight: null, onToggleGroup: toggle });

  it("draw an expanded group as a parent node before the nodes inside it, which are placed relative to it", () => {
    const nodes = drawnFlowNodes(input([]));
    const names = nodes.map((node) => node.id);
    expect(names.indexOf("b")).toBeLessThan(names.indexOf("s"));
    expect(nodes.find((node) => node.id === "b")).toMatchObject({ type: "subgraph", data: { members: 1 } });
    expect(nodes.find((node) => node.id === "s")).toMatchObject({ type: "agent", parentId: "b", position: { x: 40, y: 50 } });
  });

  it("draw a collapsed group as one agent node that can expand, its inner edges attached to it without a hop's provenance", () => {
    const collapsed = input(["b"]);
    const nodes = drawnFlowNodes(collapsed);
    expect(nodes.map((node) => node.id)).not.toContain("s");
    expect(nodes.find((node) => node.id === "b")).toMatchObject({ type: "agent", ariaLabel: "Agent b, its subgraphs collapsed", data: { group: { members: 1 } } });
    const edges = drawnFlowEdges({ drawn: collapsed.drawn, verdicts, stale: NOTHING_STALE, selectedEdge: "a->s", provenance: edgeProvenance(PROVENANCE), highlight: null, large: false });
    const gathered = edges.find((edge) => edge.target === "b")!;
    expect(gathered).toMatchObject({ selected: true, data: { provenance: null } });
  });
});
