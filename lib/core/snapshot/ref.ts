import type { ToolCallEntry } from "./types";

/**
 * Does this call's flat file hold the cited line? The one rule shared by the writer-side
 * `Snapshot.resolveRef` and the bundle reader's resolveRef (lib/core/bundle, the canonical one,
 * which works on files; this writer-side one works on the records it wrote).
 */
export function callHoldsLine(
  call: Pick<ToolCallEntry, "output_file" | "line_range">,
  outputFile: string,
  line: number,
): boolean {
  const [first, last] = call.line_range;
  return call.output_file === outputFile && call.line_range.length >= 2 && first <= line && line <= last;
}

/**
 * Splits a cited path (`{agent}/calls/NNNN_x.txt`, relative to the trace root) into the agent and
 * the `output_file` its JSONL names, or null when it is not a call file path (spec §5.7).
 */
export function parseCallPath(relativePath: string): { agent: string; outputFile: string } | null {
  // Path(...).parts drops empty and "." segments.
  const parts = relativePath.split("/").filter((part) => part !== "" && part !== ".");
  if (parts.length < 3 || parts[1] !== "calls") return null;
  return { agent: parts[0], outputFile: parts.slice(1).join("/") };
}
