import { PyFloat, pyIsoformat, pyJsonDumps, pyRound, pyTotalSeconds } from "../python";
import type { ManifestScope } from "../bundle";
import type { ToolCallEntry } from "./types";

const MANIFEST_VERSION = 1;

export interface AgentTrace {
  readonly calls: readonly ToolCallEntry[];
  /** File names relative to the agent dir, deduplicated, in save order. */
  readonly artifacts: readonly string[];
}

export interface ManifestInput {
  sessionId: string;
  /** Epoch seconds of the Snapshot's construction and of finalize(). */
  createdAt: number;
  finalizedAt: number;
  /** In writer creation order. */
  agents: ReadonlyMap<string, AgentTrace>;
  dependencies: ReadonlyMap<string, readonly string[]>;
  /** Cairn's graph hierarchy (bundle/SCOPES.md), written only when a LangGraph config recorded one. */
  scopes: Readonly<Record<string, ManifestScope>>;
  incomplete: boolean;
}

function agentSummary(name: string, trace: AgentTrace) {
  // A Map, not an object: a tool may be named "valueOf" or "__proto__".
  const toolCounts = new Map<string, number>();
  for (const call of trace.calls) toolCounts.set(call.tool, (toolCounts.get(call.tool) ?? 0) + 1);
  return {
    tool_calls: trace.calls.length,
    tools_used: [...toolCounts.keys()],
    tool_counts: Object.fromEntries(toolCounts),
    artifacts: [...trace.artifacts],
    errors: trace.calls.filter((call) => call.status === "error").length,
    trace_dir: `${name}/`,
    // Flat .txt files only: .bin files, the JSONL and artifacts are not counted.
    trace_bytes: trace.calls.reduce((sum, call) => sum + call.output_bytes, 0),
  };
}

/** manifest.json text (spec §5.6): json.dumps(indent=2), ASCII-escaped, plus a trailing newline. */
export function renderManifest(input: ManifestInput): string {
  const agents = Object.fromEntries([...input.agents].map(([name, trace]) => [name, agentSummary(name, trace)]));
  const summaries = Object.values(agents);
  const sum = (pick: (summary: (typeof summaries)[number]) => number) =>
    summaries.reduce((total, summary) => total + pick(summary), 0);
  const manifest = {
    version: MANIFEST_VERSION,
    session_id: input.sessionId,
    created: pyIsoformat(input.createdAt),
    finalized: pyIsoformat(input.finalizedAt),
    // Python subtracts the two datetimes, so the microsecond-rounded instants decide, not the clock's floats.
    duration_seconds: new PyFloat(pyRound(pyTotalSeconds(input.createdAt, input.finalizedAt), 1)),
    agents,
    dependencies: Object.fromEntries([...input.dependencies].map(([agent, upstream]) => [agent, [...upstream]])),
    ...(Object.keys(input.scopes).length > 0 ? { scopes: input.scopes } : {}),
    totals: {
      agents: summaries.length,
      tool_calls: sum((summary) => summary.tool_calls),
      artifacts: sum((summary) => summary.artifacts.length),
      errors: sum((summary) => summary.errors),
      trace_bytes: sum((summary) => summary.trace_bytes),
    },
    ...(input.incomplete ? { incomplete: true } : {}),
  };
  return pyJsonDumps(manifest, { indent: 2 }) + "\n";
}
