import type { RunViewDto } from "@/lib/api/run-view";
import { REPORT_NODE } from "@/lib/core/topology";
import { edgeKey } from "./edge-status";
import type { LayoutInput } from "./layout";

/** Fixed sizes the layout reserves; the node and edge components draw exactly these boxes. */
export const NODE_SIZE = { width: 220, height: 76 };
/** An edge's label holds two rows: the audit status, then the hop's provenance. */
export const EDGE_LABEL_ROW = 18;
export const EDGE_LABEL_SIZE = { width: 84, height: EDGE_LABEL_ROW * 2 + 2 };

/** The nodes the graph draws: agents in manifest order, then the report when an edge reaches it. */
export function graphNodeNames(view: Pick<RunViewDto, "agents" | "edges">): string[] {
  const names = view.agents.map((agent) => agent.name);
  return view.edges.some((edge) => edge.target === REPORT_NODE) ? [...names, REPORT_NODE] : names;
}

export function layoutInputFor(view: Pick<RunViewDto, "agents" | "edges">): LayoutInput {
  return {
    nodes: graphNodeNames(view).map((id, order) => ({ id, order, ...NODE_SIZE })),
    edges: view.edges.map((edge) => ({ id: edgeKey(edge.source, edge.target), source: edge.source, target: edge.target, label: EDGE_LABEL_SIZE })),
  };
}
