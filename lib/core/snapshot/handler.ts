import { PyFloat } from "../python";
import { errorText } from "./capture";
import type { Snapshot } from "./snapshot";

/** What a LangChain-style callback says about the tool being started (`serialized`). */
export interface SerializedTool {
  name?: string;
  id?: readonly string[];
}

export interface ToolStartOptions {
  runId: string;
  /** The structured inputs, when the framework passes them (they win over `inputStr`). */
  inputs?: Record<string, unknown> | null;
}

/** `serialized.name`, else the last part of `serialized.id`, else "unknown" (spec §5.7). */
export function serializedToolName(serialized: SerializedTool | null | undefined): string {
  return serialized?.name || serialized?.id?.at(-1) || "unknown";
}

/**
 * Tool calls between their start and end callbacks, keyed by run id, recorded when they settle
 * (spec §5.7): an end or error without a start is ignored, calls may interleave.
 */
export class PendingToolCalls {
  private readonly pending = new Map<string, { agent: string; tool: string; input: unknown; start: number }>();

  constructor(
    private readonly snapshot: Snapshot,
    private readonly now: () => number,
  ) {}

  start(runId: string, agent: string, tool: string, input: unknown): void {
    this.pending.set(String(runId), { agent, tool, input, start: this.now() });
  }

  /** A ToolMessage-like output records its `content`; anything else is recorded as is. */
  end(runId: string, output: unknown): void {
    const call = this.take(runId);
    if (!call) return;
    const content = typeof output === "object" && output !== null && "content" in output ? (output as { content: unknown }).content : output;
    this.snapshot.record(call.agent, call.tool, call.input, content, this.elapsed(call.start));
  }

  error(runId: string, error: unknown): void {
    const call = this.take(runId);
    if (!call) return;
    this.snapshot.record(call.agent, call.tool, call.input, null, this.elapsed(call.start), "error", errorText(error));
  }

  private take(runId: string) {
    const call = this.pending.get(String(runId));
    this.pending.delete(String(runId));
    return call;
  }

  private elapsed(start: number): PyFloat {
    return new PyFloat((this.now() - start) * 1000);
  }
}

/**
 * The callback handler of spec §5.7 (`snap.handler(agent)`), for frameworks that report tool
 * calls as start / end / error events keyed by a run id rather than by wrapping the function.
 * Every call is recorded under one agent. For LangChain.js and LangGraph.js, `snap.config()`
 * gives a handler in their own callback interface.
 */
export class SnapshotHandler {
  private readonly calls: PendingToolCalls;

  constructor(
    snapshot: Snapshot,
    private readonly agent: string,
    now: () => number,
  ) {
    this.calls = new PendingToolCalls(snapshot, now);
  }

  onToolStart(serialized: SerializedTool | null | undefined, inputStr: string, options: ToolStartOptions): void {
    this.calls.start(options.runId, this.agent, serializedToolName(serialized), options.inputs ?? inputStr);
  }

  onToolEnd(output: unknown, options: { runId: string }): void {
    this.calls.end(options.runId, output);
  }

  onToolError(error: unknown, options: { runId: string }): void {
    this.calls.error(options.runId, error);
  }
}
