import { describe, expect, it } from "vitest";
import { buildTopology, REPORT_NODE } from ".";

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
});
