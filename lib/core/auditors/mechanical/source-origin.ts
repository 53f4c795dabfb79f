/**
 * Which agent and tool a source file stands for, so a claim names where its evidence came from:
 * a tool call's flat text (`{agent}/calls/NNNN_tool.txt`, header `[tool_call #N] name`, spec
 * §5.4) or an upstream's output (`{U}_output.txt`, spec §6.4).
 */

export interface SourceOrigin {
  source_agent: string;
  source_tool: string;
  /** The tool call's sequence number, or -1 when the file is not a tool call. */
  source_index: number;
}

const CALL_FILE = /^([^/]+)\/calls\/[^/]+\.txt$/;
const CALL_HEADER = /^\[tool_call #(\d+)\] (.*)$/;
const OUTPUT_FILE = /^(.+?)_output(?:_\d+)?\.txt$/;

export function sourceOrigin(path: string, firstLine: string): SourceOrigin {
  const call = CALL_FILE.exec(path);
  const header = call ? CALL_HEADER.exec(firstLine) : null;
  if (call && header) return { source_agent: call[1], source_tool: header[2], source_index: Number(header[1]) };
  const output = OUTPUT_FILE.exec(path);
  if (output) return { source_agent: output[1], source_tool: output[1], source_index: -1 };
  return { source_agent: "", source_tool: "", source_index: -1 };
}

/** A tool call's header lines (tool name, agent, input), up to its first empty line: what every line of its output is about. */
export function callHeader(text: string): string {
  const firstLineEnd = text.indexOf("\n");
  if (!CALL_HEADER.test(firstLineEnd < 0 ? text : text.slice(0, firstLineEnd))) return "";
  const blankLine = text.indexOf("\n\n");
  // A final "\n" ends the text with an empty line too.
  return text.slice(0, blankLine >= 0 ? blankLine : text.endsWith("\n") ? text.length - 1 : text.length);
}
