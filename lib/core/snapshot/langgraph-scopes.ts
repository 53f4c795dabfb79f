import type { ManifestEdge, ManifestScope } from "../bundle";
import { GRAPH_END, GRAPH_START } from "../topology";
import type { NamespaceFrame } from "./langgraph-namespace";

/**
 * The graph hierarchy a Snapshot's LangGraph configs observed (spec §5.8, bundle/SCOPES.md):
 * which agent each node task is, which scope each agent belongs to, and the edges inferred inside
 * each scope.
 *
 * Naming. A scope *instance* is one run of a subgraph, keyed by the namespace that leads into it
 * (the holding node's task id, plus LangGraph's invocation counter). Each instance is a scope of
 * its own: the first one a node holds is named after the node, later ones `{node}_2`, `{node}_3`
 * in the order they start. A node in a scope is the agent `{scope}_{node}`, or `{node}` in an
 * unnamed root scope, so `worker` inside `supervisor` is `supervisor_worker` (the guide's rule)
 * and two concurrent researchers are `researcher_search` and `researcher_2_search`. The root scope
 * is named by the config's prefix. A name already taken by another node or scope gets the next
 * free `_N`, so two identities never share a name.
 *
 * Edges. LangGraph runs a graph in supersteps, and everything a node reads at step s was written
 * at step s - 1, so a node task at step s is linked from every node of its scope instance that ran
 * at step s - 1, from `__start__` when none did; the nodes of an instance's last step link to
 * `__end__`. Exact for chains, fan-out and fan-in; where branches of different lengths meet, a
 * branch that ended early is linked to the next step too. A loop gives a cycle, kept as observed.
 */

interface ScopeInstance {
  /** The scope's name (its key in the manifest). */
  readonly scope: string;
  /** Agents that ran at each step, in start order. */
  readonly steps: Map<number, string[]>;
}

interface ScopeRecord {
  parent: string | null;
  nodes: string[];
  edges: ManifestEdge[];
  edgeKeys: Set<string>;
}

export class ScopeTree {
  private readonly scopes = new Map<string, ScopeRecord>();
  private readonly instances = new Map<string, ScopeInstance>();
  /** (scope, node) identity → its agent, and every agent name given out. */
  private readonly agentOf = new Map<string, string>();
  private readonly agentNames = new Set<string>();
  /** Holder agent → how many scope instances it has opened. */
  private readonly instanceCounts = new Map<string, number>();

  /** `onAgent` is told every node agent the first time it is met, so its folder can be created in that order. */
  constructor(private readonly onAgent: (agent: string) => void) {}

  /**
   * The agent a node task's namespace names (`frames` outermost first, the node's own task last)
   * under the root scope `root` (the config's prefix, "" for none). Opens the scopes on the way and
   * makes each node a member of its scope.
   */
  agentFor(root: string, frames: readonly NamespaceFrame[]): string {
    return this.resolve(root, frames).agent;
  }

  /**
   * A node task started at `step` of its scope instance: its agent, linked from the nodes that ran
   * at the step before (no edges when LangGraph gave no step).
   */
  nodeStarted(root: string, frames: readonly NamespaceFrame[], step: number | undefined): string {
    const { agent, instance } = this.resolve(root, frames);
    if (step === undefined) return agent;
    const scope = this.scopes.get(instance.scope)!;
    const before = instance.steps.get(step - 1) ?? [];
    if (before.length === 0) addEdge(scope, GRAPH_START, agent);
    for (const upstream of before) if (upstream !== agent) addEdge(scope, upstream, agent);
    const at = instance.steps.get(step) ?? [];
    if (!at.includes(agent)) at.push(agent);
    instance.steps.set(step, at);
    return agent;
  }

  /** The manifest's `scopes` (bundle/SCOPES.md), with each instance's last step linked to `__end__`; {} when nothing ran. */
  toManifest(): Record<string, ManifestScope> {
    const finished = new Map([...this.scopes].map(([name, scope]) => [name, { ...scope, edges: [...scope.edges], edgeKeys: new Set(scope.edgeKeys) }]));
    for (const instance of this.instances.values()) {
      if (instance.steps.size === 0) continue;
      const scope = finished.get(instance.scope)!;
      for (const agent of instance.steps.get(Math.max(...instance.steps.keys()))!) addEdge(scope, agent, GRAPH_END);
    }
    return Object.fromEntries([...finished].map(([name, { parent, nodes, edges }]) => [name, { parent, nodes: [...nodes], edges }]));
  }

  private resolve(root: string, frames: readonly NamespaceFrame[]): { agent: string; instance: ScopeInstance } {
    let instance = this.rootInstance(root);
    let key = root;
    for (const frame of frames.slice(0, -1)) {
      const holder = this.member(instance, frame.node);
      key += `|${frame.node}:${frame.task}#${frame.call}`;
      instance = this.instances.get(key) ?? this.openInstance(key, holder);
    }
    return { agent: this.member(instance, frames.at(-1)!.node), instance };
  }

  private rootInstance(root: string): ScopeInstance {
    return this.instances.get(root) ?? this.openScope(root, freeName(root, (name) => this.scopes.has(name)), null);
  }

  private openInstance(key: string, holder: string): ScopeInstance {
    const count = (this.instanceCounts.get(holder) ?? 0) + 1;
    this.instanceCounts.set(holder, count);
    return this.openScope(key, freeName(count === 1 ? holder : `${holder}_${count}`, (name) => this.scopes.has(name)), holder);
  }

  private openScope(key: string, name: string, parent: string | null): ScopeInstance {
    this.scopes.set(name, { parent, nodes: [], edges: [], edgeKeys: new Set() });
    const instance: ScopeInstance = { scope: name, steps: new Map() };
    this.instances.set(key, instance);
    return instance;
  }

  /** The agent for `node` in `instance`'s scope, made a member of it on first sight. */
  private member(instance: ScopeInstance, node: string): string {
    const identity = `${instance.scope}\u0000${node}`;
    const known = this.agentOf.get(identity);
    if (known !== undefined) return known;
    const agent = freeName(instance.scope ? `${instance.scope}_${node}` : node, (name) => this.agentNames.has(name));
    this.agentNames.add(agent);
    this.agentOf.set(identity, agent);
    this.scopes.get(instance.scope)!.nodes.push(agent);
    this.onAgent(agent);
    return agent;
  }
}

const edgeKey = ([source, target]: ManifestEdge) => `${source}\u0000${target}`;

function addEdge(scope: ScopeRecord, source: string, target: string): void {
  const key = edgeKey([source, target]);
  if (scope.edgeKeys.has(key)) return;
  scope.edgeKeys.add(key);
  scope.edges.push([source, target]);
}

/** `name`, or the first of `name_2`, `name_3`… that is not taken. */
function freeName(name: string, taken: (name: string) => boolean): string {
  if (!taken(name)) return name;
  let n = 2;
  while (taken(`${name}_${n}`)) n += 1;
  return `${name}_${n}`;
}
