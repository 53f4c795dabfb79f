import { z } from "zod";
import { GRAPH_END as END, GRAPH_START as START } from "../topology";
import type { ManifestEdge } from "./manifest";

/**
 * The manifest's graph hierarchy [Cairn] (SCOPES.md beside this file): the `scopes` key that
 * Cairn's LangGraph capture writes and audit-fence readers ignore.
 */

/** One scope: the root graph, or one run of a subgraph inside the node `parent`. */
export interface ManifestScope {
  /** The node this scope's subgraph ran in; null for a root scope. */
  parent: string | null;
  /** Its nodes (agents), in the order they first ran. */
  nodes: string[];
  /** Edges inferred inside the scope, `[source, target]`, with `__start__` and `__end__`. */
  edges: ManifestEdge[];
}

export const scopesSchema = z.record(
  z.string(),
  z.looseObject({
    parent: z.string().nullable(),
    nodes: z.array(z.string()),
    edges: z.array(z.tuple([z.string(), z.string()])).default(() => []),
  }),
);

const keyOf = (scope: string) => (scope === "" ? 'scopes[""]' : `scopes.${scope}`);
const scopeName = (scope: string) => (scope === "" ? "the unnamed root scope" : `scope "${scope}"`);

/**
 * What makes a well-typed `scopes` value unusable, in words naming the key, or null: a node listed
 * twice or in two scopes, an edge between names that are not nodes of its scope or that leaves
 * `__end__` / enters `__start__`, a parent that is no scope's node, scopes nested in a cycle.
 */
export function scopesProblem(scopes: Readonly<Record<string, ManifestScope>>): string | null {
  const scopeOfNode = new Map<string, string>();
  for (const [scope, { nodes }] of Object.entries(scopes)) {
    for (const node of nodes) {
      const owner = scopeOfNode.get(node);
      if (owner === scope) return `"${keyOf(scope)}.nodes" lists "${node}" twice`;
      if (owner !== undefined) return `"${keyOf(scope)}.nodes" lists "${node}", already a node of ${scopeName(owner)}`;
      scopeOfNode.set(node, scope);
    }
  }
  for (const [scope, { nodes, edges }] of Object.entries(scopes)) {
    const members = new Set(nodes);
    for (const [index, [source, target]] of edges.entries()) {
      const where = `"${keyOf(scope)}.edges[${index}]"`;
      if (source === END) return `${where} starts at ${END}`;
      if (target === START) return `${where} ends at ${START}`;
      for (const end of [source, target]) {
        if (end !== START && end !== END && !members.has(end)) return `${where} links "${end}", which is not a node of ${scopeName(scope)}`;
      }
    }
  }
  for (const [scope, { parent }] of Object.entries(scopes)) {
    if (parent !== null && !scopeOfNode.has(parent)) return `"${keyOf(scope)}.parent" names "${parent}", which is not a node of any scope`;
  }
  for (const scope of Object.keys(scopes)) {
    const path = [scope];
    for (let parent = scopes[scope].parent; parent !== null; parent = scopes[scopeOfNode.get(parent)!].parent) {
      const next = scopeOfNode.get(parent)!;
      if (path.includes(next)) return `"${keyOf(scope)}.parent": scopes nest in a cycle: ${[...path.slice(path.indexOf(next)), next].join(" -> ")}`;
      path.push(next);
    }
  }
  return null;
}
