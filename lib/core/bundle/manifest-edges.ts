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

  // Depth-first with an explicit stack: a dependency chain thousands of agents long must not
  // overflow the call stack. `pathIndex` finds a back edge's place on the path in O(1).
  const cycles: string[][] = [];
  const finished = new Set<string>();
  const path: string[] = [];
  const pathIndex = new Map<string, number>();
  const stack: { node: string; next: number }[] = [];
  const enter = (node: string) => {
    pathIndex.set(node, path.length);
    path.push(node);
    stack.push({ node, next: 0 });
  };
  for (const root of order) {
    if (finished.has(root)) continue;
    enter(root);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      const nexts = downstreams.get(frame.node)!;
      if (frame.next < nexts.length) {
        const next = nexts[frame.next++];
        const at = pathIndex.get(next);
        if (at !== undefined) cycles.push([...path.slice(at), next]);
        else if (!finished.has(next)) enter(next);
        continue;
      }
      stack.pop();
      path.pop();
      pathIndex.delete(frame.node);
      finished.add(frame.node);
    }
  }
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
