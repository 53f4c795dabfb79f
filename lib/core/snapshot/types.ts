import type { ToolCallRecord } from "../bundle";
import type { MessageOrigin } from "../envelope";
import type { PyFloat } from "../python";

/**
 * Where a Snapshot writes. Synchronous on purpose: a call's seq is allocated and its flat text
 * file and JSONL line are written in one uninterrupted step, so concurrent async captures can
 * never interleave inside a record (spec §1.7, last bullet) and no per-agent queue is needed.
 * Paths are POSIX strings built by the writer (`{outputDir}/{agent}/calls/0000_x.txt`).
 */
export interface FileSink {
  /** `mkdir -p`. */
  mkdir(path: string): void;
  /** Create or replace a file; strings are written as UTF-8. */
  writeFile(path: string, content: string | Uint8Array): void;
  /** Append UTF-8 text, creating the file if needed. */
  appendFile(path: string, text: string): void;
}

export type CallStatus = "ok" | "error";

/** `formatter(tool, input, output)`: a string replaces the default body, null/undefined keeps it. */
export type OutputFormatter = (tool: string, input: unknown, output: unknown) => string | null | undefined;

/** Custom redaction: runs before the built-in patterns and returns the new `[input, output]`. */
export type Redactor = (tool: string, input: unknown, output: unknown) => readonly [unknown, unknown];

export interface SnapshotOptions {
  /** Defaults to `YYYYMMDD_HHMMSS_{8 hex}` from the clock (UTC) and a random UUID. */
  sessionId?: string;
  formatter?: OutputFormatter;
  /** undefined: built-in patterns only; a function: it, then the built-ins; false: no redaction. */
  redact?: Redactor | false;
  /** Cap on a flat text file (header + body) and on a .bin file, in bytes. */
  maxOutputBytes?: number;
  /** Epoch seconds; inject a fixed or scripted clock for deterministic bundles. */
  now?: () => number;
}

/**
 * Milliseconds as Python would hold them: a plain integral number is a Python int (kept as an
 * int), a PyFloat or a non-integral number is a float (rounded to 0.1 and written as `0.0`…).
 */
export type DurationMs = number | PyFloat;

/**
 * One `tool_calls.jsonl` line (spec §5.3) as the Snapshot writes it, in the library's key order:
 * the record the bundle reader reads (lib/core/bundle's ToolCallRecord), with what the writer
 * always knows held exactly: its status, both ends of the line range, an error only when the call failed.
 */
export type ToolCallEntry = Omit<ToolCallRecord, "status" | "line_range" | "error"> & {
  status: CallStatus;
  line_range: [number, number];
  error?: string;
};

/** Provenance extension (inter-agent-provenance spec): one message that entered an agent. */
export interface AgentMessage {
  origin: MessageOrigin;
  /** The sending agent, or "" when the origin is not an agent. */
  source: string;
  content: string;
}
