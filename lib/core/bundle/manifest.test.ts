import { describe, expect, it } from "vitest";
import { declaredGraphEdges, findDependencyCycles, parseManifest } from ".";
import { bundleErrorOf } from "./test-fixtures";

const FILE = "trace/manifest.json";

const errorOf = (text: string) => bundleErrorOf(() => parseManifest(text, FILE));

describe("parseManifest", () => {
  it("reads a v0.9 manifest and fills an idle agent's missing fields", () => {
    const manifest = parseManifest(
      JSON.stringify({
        version: 1,
        session_id: "s",
        agents: { research: { tool_calls: 2, tool_counts: { a: 2 }, trace_bytes: 10 }, idle: {} },
      }),
      FILE,
    );
    expect(manifest.agents.research).toEqual({
      tool_calls: 2,
      tools_used: [],
      tool_counts: { a: 2 },
      artifacts: [],
      errors: 0,
      trace_dir: "research/",
      trace_bytes: 10,
    });
    expect(manifest.agents.idle.trace_dir).toBe("idle/");
    expect(manifest.dependencies).toEqual({});
  });

  it("keeps unknown keys and accepts any version", () => {
    const manifest = parseManifest('{"version": "2.1-beta", "agents": {}, "checkpoint_ns": {"x": 1}, "duration_seconds": NaN}', FILE);
    expect(manifest.version).toBe("2.1-beta");
    expect(manifest.checkpoint_ns).toEqual({ x: 1 });
    expect(manifest.duration_seconds).toBeNaN();
  });

  it("accepts the newer graph and top-level edges keys with sentinels", () => {
    const manifest = parseManifest(
      JSON.stringify({
        agents: { a: {}, b: {} },
        graph: { nodes: ["__start__", { id: "a" }, "b", "__end__"], edges: [["__start__", "a"], ["a", "b"]] },
        edges: [["a", "b"], ["b", "__end__"]],
      }),
      FILE,
    );
    expect(manifest.graph?.nodes).toEqual(["__start__", "a", "b", "__end__"]);
    expect(declaredGraphEdges(manifest)).toEqual([
      ["__start__", "a"],
      ["a", "b"],
      ["b", "__end__"],
    ]);
  });

  it("names the line and token of invalid JSON", () => {
    const error = errorOf('{\n  "version": 1,\n  "agents" {}\n}');
    expect(error.code).toBe("manifest_invalid_json");
    expect(error.line).toBe(3);
    expect(error.message).toBe(`${FILE}: line 3: Unexpected token "{" (expected ':')`);
  });

  it("reports a truncated manifest at its last line", () => {
    const error = errorOf('{\n  "agents": {\n');
    expect(error.code).toBe("manifest_invalid_json");
    expect(error.message).toBe(`${FILE}: line 3: Unexpected end of input (expected a property name in double quotes)`);
  });

  it("refuses a manifest that is not an object", () => {
    const error = errorOf("[1, 2]");
    expect(error.code).toBe("manifest_not_object");
    expect(error.message).toBe(`${FILE}: the manifest is not a JSON object`);
  });

  it("requires agents", () => {
    const error = errorOf('{"version": 1}');
    expect(error.code).toBe("manifest_missing_agents");
    expect(error.message).toBe(`${FILE}: "agents" is missing`);
  });

  it("names the field of a wrongly typed value", () => {
    const error = errorOf('{"agents": {"research": {"tool_calls": "three"}}}');
    expect(error.code).toBe("manifest_invalid");
    expect(error.message).toBe(`${FILE}: "agents.research.tool_calls" should be a number, not a string`);
    expect(errorOf('{"agents": {"research": {"errors": 2.5}}}').message).toBe(
      `${FILE}: "agents.research.errors" should be an integer, not a number`,
    );
    expect(errorOf('{"agents": {}, "dependencies": {"b": "a"}}').message).toBe(
      `${FILE}: "dependencies.b" should be a list, not a string`,
    );
  });
});

describe("findDependencyCycles", () => {
  it("finds none in a DAG", () => {
    expect(findDependencyCycles({ synthesizer: ["literature", "stats"], writer: ["synthesizer"] })).toEqual([]);
  });

  it("names each cycle in data-flow order", () => {
    expect(findDependencyCycles({ b: ["a"], c: ["b"], a: ["c"], d: ["d"] })).toEqual([
      ["b", "c", "a", "b"],
      ["d", "d"],
    ]);
  });
});
