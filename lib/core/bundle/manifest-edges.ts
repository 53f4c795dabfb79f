import type { Manifest, ManifestEdge } from "./manifest";
import type { ManifestScope } from "./scopes";

/**
 * The parsing side of the manifest's topology (spec §6.4 "Topology"): the edges a newer manifest
 * declares in `graph.edges` or a top-level `edges` list, and cycles among `dependencies`. Building
 * the DAG and the cascade from them is lib/core/topology's and lib/core/cascade's job.
 */

/** Declared graph edges, `graph.edges` first, then top-level `edges`, without duplicates. Sentinels are kept. */
export function declaredGraphEdges(manifest: Manifest): ManifestEdge[] {
  const seen = new Set<string>();
  const edges: ManifestEdge[] = [];
  for (const [src, dst] of [...(manifest.graph?.edges ?? []), ...(manifest.edges ?? [])]) {
    const key = JSON.stringify([src, dst]);
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push([src, dst]);
  }
  return edges;
}

/**
 * Each cycle among `dependencies`, in data-flow order and closed (`["a", "b", "a"]` for a → b → a).
 * A cycle is reported once, from the first node of it met in manifest order.
 */
export function findDependencyCycles(dependencies: Readonly<Record<string, readonly string[]>>): string[][] {
  const downstreams = new Map<string, string[]>();
  const order: string[] = [];
  const addNode = (name: string) => {
    if (!downstreams.has(name)) {
      downstreams.set(name, []);
      order.push(name);
    }
  };
  for (const [downstream, upstreams] of Object.entries(dependencies)) {
    addNode(downstream);
    for (const upstream of upstreams) {
      addNode(upstream);
      downstreams.get(upstream)!.push(downstream);
    }
  }

  const cycles: string[][] = [];
  const finished = new Set<string>();
  const onPath: string[] = [];
  const visit = (node: string): void => {
    onPath.push(node);
    for (const next of downstreams.get(node)!) {
      const at = onPath.indexOf(next);
      if (at !== -1) cycles.push([...onPath.slice(at), next]);
      else if (!finished.has(next)) visit(next);
    }
    onPath.pop();
    finished.add(node);
  };
  for (const node of order) if (!finished.has(node)) visit(node);
  return cycles;
}

/** Each cycle among a scope's edges (a loop the capture observed), scope by scope; sentinels are never on one. */
export function findScopeCycles(scopes: Readonly<Record<string, ManifestScope>>): { scope: string; cycle: string[] }[] {
  return Object.entries(scopes).flatMap(([scope, { edges }]) => {
    const upstreams: Record<string, string[]> = {};
    for (const [source, target] of edges) (upstreams[target] ??= []).push(source);
    return findDependencyCycles(upstreams).map((cycle) => ({ scope, cycle }));
  });
}
