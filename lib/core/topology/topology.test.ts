import { describe, expect, it } from "vitest";
import { buildTopology, REPORT_NODE, scopeTerminals, scopesLeft } from ".";

describe("buildTopology", () => {
  it("draws dependencies, adds dependency-only names without a trace, and hangs the report off the terminals", () => {
    const topology = buildTopology({
      agents: ["literature", "trial_data", "stats", "synthesizer", "writer"],
      dependencies: { synthesizer: ["literature", "trial_data", "stats"], writer: ["synthesizer"], editor: ["writer"] },
      hasReport: true,
    });
    expect(topology.nodes.map((n) => [n.name, n.hasTrace])).toEqual([
      ["literature", true],
      ["trial_data", true],
      ["stats", true],
      ["synthesizer", true],
      ["writer", true],
      ["editor", false],
      [REPORT_NODE, false],
    ]);
    expect(topology.terminals).toEqual(["editor"]);
    expect(topology.edges).toContainEqual({ source: "editor", target: REPORT_NODE, origin: "report" });
    expect(topology.edges.filter((e) => e.origin === "dependencies")).toHaveLength(5);
  });

  it("uses __end__ links as terminals and never makes sentinels nodes", () => {
    const topology = buildTopology({
      agents: ["a", "b", "c"],
      dependencies: {},
      graphEdges: [["__start__", "a"], ["a", "b"], ["a", "c"], ["b", "__end__"]],
      hasReport: true,
    });
    expect(topology.nodes.map((n) => n.name)).toEqual(["a", "b", "c", REPORT_NODE]);
    expect(topology.terminals).toEqual(["b"]);
    expect(topology.edges).toEqual([
      { source: "a", target: "b", origin: "graph" },
      { source: "a", target: "c", origin: "graph" },
      { source: "b", target: REPORT_NODE, origin: "report" },
    ]);
  });

  it("merges an edge declared twice and adds no report node without a report", () => {
    const topology = buildTopology({ agents: ["a", "b"], dependencies: { b: ["a"] }, graphEdges: [["a", "b"]], hasReport: false });
    expect(topology.edges).toEqual([{ source: "a", target: "b", origin: "dependencies" }]);
    expect(topology.nodes.some((n) => n.name === REPORT_NODE)).toBe(false);
  });

  it("keeps a cycle's edges without looping, and a fully cyclic graph has no terminals", () => {
    const topology = buildTopology({ agents: ["a", "b"], dependencies: { a: ["b"], b: ["a"] }, hasReport: true });
    expect(topology.edges).toHaveLength(2);
    expect(topology.terminals).toEqual([]);
  });

  it("has no scopes, and no node a scope or parent, without a hierarchy", () => {
    const topology = buildTopology({ agents: ["a", "b"], dependencies: { b: ["a"] }, hasReport: true });
    expect(topology.scopes).toEqual([]);
    expect(topology.nodes.every((node) => node.scope === null && node.parent === null)).toBe(true);
  });
});

