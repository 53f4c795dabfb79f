import { describe, expect, it } from "vitest";
import { parseCheckpointNs } from "./langgraph-namespace";
import { ScopeTree } from "./langgraph-scopes";

const ns = (text: string) => parseCheckpointNs(text)!;

describe("ScopeTree", () => {
  const tree = () => {
    const declared: string[] = [];
    return { declared, scopes: new ScopeTree((agent) => declared.push(agent)) };
  };

  it("names a subgraph node {scope}_{node}, each run of a subgraph its own scope, and declares agents in the order met", () => {
    const { scopes, declared } = tree();
    expect(scopes.nodeStarted("", ns("supervisor:t1"), 1)).toBe("supervisor");
    expect(scopes.nodeStarted("", ns("supervisor:t1|worker:t2"), 1)).toBe("supervisor_worker");
    expect(scopes.nodeStarted("", ns("supervisor:t1|1|worker:t3"), 1)).toBe("supervisor_2_worker");
    expect(scopes.agentFor("", ns("supervisor:t1|worker:t2"))).toBe("supervisor_worker");
    // The same node in a later step is the same task-free agent in the root scope, with a new subgraph run.
    expect(scopes.nodeStarted("", ns("supervisor:t9"), 3)).toBe("supervisor");
    expect(scopes.nodeStarted("", ns("supervisor:t9|worker:t10"), 1)).toBe("supervisor_3_worker");
    expect(declared).toEqual(["supervisor", "supervisor_worker", "supervisor_2_worker", "supervisor_3_worker"]);
    expect(Object.entries(scopes.toManifest()).map(([name, scope]) => [name, scope.parent, scope.nodes])).toEqual([
      ["", null, ["supervisor"]],
      ["supervisor", "supervisor", ["supervisor_worker"]],
      ["supervisor_2", "supervisor", ["supervisor_2_worker"]],
      ["supervisor_3", "supervisor", ["supervisor_3_worker"]],
    ]);
  });

  it("nests names, prefixes the root scope, and gives a name another identity holds the next free _N", () => {
    const { scopes } = tree();
    expect(scopes.agentFor("run", ns("a:1|b:2|c:3"))).toBe("run_a_b_c");
    const other = tree().scopes;
    expect(other.agentFor("", ns("a_b:1"))).toBe("a_b");
    expect(other.agentFor("", ns("a:2|b:3"))).toBe("a_b_2");
    expect(other.agentFor("", ns("a_2:4"))).toBe("a_2");
    expect(other.agentFor("", ns("a:5|b:6"))).toBe("a_2_b");
    const scoped = other.toManifest();
    expect(Object.keys(scoped)).toEqual(["", "a", "a_2"]);
    expect(scoped[""].nodes).toEqual(["a_b", "a", "a_2"]);
  });

  it("makes an unseen holder a node of its parent scope, so every parent is a scope's node", () => {
    const { scopes } = tree();
    scopes.nodeStarted("p", ns("boss:1|agent:2"), 1);
    expect(scopes.toManifest()).toEqual({
      p: { parent: null, nodes: ["p_boss"], edges: [] },
      p_boss: { parent: "p_boss", nodes: ["p_boss_agent"], edges: [["__start__", "p_boss_agent"], ["p_boss_agent", "__end__"]] },
    });
  });

  it("links each node task from the nodes of the step before, and the last step to __end__", () => {
    const { scopes } = tree();
    // plan → (a ‖ b) → merge, then a loop back to plan, which ends the run.
    scopes.nodeStarted("", ns("plan:1"), 1);
    scopes.nodeStarted("", ns("a:2"), 2);
    scopes.nodeStarted("", ns("b:3"), 2);
    scopes.nodeStarted("", ns("merge:4"), 3);
    scopes.nodeStarted("", ns("plan:5"), 4);
    expect(scopes.toManifest()[""].edges).toEqual([
      ["__start__", "plan"],
      ["plan", "a"],
      ["plan", "b"],
      ["a", "merge"],
      ["b", "merge"],
      ["merge", "plan"],
      ["plan", "__end__"],
    ]);
  });

  it("keeps a self-loop out, and records a node without a step with no edges", () => {
    const { scopes } = tree();
    scopes.nodeStarted("", ns("poll:1"), 1);
    scopes.nodeStarted("", ns("poll:2"), 2);
    scopes.nodeStarted("", ns("side:3"), undefined);
    expect(scopes.toManifest()[""]).toEqual({ parent: null, nodes: ["poll", "side"], edges: [["__start__", "poll"], ["poll", "__end__"]] });
  });

  it("has nothing to write before any node ran", () => {
    expect(tree().scopes.toManifest()).toEqual({});
  });
});
