import type { CascadeFile, GroupSnapshot } from "./audit-files";
import type { FencedClaim, FencedRejection } from "./audit-logs";
import type { BundleIssue } from "./issues";
import type { BundleLayout } from "./locate";
import type { Manifest, ManifestAgent, ManifestEdge } from "./manifest";
import type { MessageRecord } from "./messages";
import type { ManifestScope } from "./scopes";
import type { ToolCallRecord } from "./tool-calls";

/**
 * What readBundle hands to the ingest layer: everything a bundle says, parsed, with nothing
 * derived beyond path resolution. Plain data (objects, arrays, strings), so it can be cached,
 * sent to a worker or stored as is.
 *
 * Two kinds of path appear:
 * - a *trace path* is relative to the bundle root (the snapshot's output_dir), as audit-fence's
 *   own paths and grep results are: "research/calls/0000_get_price.txt";
 * - a *file path* is the path among the uploaded files ("trace/research/…", "report.md"), used
 *   for files outside the snapshot and in every warning.
 */
export interface ParsedBundle {
  layout: BundleLayout;
  manifest: Manifest;
  /** One per `manifest.agents` key, in manifest order. */
  agents: ParsedAgent[];
  /**
   * Agent folders with a tool_calls.jsonl that manifest.json does not list: their calls came
   * after finalize(). Python's build_index and resolve_ref scan folders, so they find these too.
   */
  unlistedAgents: UnlistedAgent[];
  /** manifest.dependencies: downstream → upstreams ({} when none were declared). */
  dependencies: Record<string, string[]>;
  /** Edges a newer manifest declares (`graph.edges`, then `edges`), sentinels included. */
  graphEdges: ManifestEdge[];
  /** The graph hierarchy Cairn's LangGraph capture records (SCOPES.md), validated; {} when the manifest has none. */
  scopes: Record<string, ManifestScope>;
  /** The final report, or null when the bundle has none. */
  report: BundleDocument | null;
  audit: AuditRecords;
  /** `.audit_cache/{node}/output_summary.txt`, keyed by node. */
  outputSummaries: Record<string, BundleDocument>;
  /** Everything that was odd but not fatal, in the order found. */
  warnings: BundleIssue[];
}

export interface BundleDocument {
  /** File path among the uploaded files. */
  path: string;
  text: string;
}

export interface ParsedAgent {
  name: string;
  /** The agent's line in the manifest, as written (counts are not corrected). */
  stats: ManifestAgent;
  /** The agent folder as a trace path with a trailing "/" ("research/"). */
  traceDir: string;
  /** tool_calls.jsonl records in file order; [] when the agent made no calls. */
  toolCalls: ToolCall[];
  /** Every `calls/*.txt` in the agent folder, keyed by trace path. */
  callTexts: Record<string, string>;
  /** The manifest's artifacts that exist, in manifest order. */
  artifacts: Artifact[];
  /** messages.jsonl records [Cairn], or null when the agent folder has none. */
  messages: MessageRecord[] | null;
}

/** An agent folder the manifest does not list: its name is the folder's. */
export type UnlistedAgent = Pick<ParsedAgent, "name" | "traceDir" | "toolCalls">;

export interface ToolCall {
  record: ToolCallRecord;
  /** Trace path of the flat text file (agent folder + output_file). */
  tracePath: string;
  /** The record's 1-based line in tool_calls.jsonl. */
  jsonlLine: number;
}

export interface Artifact {
  /** The name the manifest lists, relative to the agent folder. */
  name: string;
  tracePath: string;
  text: string;
}

export interface AuditRecords {
  /** Claim lines from every audit/*.jsonl that holds claim records, file by file. */
  claims: FencedClaim[];
  /** audit/enforcement_log.jsonl lines. */
  rejections: FencedRejection[];
  groupSnapshot: GroupSnapshot | null;
  cascade: CascadeFile | null;
}
