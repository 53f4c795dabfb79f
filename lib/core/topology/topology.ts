/**
 * The run's DAG as Cairn draws and audits it (spec §6.4 "Topology"): the manifest's agents plus
 * any name met only in `dependencies` (a node with no trace), edges from `dependencies` and from a
 * newer manifest's declared graph (sentinels are not nodes), the graph hierarchy's scopes with
 * each subgraph's terminal nodes linked back to the node it ran in, and the `report` pseudo-node
 * fed by the terminal nodes when the run has a final report.
 */

export const REPORT_NODE = "report";

/**
 * Sentinel node names of a LangGraph topology (a manifest's declared `graph`); they are never
 * agents. Defined here rather than with the bundle readers so the browser can draw a run without
 * loading them (and zod).
 */
export const GRAPH_START = "__start__";
export const GRAPH_END = "__end__";

/**
 * Where an edge comes from: the manifest's `dependencies`, a declared or captured graph (a
 * scope's own edges among them), a subgraph's terminal node back to the node it ran in, or a
 * terminal node into the report.
 */
export type EdgeOrigin = "dependencies" | "graph" | "subgraph" | "report";

export interface TopologyNode {
  name: string;
  /** False for a name that appears only in `dependencies`, the declared graph or the scopes. */
  hasTrace: boolean;
  kind: "agent" | "report";
  /** The scope the node belongs to (lib/core/bundle/SCOPES.md); null outside the graph hierarchy. */
  scope: string | null;
  /** The node whose subgraph this one ran in (its group when drawn); null in a root scope or outside the hierarchy. */
  parent: string | null;
}

export interface TopologyEdge {
  source: string;
  target: string;
  origin: EdgeOrigin;
}

export interface TopologyScope {
  name: string;
  /** The node the scope's subgraph ran in; null for a root scope. */
  parent: string | null;
  nodes: string[];
  /** The scope's nodes linked to `__end__`; when none is, those no node of the scope consumes. */
  terminals: string[];
}

export interface Topology {
  nodes: TopologyNode[];
  edges: TopologyEdge[];
  /** Nodes whose output is the pipeline's end: those linked to `__end__` in the declared graph or a root scope, else those nobody consumes. */
  terminals: string[];
  /** The graph hierarchy, in manifest order; [] for a bundle without one. */
  scopes: TopologyScope[];
}

/** One scope as the manifest records it (lib/core/bundle/SCOPES.md). */
export interface ScopeInput {
  parent: string | null;
  nodes: readonly string[];
  /** Edges inside the scope, sentinels included. */
  edges: readonly (readonly [string, string])[];
}

export interface TopologyInput {
  /** Agent names in manifest order. */
  agents: readonly string[];
  dependencies: Readonly<Record<string, readonly string[]>>;
  /** Declared graph edges, sentinels included. */
  graphEdges?: readonly (readonly [string, string])[];
  /** The graph hierarchy, keyed by scope name, validated by the bundle reader. */
  scopes?: Readonly<Record<string, ScopeInput>>;
  /** Whether a final report exists to hang off the terminals. */
  hasReport: boolean;
}

const isSentinel = (name: string) => name === GRAPH_START || name === GRAPH_END;

/** A scope's terminal nodes: those with an edge to `__end__`, else those none of its edges leave. */
export function scopeTerminals(scope: ScopeInput): string[] {
  const endLinked = scope.edges.filter(([source, target]) => target === GRAPH_END && !isSentinel(source)).map(([source]) => source);
  if (endLinked.length > 0) return [...new Set(endLinked)];
  const consumed = new Set(scope.edges.filter(([, target]) => !isSentinel(target)).map(([source]) => source));
  return scope.nodes.filter((node) => !consumed.has(node));
}

/** Where a node sits in the graph hierarchy, as a TopologyNode carries it. */
export type ScopePlace = Pick<TopologyNode, "scope" | "parent">;

/**
 * The subgraph scopes a hop comes out of: those of its sources that ran inside the target (their
 * scope's parent is the target), each once, in source order. [] for a hop inside one scope, into
 * the report, or outside any hierarchy.
 */
export function scopesLeft(placeOf: (node: string) => ScopePlace | undefined, sources: readonly string[], target: string): string[] {
  const left: string[] = [];
  for (const source of sources) {
    const place = placeOf(source);
    if (place?.scope != null && place.parent === target && !left.includes(place.scope)) left.push(place.scope);
  }
  return left;
}

export function buildTopology(input: TopologyInput): Topology {
  const nodes = new Map<string, TopologyNode>();
  const addNode = (name: string, hasTrace: boolean) => {
    if (!isSentinel(name) && !nodes.has(name)) nodes.set(name, { name, hasTrace, kind: "agent", scope: null, parent: null });
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
  const addGraphEdge = (source: string, target: string) => {
    addNode(source, false);
    addNode(target, false);
    if (target === GRAPH_END && !isSentinel(source)) endLinked.push(source);
    if (!isSentinel(source) && !isSentinel(target)) addEdge(source, target, "graph");
  };
  for (const [source, target] of input.graphEdges ?? []) addGraphEdge(source, target);

  const scopes: TopologyScope[] = [];
  for (const [name, scope] of Object.entries(input.scopes ?? {})) {
    for (const node of scope.nodes) {
      addNode(node, false);
      Object.assign(nodes.get(node)!, { scope: name, parent: scope.parent });
    }
    for (const [source, target] of scope.edges) if (target !== GRAPH_END) addGraphEdge(source, target);
    const terminals = scopeTerminals(scope);
    if (scope.parent === null) endLinked.push(...terminals);
    else {
      addNode(scope.parent, false);
      for (const terminal of terminals) addEdge(terminal, scope.parent, "subgraph");
    }
    scopes.push({ name, parent: scope.parent, nodes: [...scope.nodes], terminals });
  }

  const consumed = new Set(edges.map((edge) => edge.source));
  const terminals = endLinked.length > 0 ? [...new Set(endLinked)] : [...nodes.keys()].filter((name) => !consumed.has(name));

  const report: TopologyNode[] = [];
  if (input.hasReport && terminals.length > 0) {
    report.push({ name: REPORT_NODE, hasTrace: false, kind: "report", scope: null, parent: null });
    for (const terminal of terminals) addEdge(terminal, REPORT_NODE, "report");
  }
  return { nodes: [...nodes.values(), ...report], edges, terminals, scopes };
}
