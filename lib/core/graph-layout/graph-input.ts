import { REPORT_NODE } from "../topology";
import type { LayoutInput } from "./layout";

/** Fixed sizes the layout reserves; the graph's node and edge components draw exactly these boxes. */
export const NODE_SIZE = { width: 220, height: 76 };
/** An edge's label holds two rows: the audit status, then the hop's provenance. */
export const EDGE_LABEL_ROW = 18;
export const EDGE_LABEL_SIZE = { width: 84, height: EDGE_LABEL_ROW * 2 + 2 };

/** The id of the edge source → target, on the graph, in layouts and in verdict lookups. */
export const edgeKey = (source: string, target: string) => `${source}->${target}`;

export interface GraphShape {
  /** In manifest order; `parent` is the node an agent's subgraph ran in, its group when drawn. */
  agents: readonly { name: string; parent?: string | null }[];
  edges: readonly { source: string; target: string }[];
}

/** The nodes the graph draws: agents in manifest order, then the report when an edge reaches it. */
export function graphNodeNames(graph: GraphShape): string[] {
  const names = graph.agents.map((agent) => agent.name);
  return graph.edges.some((edge) => edge.target === REPORT_NODE) ? [...names, REPORT_NODE] : names;
}

export function layoutInputFor(graph: GraphShape): LayoutInput {
  const parents = new Map(graph.agents.flatMap((agent) => (agent.parent ? [[agent.name, agent.parent] as const] : [])));
  return {
    nodes: graphNodeNames(graph).map((id, order) => ({ id, order, ...NODE_SIZE, ...(parents.has(id) ? { parent: parents.get(id)! } : {}) })),
    edges: graph.edges.map((edge) => ({ id: edgeKey(edge.source, edge.target), source: edge.source, target: edge.target, label: EDGE_LABEL_SIZE })),
  };
}
