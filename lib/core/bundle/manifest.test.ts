import { describe, expect, it } from "vitest";
import { declaredGraphEdges, findDependencyCycles, findScopeCycles, parseManifest } from ".";
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

describe("the scopes key (SCOPES.md)", () => {
  const scoped = (scopes: unknown) => JSON.stringify({ agents: {}, scopes });
  const root = { parent: null, nodes: ["supervisor", "writer"], edges: [["__start__", "supervisor"], ["supervisor", "writer"], ["writer", "__end__"]] };
  const sub = { parent: "supervisor", nodes: ["supervisor_search"], edges: [["__start__", "supervisor_search"], ["supervisor_search", "__end__"]] };

  it("reads a hierarchy as written, an absent edge list as none, and keeps unknown keys of a scope", () => {
    const manifest = parseManifest(scoped({ "": root, supervisor: { ...sub, edges: undefined, instance: 1 } }), FILE);
    expect(manifest.scopes).toEqual({ "": root, supervisor: { parent: "supervisor", nodes: ["supervisor_search"], edges: [], instance: 1 } });
    expect(parseManifest('{"agents": {}}', FILE).scopes).toBeUndefined();
  });

  it("names the key of a wrongly typed scope", () => {
    expect(errorOf(scoped({ "": { ...root, parent: 3 } })).message).toBe(`${FILE}: "scopes[""].parent" should be a string, not an integer`);
    expect(errorOf(scoped({ a: { nodes: [] } })).message).toBe(`${FILE}: "scopes.a.parent" is missing`);
    expect(errorOf(scoped({ "": { ...root, edges: [["a"]] } })).message).toBe(`${FILE}: "scopes[""].edges[0]": Too small: expected array to have >=2 items`);
    expect(errorOf(scoped([root])).message).toBe(`${FILE}: "scopes" should be an object, not a list`);
  });

  it("refuses a hierarchy that contradicts itself, naming the key", () => {
    const refused = (scopes: unknown) => {
      const error = errorOf(scoped(scopes));
      expect(error.code).toBe("manifest_invalid");
      return error.problem;
    };
    expect(refused({ "": { ...root, nodes: ["supervisor", "supervisor"] } })).toBe('"scopes[""].nodes" lists "supervisor" twice');
    expect(refused({ "": root, supervisor: { ...sub, nodes: ["writer"], edges: [] } })).toBe(
      '"scopes.supervisor.nodes" lists "writer", already a node of the unnamed root scope',
    );
    expect(refused({ "": root, supervisor: { ...sub, edges: [["supervisor_search", "writer"]] } })).toBe(
      '"scopes.supervisor.edges[0]" links "writer", which is not a node of scope "supervisor"',
    );
    expect(refused({ "": { ...root, edges: [["__end__", "writer"]] } })).toBe('"scopes[""].edges[0]" starts at __end__');
    expect(refused({ "": { ...root, edges: [["writer", "__start__"]] } })).toBe('"scopes[""].edges[0]" ends at __start__');
    expect(refused({ "": root, supervisor: { ...sub, parent: "editor" } })).toBe('"scopes.supervisor.parent" names "editor", which is not a node of any scope');
    expect(refused({ a: { parent: "b_x", nodes: ["a_x"], edges: [] }, b: { parent: "a_x", nodes: ["b_x"], edges: [] } })).toBe(
      '"scopes.a.parent": scopes nest in a cycle: a -> b -> a',
    );
    expect(refused({ a: { parent: "a_x", nodes: ["a_x"], edges: [] } })).toBe('"scopes.a.parent": scopes nest in a cycle: a -> a');
  });

  it("finds the loops among a scope's edges", () => {
    const loop = { parent: null, nodes: ["supervisor", "researcher", "writer"], edges: [["__start__", "supervisor"], ["supervisor", "researcher"], ["researcher", "supervisor"], ["supervisor", "writer"]] };
    expect(findScopeCycles(parseManifest(scoped({ "": loop }), FILE).scopes!)).toEqual([{ scope: "", cycle: ["supervisor", "researcher", "supervisor"] }]);
    expect(findScopeCycles({ "": { ...root, edges: root.edges as [string, string][] } })).toEqual([]);
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