describe("buildTopology with scopes (lib/core/bundle/SCOPES.md)", () => {
  const research = (scope: string) => ({
    parent: "supervisor",
    nodes: [`${scope}_search`, `${scope}_compress`],
    edges: [["__start__", `${scope}_search`], [`${scope}_search`, `${scope}_compress`], [`${scope}_compress`, "__end__"]] as [string, string][],
  });
  const scopes = {
    "": { parent: null, nodes: ["supervisor", "writer"], edges: [["__start__", "supervisor"], ["supervisor", "writer"], ["writer", "__end__"]] as [string, string][] },
    supervisor: research("supervisor"),
    supervisor_2: research("supervisor_2"),
  };
  const agents = ["supervisor", "supervisor_search", "supervisor_2_search", "supervisor_compress", "supervisor_2_compress", "writer"];

  it("puts each node in its scope under its parent, links each subgraph's terminal back to the parent, and the root's terminal to the report", () => {
    const topology = buildTopology({ agents, dependencies: {}, scopes, hasReport: true });
    expect(topology.nodes.map((node) => [node.name, node.scope, node.parent])).toEqual([
      ["supervisor", "", null],
      ["supervisor_search", "supervisor", "supervisor"],
      ["supervisor_2_search", "supervisor_2", "supervisor"],
      ["supervisor_compress", "supervisor", "supervisor"],
      ["supervisor_2_compress", "supervisor_2", "supervisor"],
      ["writer", "", null],
      [REPORT_NODE, null, null],
    ]);
    expect(topology.edges).toEqual([
      { source: "supervisor", target: "writer", origin: "graph" },
      { source: "supervisor_search", target: "supervisor_compress", origin: "graph" },
      { source: "supervisor_compress", target: "supervisor", origin: "subgraph" },
      { source: "supervisor_2_search", target: "supervisor_2_compress", origin: "graph" },
      { source: "supervisor_2_compress", target: "supervisor", origin: "subgraph" },
      { source: "writer", target: REPORT_NODE, origin: "report" },
    ]);
    expect(topology.terminals).toEqual(["writer"]);
    expect(topology.scopes).toEqual([
      { name: "", parent: null, nodes: ["supervisor", "writer"], terminals: ["writer"] },
      { name: "supervisor", parent: "supervisor", nodes: ["supervisor_search", "supervisor_compress"], terminals: ["supervisor_compress"] },
      { name: "supervisor_2", parent: "supervisor", nodes: ["supervisor_2_search", "supervisor_2_compress"], terminals: ["supervisor_2_compress"] },
    ]);
  });

  it("draws scope nodes and parents without an agent folder as nodes without a trace", () => {
    const topology = buildTopology({ agents: ["supervisor_search"], dependencies: {}, scopes: { supervisor: research("supervisor") }, hasReport: false });
    expect(topology.nodes.map((node) => [node.name, node.hasTrace])).toEqual([
      ["supervisor_search", true],
      ["supervisor_compress", false],
      ["supervisor", false],
    ]);
  });

  it("takes a scope's terminals from __end__, else from the nodes none of its edges leave", () => {
    expect(scopeTerminals({ parent: null, nodes: ["a", "b", "c"], edges: [["a", "b"], ["a", "c"], ["b", "__end__"]] })).toEqual(["b"]);
    expect(scopeTerminals({ parent: null, nodes: ["a", "b", "c"], edges: [["__start__", "a"], ["a", "b"]] })).toEqual(["b", "c"]);
    const topology = buildTopology({
      agents: [],
      dependencies: {},
      scopes: { "": { parent: null, nodes: ["boss"], edges: [] }, boss: { parent: "boss", nodes: ["boss_a", "boss_b"], edges: [["boss_a", "boss_b"]] } },
      hasReport: true,
    });
    expect(topology.edges).toContainEqual({ source: "boss_b", target: "boss", origin: "subgraph" });
    expect(topology.terminals).toEqual(["boss"]);
  });

  it("joins the hierarchy with dependencies and a declared graph, whose __end__ links are run terminals too", () => {
    const topology = buildTopology({
      agents: ["supervisor", "writer", "editor"],
      dependencies: { editor: ["writer"] },
      graphEdges: [["editor", "__end__"]],
      scopes: { "": scopes[""] },
      hasReport: true,
    });
    expect(topology.terminals).toEqual(["editor", "writer"]);
    expect(topology.edges.map((edge) => [edge.source, edge.target, edge.origin])).toEqual([
      ["writer", "editor", "dependencies"],
      ["supervisor", "writer", "graph"],
      ["editor", REPORT_NODE, "report"],
      ["writer", REPORT_NODE, "report"],
    ]);
  });
});

describe("scopesLeft", () => {
  const places = new Map([
    ["supervisor", { scope: "", parent: null }],
    ["planner", { scope: "", parent: null }],
    ["compress", { scope: "supervisor", parent: "supervisor" }],
    ["compress_2", { scope: "supervisor_2", parent: "supervisor" }],
    ["search", { scope: "supervisor", parent: "supervisor" }],
    ["outside", { scope: null, parent: null }],
  ]);
  const left = (sources: string[], target: string) => scopesLeft((node) => places.get(node), sources, target);

  it("names the subgraph scopes a hop comes out of into the node they ran in, each once, in source order", () => {
    expect(left(["planner", "compress_2", "compress"], "supervisor")).toEqual(["supervisor_2", "supervisor"]);
    expect(left(["compress", "search"], "supervisor")).toEqual(["supervisor"]);
  });

  it("names none for a hop inside a scope, into another node, or outside the hierarchy", () => {
    expect(left(["search"], "compress")).toEqual([]);
    expect(left(["compress"], "writer")).toEqual([]);
    expect(left(["outside", "unknown"], "supervisor")).toEqual([]);
  });
});
