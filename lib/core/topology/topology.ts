/**
 * The run's DAG as Cairn draws and audits it (spec §6.4 "Topology"): the manifest's agents plus
 * any name met only in `dependencies` (a node with no trace), edges from `dependencies` and from a
 * newer manifest's declared graph (sentinels are not nodes), and the `report` pseudo-node fed by
 * the terminal nodes when the run has a final report.
 */

export const REPORT_NODE = "report";

/**
 * Sentinel node names of a LangGraph topology (a manifest's declared `graph`); they are never
 * agents. Defined here rather than with the bundle readers so the browser can draw a run without
 * loading them (and zod).
 */
export const GRAPH_START = "__start__";
export const GRAPH_END = "__end__";

export type EdgeOrigin = "dependencies" | "graph" | "report";

export interface TopologyNode {
  name: string;
  /** False for a name that appears only in `dependencies` or the declared graph. */
  hasTrace: boolean;
  kind: "agent" | "report";
}

export interface TopologyEdge {
  source: string;
  target: string;
  origin: EdgeOrigin;
}

export interface Topology {
  nodes: TopologyNode[];
  edges: TopologyEdge[];
  /** Nodes whose output is the pipeline's end: those linked to `__end__`, else those nobody consumes. */
  terminals: string[];
}

export interface TopologyInput {
  /** Agent names in manifest order. */
  agents: readonly string[];
  dependencies: Readonly<Record<string, readonly string[]>>;
  /** Declared graph edges, sentinels included. */
  graphEdges?: readonly (readonly [string, string])[];
  /** Whether a final report exists to hang off the terminals. */
  hasReport: boolean;
}

const isSentinel = (name: string) => name === GRAPH_START || name === GRAPH_END;

export function buildTopology(input: TopologyInput): Topology {
  const nodes = new Map<string, TopologyNode>();
  const addNode = (name: string, hasTrace: boolean) => {
    if (!isSentinel(name) && !nodes.has(name)) nodes.set(name, { name, hasTrace, kind: "agent" });
  };
  for (const agent of input.agents) addNode(agent, true);

  const edges: TopologyEdge[] = [];
  const seen = new Set<string>();
  const addEdge = (source: string, target: string, origin: EdgeOrigin) => {
    const key = `${source}\u0000${target}`;
    if (seen.has(key) || source === target) return;
    seen.add(key);
    edges.push({ source, target, origin });
  };

  for (const [downstream, upstreams] of Object.entries(input.dependencies)) {
    addNode(downstream, false);
    for (const upstream of upstreams) {
      addNode(upstream, false);
      addEdge(upstream, downstream, "dependencies");
    }
  }
  const endLinked: string[] = [];
  for (const [source, target] of input.graphEdges ?? []) {
    if (target === GRAPH_END && !isSentinel(source)) endLinked.push(source);
    if (isSentinel(source) || isSentinel(target)) {
      addNode(source, false);
      addNode(target, false);
      continue;
    }
    addNode(source, false);
    addNode(target, false);
    addEdge(source, target, "graph");
  }

  const consumed = new Set(edges.map((edge) => edge.source));
  const terminals = endLinked.length > 0 ? [...new Set(endLinked)] : [...nodes.keys()].filter((name) => !consumed.has(name));

  if (input.hasReport && terminals.length > 0) {
    const report: TopologyNode = { name: REPORT_NODE, hasTrace: false, kind: "report" };
    for (const terminal of terminals) addEdge(terminal, REPORT_NODE, "report");
    return { nodes: [...nodes.values(), report], edges, terminals };
  }
  return { nodes: [...nodes.values()], edges, terminals };
}
