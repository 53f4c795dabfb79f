import { utcSecondStamp } from "../python";
import { formatInput } from "./format";
import type { CallStatus } from "./types";
import { decodeUtf8Replacing, encodeUtf8 } from "./values";

export interface FlatTextCall {
  seq: number;
  tool: string;
  agent: string;
  /** Epoch seconds. */
  timestamp: number;
  durationMs: number;
  status: CallStatus;
  /** Redacted input, before JSON-safety (a tuple still prints as a tuple). */
  input: unknown;
}

/**
 * A call's flat text file (spec §5.4), without trailing newline. `section` names the body: the
 * output, or the error text when the call failed with a non-empty message.
 */
export function renderFlatText(call: FlatTextCall, section: "output" | "error", body: string): string {
  const lines = [
    `[tool_call #${call.seq}] ${call.tool}`,
    `agent: ${call.agent}`,
    `timestamp: ${utcSecondStamp(call.timestamp)}`,
    `duration: ${Math.trunc(call.durationMs)}ms`,
    ...(call.status === "ok" ? [] : [`status: ${call.status.toUpperCase()}`]),
    `input: ${formatInput(call.input)}`,
    "",
    `${section}:`,
    body,
  ];
  return lines.join("\n");
}

/**
 * Caps the whole text at `cap` UTF-8 bytes: a code point cut in half decodes to U+FFFD, and a
 * marker naming the original size is appended (so the file may exceed the cap slightly).
 */
export function truncateToBytes(text: string, cap: number): string {
  const bytes = encodeUtf8(text);
  if (bytes.length <= cap) return text;
  const kept = decodeUtf8Replacing(bytes.subarray(0, cap));
  return `${kept}\n\n[TRUNCATED: output was ${bytes.length} bytes, showing first ${cap}]`;
}

/** JSONL `line_range`: the file's lines, 1-based and inclusive. */
export function lineRangeOf(text: string): [number, number] {
  return [1, text.split("\n").length];
}
