import type { FenceResult, RunEdgeDto } from "@/lib/api";
import type { AuditComparison } from "@/lib/core/reviews";
import { edgeKey } from "@/lib/core/graph-layout";
import type { GraphHighlight } from "@/components/run/chain/chain-highlight";
import { resultsForEdge } from "@/components/run/graph/edge-status";

/**
 * The drawn edges a comparison marks: those covered by a fence whose status flipped or that only
 * one audit has, on either side's results. Lit on the graph (the rest dims), as a chain lights its
 * hops; null when nothing changed, so the graph is drawn plainly.
 */
export function changedEdges(edges: readonly RunEdgeDto[], results: readonly FenceResult[], comparison: Pick<AuditComparison, "edges">): GraphHighlight | null {
  const fences = new Set([...comparison.edges.flipped.map((edge) => edge.fence), ...comparison.edges.onlyBase, ...comparison.edges.onlyHead]);
  const lit = { nodes: new Set<string>(), edges: new Set<string>() };
  for (const edge of edges) {
    if (!resultsForEdge(results, edge.source, edge.target).some((result) => fences.has(result.fence))) continue;
    lit.edges.add(edgeKey(edge.source, edge.target));
    lit.nodes.add(edge.source).add(edge.target);
  }
  return lit.edges.size > 0 ? lit : null;
}
