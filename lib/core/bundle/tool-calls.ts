import { z } from "zod";
import { readJsonLines, type JsonLinesResult } from "./json-lines";
import { pyInt, pyNumber } from "./py-schemas";

/**
 * One line of `{agent}/tool_calls.jsonl` (spec §5.3) as the ingest type: unknown keys dropped,
 * `line_range` defaulting to [] and `error` to null.
 */
export interface ToolCallRecord {
  /** Per agent, 0-based. */
  seq: number;
  /** The raw tool name (the file name uses a sanitised one). */
  tool: string;
  agent: string;
  /** The redacted, JSON-safe input. */
  input: unknown;
  /** "calls/NNNN_tool.txt", relative to the agent folder. */
  output_file: string;
  output_bytes: number;
  /** Epoch seconds at the end of the call. */
  timestamp: number;
  duration_ms: number;
  /** "ok" or "error". */
  status: string;
  /** [1, last line] of the flat text file, or [] when absent. */
  line_range: number[];
  /** The raw, unredacted error text; null when the call did not fail. */
  error: string | null;
}

const toolCallSchema: z.ZodType<ToolCallRecord> = z.object({
    seq: pyInt,
    tool: z.string(),
    agent: z.string(),
    input: z.unknown(),
    output_file: z.string(),
    output_bytes: pyInt,
    timestamp: pyNumber,
    duration_ms: pyNumber,
    status: z.string(),
    line_range: z.array(pyInt).default(() => []),
  error: z.string().nullable().default(null),
});

/** Parse tool_calls.jsonl; malformed lines are skipped and reported with their line numbers. */
export function parseToolCalls(text: string, fileName: string): JsonLinesResult<ToolCallRecord> {
  return readJsonLines(text, fileName, toolCallSchema, "tool call record");
}
