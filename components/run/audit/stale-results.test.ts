import { describe, expect, it } from "vitest";
import type { FenceResult, FenceStatus } from "@/lib/api";
import { staleMarks, withStaleResults } from "./stale-results";

const result = (fence: string, status: FenceStatus): FenceResult => {
  const [sources, target] = fence.split("->");
  return { id: `${fence}:${status}`, fence, sources: sources.split("+"), target, documentKind: "node_output", status, claims: 0, found: 0, notFound: 0, unchecked: 0, rejections: 0, error: null };
};

const previous = [result("a->b", "pass"), result("b->c", "fail"), result("c->report", "pass")];
const edges = [
  { source: "a", target: "b", origin: "dependencies" as const },
  { source: "b", target: "c", origin: "dependencies" as const },
  { source: "c", target: "report", origin: "report" as const },
];

describe("withStaleResults", () => {
  it("shows the previous audit's colours, all stale, before the new audit has planned", () => {
    const shown = withStaleResults([], previous);
    expect(shown.results).toEqual(previous);
    expect([...shown.staleFences]).toEqual(["a->b", "b->c", "c->report"]);
  });

  it("recolours hop by hop: finished and running hops are the new audit's, queued ones stay stale", () => {
    const shown = withStaleResults([result("a->b", "fail"), result("b->c", "running"), result("c->report", "queued")], previous);
    expect(shown.results.map((shownResult) => [shownResult.fence, shownResult.status])).toEqual([
      ["a->b", "fail"],
      ["b->c", "running"],
      ["c->report", "pass"],
    ]);
    expect([...shown.staleFences]).toEqual(["c->report"]);
    expect(staleMarks(edges, shown)).toEqual({ edges: new Set(["c->report"]), nodes: new Set(["report"]) });
  });

  it("keeps a fence only the new audit has, and marks nothing without a previous audit", () => {
    const shown = withStaleResults([result("a->b", "queued"), result("x->b", "pass")], [result("a->b", "pass")]);
    expect(shown.results.map((shownResult) => shownResult.id)).toEqual(["a->b:pass", "x->b:pass"]);
    expect(withStaleResults([result("a->b", "queued")], undefined)).toEqual({ results: [result("a->b", "queued")], staleFences: new Set() });
  });
});
