import type { ParsedBundle } from "./parsed-bundle";
import type { ToolCallRecord } from "./tool-calls";

/** Snapshot.build_index(): "agent:seq" → record, over the manifest's agents (spec §5.7). */
export function buildIndex(bundle: ParsedBundle): Map<string, ToolCallRecord> {
  const index = new Map<string, ToolCallRecord>();
  for (const agent of bundle.agents) {
    for (const { record } of agent.toolCalls) index.set(`${agent.name}:${record.seq}`, record);
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

/** Path parts as Python's PurePosixPath gives them: empty and "." parts dropped. */
const pathParts = (path: string): string[] => path.split("/").filter((part) => part !== "" && part !== ".");

function relativeToRoot(searchFile: string, rootPath: string | undefined): string[] | null {
  if (!searchFile.startsWith("/")) return pathParts(searchFile);
  if (rootPath === undefined) return null;
  const root = pathParts(rootPath);
  const parts = pathParts(searchFile);
  const inside = root.length < parts.length && root.every((part, i) => parts[i] === part);
  return inside ? parts.slice(root.length) : null;
}

/**
 * Snapshot.resolve_ref(): the tool call whose flat text file a claim cites, or null. The path must
 * read `{agent}/calls/{file}` (after making an absolute path relative to the bundle root) and the
 * line must fall within the record's line_range.
 */
export function resolveRef(
  bundle: ParsedBundle,
  searchFile: string,
  searchLine: number,
  options: ResolveRefOptions = {},
): ToolCallRecord | null {
  const parts = relativeToRoot(searchFile, options.rootPath);
  if (parts === null || parts.length < 3 || parts[1] !== "calls") return null;
  const agent = bundle.agents.find((candidate) => candidate.traceDir === `${parts[0]}/`);
  const outputFile = parts.slice(1).join("/");
  const call = agent?.toolCalls.find(({ record }) => {
    const [first, last] = record.line_range;
    return record.output_file === outputFile && record.line_range.length >= 2 && first <= searchLine && searchLine <= last;
  });
  return call?.record ?? null;
}
