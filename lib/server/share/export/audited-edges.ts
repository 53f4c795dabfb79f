import type { AuditDetail, FenceStatus } from "@/lib/api";
import { parseFenceName } from "@/lib/core/cascade";
import { edgeStatusOf } from "@/lib/core/verdicts";

export interface AuditedEdge {
  source: string;
  target: string;
  /** The status of the audit of `target` that names `source` (its own part of a merged audit); null when no audit covers the edge. */
  status: FenceStatus | null;
}

/**
 * The DAG's edges as the HTML report draws them: the run's declared edges plus
 * every edge an audit checked (the last agent to the report), each with its audit's status.
 */
export function auditedEdges(runEdges: readonly { source: string; target: string }[], audit: AuditDetail | null): AuditedEdge[] {
  const edgeAudits = (audit?.edgeResults ?? []).filter((result) => !parseFenceName(result.fence)?.grounding);
  const pairs = new Map<string, { source: string; target: string }>();
  for (const edge of runEdges) pairs.set(`${edge.source}\u0000${edge.target}`, { source: edge.source, target: edge.target });
  for (const result of edgeAudits) for (const source of result.sources) pairs.set(`${source}\u0000${result.target}`, { source, target: result.target });
  return [...pairs.values()].map((edge) => {
    const covering = edgeAudits.find((result) => result.target === edge.target && result.sources.includes(edge.source));
    return { ...edge, status: covering ? edgeStatusOf(covering, edge.source) : null };
  });
}
