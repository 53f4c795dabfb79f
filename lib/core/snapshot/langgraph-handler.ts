import { isPyDict } from "../python";
import { GRAPH_START } from "../topology";
import { PendingToolCalls, serializedToolName, type SerializedTool } from "./handler";
import type { LangGraphCapture } from "./langgraph-capture";
import { parseCheckpointNs, type NamespaceFrame } from "./langgraph-namespace";
import type { Snapshot } from "./snapshot";

/** `snap.config()`'s options: infer agents from the namespaces (optionally prefixed), or name one agent for every call. */
export type LangGraphConfigOptions =
  | {
      /** Prepended to every agent name (`{prefix}_{node}`): keeps concurrent runs of one graph that share a Snapshot apart. */
      prefix?: string;
      agent?: never;
    }
  | {
      /** audit-fence v0.9's `config(agent=…)`: every tool call under this agent; no namespaces, node outputs or scopes. */
      agent: string;
      prefix?: never;
    };

/** Where a tool call made outside any graph node is recorded when the config has no prefix. */
const OUTSIDE_GRAPH_AGENT = "main";

/** The callback metadata LangGraph.js 1.x gives a node's runs and everything inside them. */
interface NodeMetadata {
  checkpoint_ns?: unknown;
  langgraph_node?: unknown;
  langgraph_step?: unknown;
}

/** A node task's namespace, when `metadata` belongs to one (not the graph itself, not its `__start__`). */
function nodeTask(metadata: NodeMetadata | undefined): { ns: string; frames: NamespaceFrame[] } | null {
  const ns = metadata?.checkpoint_ns;
  if (typeof ns !== "string") return null;
  const frames = parseCheckpointNs(ns);
  const node = frames?.at(-1)?.node;
  if (!frames || node === undefined || node === GRAPH_START) return null;
  return { ns, frames };
}

/** LangChain.js hands a structured tool its arguments as JSON text; Python's handler records them as the `inputs` dict. */
function toolInput(input: string): unknown {
  try {
    const parsed: unknown = JSON.parse(input);
    return isPyDict(parsed) ? parsed : input;
  } catch {
    return input;
  }
}

/**
 * A LangChain.js callback handler (`@langchain/core` 1.x's interface, duck-typed: nothing here
 * imports LangChain) that records a LangGraph.js run into a Snapshot (spec §5.7, §5.8):
 * - each tool call, under the agent its `checkpoint_ns` names (ScopeTree has the naming rule);
 *   a call outside any node goes to the prefix, or `main`;
 * - each node run's returned update, as text, in the agent's `output.md` artifact;
 * - each node task in its scope, with the step it ran at, for the manifest's `scopes`.
 * Node errors are not recorded: LangGraph retries the task or rethrows (then `runAndFinalize`
 * marks the manifest incomplete); tool errors are recorded as error calls.
 */
export class LangGraphCallbackHandler {
  /** LangChain uses an object with a `name` as a handler as it is, reading the flags below. */
  readonly name = "cairn_snapshot";
  /** LangChain otherwise runs callbacks in a background queue: the trace must be complete when `invoke()` returns. */
  readonly awaitHandlers = true;
  /** As audit-fence's handler: a failed write is logged by LangChain, never raised into the pipeline. */
  readonly raiseError = false;
  readonly ignoreLLM = true;
  readonly ignoreRetriever = true;
  readonly ignoreCustomEvent = true;
  /** Chain callbacks carry the node runs; a fixed-agent config needs none. */
  readonly ignoreChain: boolean;

  private readonly calls: PendingToolCalls;
  private readonly root: string;
  private readonly fixedAgent: string | undefined;
  /** Node run id → its agent and task namespace, until the run ends. */
  private readonly nodeRuns = new Map<string, { agent: string; ns: string }>();
  /**
   * Namespaces of node tasks running or done: a task's first chain is the node run, and its inner
   * chains (its subgraph, its routing) share the namespace. A task that failed is forgotten, so
   * its retry (same task id) is a node run again.
   */
  private readonly startedTasks = new Set<string>();

  constructor(
    snapshot: Snapshot,
    private readonly capture: LangGraphCapture,
    now: () => number,
    options: LangGraphConfigOptions,
  ) {
    this.calls = new PendingToolCalls(snapshot, now);
    this.root = options.prefix ?? "";
    this.fixedAgent = options.agent;
    this.ignoreChain = options.agent !== undefined;
  }

  handleChainStart(_chain: unknown, _inputs: unknown, runId: string, _runType?: string, _tags?: string[], metadata?: NodeMetadata): void {
    const task = nodeTask(metadata);
    if (!task || task.frames.at(-1)!.node !== metadata?.langgraph_node || this.startedTasks.has(task.ns)) return;
    this.startedTasks.add(task.ns);
    const step = typeof metadata.langgraph_step === "number" ? metadata.langgraph_step : undefined;
    this.nodeRuns.set(runId, { agent: this.capture.nodeStarted(this.root, task.frames, step), ns: task.ns });
  }

  handleChainEnd(outputs: unknown, runId: string): void {
    const run = this.nodeRuns.get(runId);
    if (run === undefined) return;
    this.nodeRuns.delete(runId);
    this.capture.nodeFinished(run.agent, outputs);
  }

  handleChainError(_error: unknown, runId: string): void {
    const run = this.nodeRuns.get(runId);
    if (run === undefined) return;
    this.nodeRuns.delete(runId);
    this.startedTasks.delete(run.ns);
  }

  /** LangChain.js names the tool in `runName`; `serialized` only names its class. */
  handleToolStart(
    serialized: SerializedTool | null | undefined,
    input: string,
    runId: string,
    _parentRunId?: string,
    _tags?: string[],
    metadata?: NodeMetadata,
    runName?: string,
  ): void {
    this.calls.start(runId, this.toolAgent(metadata), runName || serializedToolName(serialized), toolInput(input));
  }

  handleToolEnd(output: unknown, runId: string): void {
    this.calls.end(runId, output);
  }

  handleToolError(error: unknown, runId: string): void {
    this.calls.error(runId, error);
  }

  private toolAgent(metadata: NodeMetadata | undefined): string {
    if (this.fixedAgent !== undefined) return this.fixedAgent;
    const task = nodeTask(metadata);
    if (task) return this.capture.agentFor(this.root, task.frames);
    return this.root || OUTSIDE_GRAPH_AGENT;
  }
}
