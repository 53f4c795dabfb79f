import type { FenceResult, FenceStatus, RunEdgeDto } from "@/lib/api";
import { edgeKey } from "@/lib/core/graph-layout";
import type { EdgeDisplayStatus } from "@/lib/core/verdict-style";
import { edgeStatusOf } from "@/lib/core/verdicts";

/**
 * How the latest audit's per-fence results land on the drawn graph. A fence `A+C->B` covers the
 * edges A→B and C→B, each coloured by its own part of the merged audit (what A, or C, supplied:
 * `edgeStatusOf`), so only the edge whose claims fail is red; a grounding fence `A/calls->A`
 * covers no edge but colours node A's ring. Where several results cover one edge or node, the
 * worst status shows.
 */

export type { EdgeDisplayStatus };

/** Worst first: what a reviewer must look at before anything below it. */
export const STATUS_SEVERITY: readonly FenceStatus[] = ["error", "fail", "running", "queued", "no-output", "empty", "pass"];

export const LEGEND_ORDER: readonly EdgeDisplayStatus[] = ["pass", "fail", "empty", "no-output", "error", "running", "queued", "not-audited"];

export function worstStatus(statuses: Iterable<FenceStatus>): FenceStatus | null {
  let worst: number | null = null;
  for (const status of statuses) {
    const rank = STATUS_SEVERITY.indexOf(status);
    if (rank !== -1 && (worst === null || rank < worst)) worst = rank;
  }
  return worst === null ? null : STATUS_SEVERITY[worst];
}

/** The results whose fence covers the edge source→target. */
export function resultsForEdge(results: readonly FenceResult[], source: string, target: string): FenceResult[] {
  return results.filter((result) => result.target === target && result.sources.includes(source) && !result.sources.includes(target));
}

export interface GraphVerdicts {
  edges: Map<string, EdgeDisplayStatus>;
  /** Worst status of the fences that audit each node's output (the fences targeting it). */
  nodes: Map<string, FenceStatus>;
  /** Results of fences that match no drawn edge (e.g. imported logs with free-form fence names). */
  unplaced: FenceResult[];
  /** Per drawn edge, how many verdicts of the fences covering it a reviewer overrode (edges with none left out). */
  overrides: Map<string, number>;
}

/** `overridesByFence`: reviewers' overridden verdicts per fence (lib/core/reviews' `OverrideCounts.byFence`). */
export function graphVerdicts(edges: readonly RunEdgeDto[], results: readonly FenceResult[], overridesByFence: Readonly<Record<string, number>> = {}): GraphVerdicts {
  const placed = new Set<FenceResult>();
  const edgeStatuses = new Map<string, EdgeDisplayStatus>();
  const overrides = new Map<string, number>();
  for (const edge of edges) {
    const covering = resultsForEdge(results, edge.source, edge.target);
    covering.forEach((result) => placed.add(result));
    const status = worstStatus(covering.map((result) => edgeStatusOf(result, edge.source))) ?? "not-audited";
    edgeStatuses.set(edgeKey(edge.source, edge.target), status);
    const overridden = covering.reduce((sum, result) => sum + (overridesByFence[result.fence] ?? 0), 0);
    if (overridden > 0) overrides.set(edgeKey(edge.source, edge.target), overridden);
  }
  const byTarget = new Map<string, FenceStatus[]>();
  for (const result of results) byTarget.set(result.target, [...(byTarget.get(result.target) ?? []), result.status]);
  const nodeNames = new Set(edges.flatMap((edge) => [edge.source, edge.target]));
  const nodes = new Map<string, FenceStatus>();
  for (const [target, statuses] of byTarget) {
    const worst = worstStatus(statuses);
    if (worst) nodes.set(target, worst);
    if (nodeNames.has(target)) results.filter((result) => result.target === target).forEach((result) => placed.add(result));
  }
  return { edges: edgeStatuses, nodes, unplaced: results.filter((result) => !placed.has(result)), overrides };
}
