import { describe, expect, it } from "vitest";
import { parseCheckpointNs } from "./langgraph-namespace";

describe("parseCheckpointNs", () => {
  it("splits node:task segments and attaches LangGraph.js's invocation counter to the task before it", () => {
    expect(parseCheckpointNs("")).toEqual([]);
    expect(parseCheckpointNs("writer:056a")).toEqual([{ node: "writer", task: "056a", call: 0 }]);
    expect(parseCheckpointNs("supervisor:b942|1|search:673e")).toEqual([
      { node: "supervisor", task: "b942", call: 1 },
      { node: "search", task: "673e", call: 0 },
    ]);
    expect(parseCheckpointNs("outer|inner")).toEqual([
      { node: "outer", task: "", call: 0 },
      { node: "inner", task: "", call: 0 },
    ]);
  });

  it("reads nothing from a counter with no task before it or an empty node name", () => {
    expect(parseCheckpointNs("1|search:ab")).toBeNull();
    expect(parseCheckpointNs(":ab")).toBeNull();
  });
});
