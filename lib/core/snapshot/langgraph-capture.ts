import type { ManifestScope } from "../bundle";
import { nodeOutputText } from "./langgraph-output";
import type { NamespaceFrame } from "./langgraph-namespace";
import { ScopeTree } from "./langgraph-scopes";
import type { Snapshot } from "./snapshot";

/** The artifact each node's output is saved as, in its agent folder. */
const NODE_OUTPUT_ARTIFACT = "output.md";

/**
 * What every LangGraph config of one Snapshot shares: the scope tree (agent names, scopes, edges)
 * and each agent's node outputs, one part per node run, saved as its `output.md` artifact.
 */
export class LangGraphCapture {
  private readonly tree: ScopeTree;
  private readonly outputs = new Map<string, string[]>();

  constructor(
    private readonly snapshot: Snapshot,
    declareAgent: (agent: string) => void,
  ) {
    this.tree = new ScopeTree(declareAgent);
  }

  agentFor(root: string, frames: readonly NamespaceFrame[]): string {
    return this.tree.agentFor(root, frames);
  }

  nodeStarted(root: string, frames: readonly NamespaceFrame[], step: number | undefined): string {
    return this.tree.nodeStarted(root, frames, step);
  }

  /** A node run returned `update`: its text joins the agent's earlier runs' in `output.md`. Nothing is written for an update with no text. */
  nodeFinished(agent: string, update: unknown): void {
    const text = nodeOutputText(update);
    if (text === "") return;
    const parts = this.outputs.get(agent) ?? [];
    parts.push(text);
    this.outputs.set(agent, parts);
    this.snapshot.saveArtifact(agent, parts.join("\n\n"), NODE_OUTPUT_ARTIFACT);
  }

  scopes(): Record<string, ManifestScope> {
    return this.tree.toManifest();
  }
}
