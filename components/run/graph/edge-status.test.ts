import { describe, expect, it } from "vitest";
import type { FenceResult, RunEdgeDto } from "@/lib/api";
import { graphVerdicts, resultsForEdge, worstStatus } from "./edge-status";

const result = (fence: string, sources: string[], target: string, status: FenceResult["status"]): FenceResult => ({
  id: fence,
  fence,
  sources,
  target,
  status,
  documentKind: "node_output",
  claims: 0,
  found: 0,
  notFound: 0,
  unchecked: 0,
  rejections: 0,
  error: null,
});

const EDGES: RunEdgeDto[] = [
  { source: "a", target: "b", origin: "dependencies" },
  { source: "c", target: "b", origin: "dependencies" },
  { source: "b", target: "d", origin: "dependencies" },
  { source: "d", target: "report", origin: "report" },
];

describe("graphVerdicts", () => {
  it("colours every edge a multi-source fence covers and leaves unaudited edges neutral", () => {
    const verdicts = graphVerdicts(EDGES, [result("a+c->b", ["a", "c"], "b", "pass"), result("b->d", ["b"], "d", "fail")]);
    expect(Object.fromEntries(verdicts.edges)).toEqual({ "a->b": "pass", "c->b": "pass", "b->d": "fail", "d->report": "not-audited" });
    expect(verdicts.unplaced).toEqual([]);
  });

  it("colours each edge of a merged fan-in by what its upstream supplied, and rings the target with the merged status", () => {
    const merged = {
      ...result("a+c->b", ["a", "c"], "b", "fail"),
      bySource: [
        { source: "a", found: 3, notFound: 0, failed: [], status: "pass" as const },
        { source: "c", found: 1, notFound: 1, failed: ["17.4%"], status: "fail" as const },
      ],
    };
    const verdicts = graphVerdicts(EDGES, [merged]);
    expect([verdicts.edges.get("a->b"), verdicts.edges.get("c->b"), verdicts.nodes.get("b")]).toEqual(["pass", "fail", "fail"]);
  });

  it("rings a node with the worst of the fences auditing it, grounding fences included", () => {
    const verdicts = graphVerdicts(EDGES, [result("b/calls->b", ["b"], "b", "error"), result("a+c->b", ["a", "c"], "b", "pass")]);
    expect(verdicts.nodes.get("b")).toBe("error");
    expect(verdicts.edges.get("a->b")).toBe("pass");
  });

  it("counts on each drawn edge the verdicts reviewers overrode on the fences covering it", () => {
    const verdicts = graphVerdicts(EDGES, [result("a+c->b", ["a", "c"], "b", "pass"), result("b->d", ["b"], "d", "fail")], { "a+c->b": 2, "b->d": 1, "r2_report": 4 });
    expect(Object.fromEntries(verdicts.overrides)).toEqual({ "a->b": 2, "c->b": 2, "b->d": 1 });
    expect(graphVerdicts(EDGES, [result("b->d", ["b"], "d", "fail")]).overrides.size).toBe(0);
  });

  it("reports fences that match no drawn edge or node as unplaced", () => {
    const stray = result("r2_report", [], "r2_report", "empty");
    expect(graphVerdicts(EDGES, [stray]).unplaced).toEqual([stray]);
  });
});

describe("worstStatus", () => {
  it("ranks error above fail above running above pass, and is null for nothing", () => {
    expect(worstStatus(["pass", "running", "fail"])).toBe("fail");
    expect(worstStatus(["pass", "error", "fail"])).toBe("error");
    expect(worstStatus([])).toBeNull();
  });
});

describe("resultsForEdge", () => {
  it("ignores a grounding fence for an edge into its agent", () => {
    expect(resultsForEdge([result("b/calls->b", ["b"], "b", "fail")], "a", "b")).toEqual([]);
  });
});
