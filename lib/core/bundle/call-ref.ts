import { normpath } from "../python";
import type { ToolCallRecord } from "./tool-calls";

/** A cited path read as resolve_ref reads it: the agent folder and the `output_file` its JSONL names. */
export interface CallRef {
  agent: string;
  /** `calls/NNNN_tool.txt`, as `tool_calls.jsonl` writes it. */
  outputFile: string;
}

/** Path(...).parts: empty and "." segments dropped, ".." kept. */
const pathParts = (path: string): string[] => path.split("/").filter((part) => part !== "" && part !== ".");

/**
 * An absolute path as Path(path).resolve().relative_to(root): `..` collapsed (what resolve() does
 * when no symlinks are involved; there are none in a bundle), then the root's parts removed. Null
 * when the path lies outside the root, or when the root is not absolute (Python would resolve it
 * against a working directory this code has none of).
 */
function partsUnderRoot(absolutePath: string, rootPath: string | undefined): string[] | null {
  if (rootPath === undefined || !rootPath.startsWith("/")) return null;
  const root = pathParts(normpath(rootPath));
  const parts = pathParts(normpath(absolutePath));
  return root.every((part, i) => parts[i] === part) ? parts.slice(root.length) : null;
}

/**
 * resolve_ref's path rule (spec §5.7), shared by the bundle reader and the Snapshot writer: a
 * relative path is read part by part as written, an absolute one is resolved and made relative
 * to `rootPath`; either must then read `{agent}/calls/{file}`.
 */
export function callRefOf(searchFile: string, rootPath?: string): CallRef | null {
  const parts = searchFile.startsWith("/") ? partsUnderRoot(searchFile, rootPath) : pathParts(searchFile);
  if (parts === null || parts.length < 3 || parts[1] !== "calls") return null;
  return { agent: parts[0], outputFile: parts.slice(1).join("/") };
}

/** Does this call's flat file hold the cited line? resolve_ref's record test. */
export function callHoldsLine(call: Pick<ToolCallRecord, "output_file" | "line_range">, ref: CallRef, line: number): boolean {
  const [first, last] = call.line_range;
  return call.output_file === ref.outputFile && call.line_range.length >= 2 && first <= line && line <= last;
}
