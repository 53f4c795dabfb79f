import { describe, expect, it } from "vitest";
import type { FenceResult, RunEdgeDto } from "@/lib/api";
import { changedEdges } from "./changed-edges";

const edge = (source: string, target: string): RunEdgeDto => ({ source, target, origin: "dependencies" });
const result = (fence: string, sources: string[], target: string): FenceResult => ({
  id: fence,
  fence,
  sources,
  target,
  documentKind: "node_output",
  status: "pass",
  claims: 1,
  found: 1,
  notFound: 0,
  unchecked: 0,
  rejections: 0,
  error: null,
});
const EDGES = [edge("a", "b"), edge("c", "b"), edge("b", "d")];

describe("changedEdges", () => {
  it("marks every drawn edge a flipped fence covers, fan-in parts included, and their ends", () => {
    const lit = changedEdges(EDGES, [result("a+c->b", ["a", "c"], "b"), result("b->d", ["b"], "d")], { edges: { flipped: [{ fence: "a+c->b", base: "pass", head: "fail" }], onlyBase: [], onlyHead: [] } });
    expect([...lit!.edges].sort()).toEqual(["a->b", "c->b"]);
    expect([...lit!.nodes].sort()).toEqual(["a", "b", "c"]);
  });

  it("marks a fence only one audit has", () => {
    const lit = changedEdges(EDGES, [result("b->d", ["b"], "d")], { edges: { flipped: [], onlyBase: [], onlyHead: ["b->d"] } });
    expect([...lit!.edges]).toEqual(["b->d"]);
  });

  it("draws the graph plainly when no edge changed", () => {
    expect(changedEdges(EDGES, [result("b->d", ["b"], "d")], { edges: { flipped: [], onlyBase: ["r2_report"], onlyHead: [] } })).toBeNull();
  });
});
