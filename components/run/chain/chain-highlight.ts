import type { Chain } from "@/lib/api";
import { edgeKey } from "@/lib/core/graph-layout";

export interface GraphHighlight {
  nodes: ReadonlySet<string>;
  edges: ReadonlySet<string>;
}

/**
 * The nodes and edges a claim's chain walks through. A hop's fence `A+C->B` lights only the edge
 * the claim came along (the next hop's target, or the upstream the chain broke in) when that is
 * known, and every source's edge otherwise; a grounding fence `A/calls->A` lights node A.
 */
export function chainHighlight(chain: Chain): GraphHighlight {
  const nodes = new Set<string>();
  const edges = new Set<string>();
  chain.hops.forEach((hop, index) => {
    nodes.add(hop.target);
    const grounding = hop.sources.length === 1 && hop.sources[0] === hop.target;
    if (grounding) return;
    const next = chain.hops[index + 1]?.target ?? (chain.brokenAt?.fence === hop.fence ? chain.brokenAt.upstream : undefined);
    const upstreams = next !== undefined && hop.sources.includes(next) ? [next] : hop.sources;
    for (const source of upstreams) {
      nodes.add(source);
      edges.add(edgeKey(source, hop.target));
    }
  });
  if (chain.source) nodes.add(chain.source.agent);
  return { nodes, edges };
}
