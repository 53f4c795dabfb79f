import { pyCompareStr } from "../python";
import { callHoldsLine, callRefOf } from "./call-ref";
import type { ParsedBundle, ToolCall, UnlistedAgent } from "./parsed-bundle";
import type { ToolCallRecord } from "./tool-calls";

/** The manifest's agents and the folders it does not list: every folder Python's Snapshot would scan. */
const agentsWithFolders = (bundle: ParsedBundle): UnlistedAgent[] => [...bundle.agents, ...bundle.unlistedAgents];

/**
 * Snapshot.build_index() over a written bundle: "agent:seq" → record for every agent folder, the
 * manifest's and the unlisted ones alike, in sorted folder order (spec §5.7). A repeated seq keeps
 * its first place and its last record, as a dict does.
 */
export function buildIndex(bundle: ParsedBundle): Map<string, ToolCallRecord> {
  const folders = new Map<string, ToolCall[]>();
  for (const { traceDir, toolCalls } of agentsWithFolders(bundle)) {
    const folder = traceDir.slice(0, -1);
    // A trace_dir of several parts is no folder directly under the root, which is all Python scans.
    if (!folder.includes("/") && !folders.has(folder)) folders.set(folder, toolCalls);
  }
  const index = new Map<string, ToolCallRecord>();
  for (const folder of [...folders.keys()].sort(pyCompareStr)) {
    for (const { record } of folders.get(folder)!) index.set(`${folder}:${record.seq}`, record);
  }
  return index;
}

export interface ResolveRefOptions {
  /**
   * Absolute path the bundle root had when the cited search ran (for a folder read from disk,
   * that folder). Absolute search paths are made relative to it; without it they resolve to null.
   */
  rootPath?: string;
}

/**
 * Snapshot.resolve_ref(): the tool call whose flat text file a claim cites, or null. The path must
 * read `{agent}/calls/{file}` (an absolute one is resolved and made relative to the bundle root),
 * the agent folder may be one the manifest does not list, and the line must fall within the
 * record's line_range.
 */
export function resolveRef(
  bundle: ParsedBundle,
  searchFile: string,
  searchLine: number,
  options: ResolveRefOptions = {},
): ToolCallRecord | null {
  const ref = callRefOf(searchFile, options.rootPath);
  if (ref === null) return null;
  const agent = agentsWithFolders(bundle).find((candidate) => candidate.traceDir === `${ref.agent}/`);
  return agent?.toolCalls.find(({ record }) => callHoldsLine(record, ref, searchLine))?.record ?? null;
}
