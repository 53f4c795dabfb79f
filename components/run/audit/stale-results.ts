import type { FenceResult, RunEdgeDto } from "@/lib/api";
import { edgeKey } from "@/lib/core/graph-layout";
import { resultsForEdge } from "../graph/edge-status";

/**
 * What the graph shows while a new audit runs: the fences it has started or finished, and, for
 * every fence still waiting, the previous finished audit's result marked stale, so the graph keeps
 * its colours and recolours hop by hop instead of going blank until the audit ends.
 */
export interface ShownResults {
  results: FenceResult[];
  /** Fences whose result is the previous audit's. */
  staleFences: ReadonlySet<string>;
}

export function withStaleResults(current: readonly FenceResult[], previous: readonly FenceResult[] | undefined): ShownResults {
  if (!previous || previous.length === 0) return { results: [...current], staleFences: new Set() };
  const currentByFence = new Map(current.map((result) => [result.fence, result]));
  const staleFences = new Set<string>();
  const results = previous.map((old) => {
    const now = currentByFence.get(old.fence);
    if (now && now.status !== "queued") return now;
    staleFences.add(old.fence);
    return old;
  });
  const previousFences = new Set(previous.map((result) => result.fence));
  return { results: [...results, ...current.filter((result) => !previousFences.has(result.fence))], staleFences };
}

/** The edges and nodes whose shown colour comes from a stale fence. */
export interface StaleMarks {
  edges: ReadonlySet<string>;
  nodes: ReadonlySet<string>;
}

export function staleMarks(edges: readonly RunEdgeDto[], shown: ShownResults): StaleMarks {
  const stale = shown.results.filter((result) => shown.staleFences.has(result.fence));
  return {
    edges: new Set(edges.filter((edge) => resultsForEdge(stale, edge.source, edge.target).length > 0).map((edge) => edgeKey(edge.source, edge.target))),
    nodes: new Set(stale.map((result) => result.target)),
  };
}
