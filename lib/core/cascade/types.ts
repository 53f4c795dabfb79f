import type { ClaimRecord, RejectionRecord } from "../records";
import type { FenceStatus } from "./verdict";

/** A text a node wrote: an output summary, an artifact, or the final report. */
export interface NodeDocument {
  path: string;
  text: string;
}

/** What the cascade needs to know about a run's nodes (spec §6.4 "Node outputs"). */
export interface CascadeInput {
  /**
   * Nodes in manifest order; `report` is the pseudo-node when the run has a final report. `scope`
   * and `parent` place a node in the graph hierarchy (lib/core/topology), when the run has one.
   */
  nodes: { name: string; kind: "agent" | "report"; scope?: string | null; parent?: string | null }[];
  edges: { source: string; target: string }[];
  /** What each node wrote, first that exists: its output summary, else its artifacts (in order). */
  written: Record<string, NodeDocument[]>;
  /** Each agent's flat-text call files, keyed by trace path (`research/calls/0000_x.txt`). */
  calls: Record<string, Record<string, string>>;
  /** The final report (the `report` pseudo-node's document). */
  report: NodeDocument | null;
}

export type AuditKind = "edge" | "grounding";

/** One independent audit of the cascade: a document checked against a source. */
export interface AuditTask {
  /** `A->B`, `A+C->B` (a merge, upstreams in manifest order) or `A/calls->A` (grounding). */
  fence: string;
  kind: AuditKind;
  sources: string[];
  target: string;
  documentKind: "node_output" | "final_document";
  /** What the target wrote, joined; empty when `status` is not `ready`. */
  document: string;
  documentPath: string;
  /** The search corpus: `{A}_output.txt` files, or `{A}/calls/…` when A passed on its traces. */
  sourceFiles: Record<string, string>;
  /** Per upstream: whether it passed on what it wrote or only its traces. */
  sourceOrigins: Record<string, "output" | "traces" | "upstreams">;
  /** `ready` to audit; `no-output` when the target wrote nothing; `error` when it sits on a cycle. */
  status: "ready" | "no-output" | "error";
  error?: string;
  /** A hop across a subgraph boundary: the subgraph scopes whose terminal nodes it brings back to the target, the node they ran in. Absent for a hop inside one scope. */
  leaves?: string[];
}

/** What an auditor returns for one task. */
export interface AuditOutcome {
  claims: ClaimRecord[];
  rejections: RejectionRecord[];
  /** Set when the auditor failed; the audit's status is then `error`. */
  error?: string;
  /** Auditor-specific usage figures (model calls, tokens…), summed into the audit. */
  usage?: Record<string, number>;
}

export interface AuditorContext {
  signal?: AbortSignal;
}

/** Mechanical (default), LLM or hybrid: every auditor checks one task and returns its claims. */
export interface Auditor {
  readonly kind: string;
  readonly model?: string;
  audit(task: AuditTask, context: AuditorContext): Promise<AuditOutcome>;
  /** Lets go of what it kept for its run (an auditor is made per audit run); whoever made it calls this once the run is done. */
  close?(): void;
}

export interface AuditResult {
  fence: string;
  kind: AuditKind;
  sources: string[];
  target: string;
  documentKind: AuditTask["documentKind"];
  documentPath: string;
  /** As the task's: the subgraph scopes this hop comes out of, for a hop across a boundary. */
  leaves?: string[];
  status: FenceStatus;
  claims: ClaimRecord[];
  rejections: RejectionRecord[];
  found: number;
  notFound: number;
  unchecked: number;
  error?: string;
  usage?: Record<string, number>;
}

export interface CascadeResult {
  results: AuditResult[];
  allPassed: boolean;
  failedEdges: [string, string][];
}
