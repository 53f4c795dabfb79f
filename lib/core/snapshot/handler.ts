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

/**
 * The callback handler of spec §5.7 (`snap.handler(agent)`), for frameworks that report tool
 * calls as start / end / error events keyed by a run id rather than by wrapping the function.
 * Calls may interleave; an end or error without a start is ignored, as in audit-fence.
 */
export class SnapshotHandler {
  private readonly pending = new Map<string, { tool: string; input: unknown; start: number }>();

  constructor(
    private readonly snapshot: Snapshot,
    private readonly agent: string,
    private readonly now: () => number,
  ) {}

  onToolStart(serialized: SerializedTool | null | undefined, inputStr: string, options: ToolStartOptions): void {
    const tool = serialized?.name || serialized?.id?.at(-1) || "unknown";
    const input = options.inputs ?? inputStr;
    this.pending.set(String(options.runId), { tool, input, start: this.now() });
  }

  /** A ToolMessage-like output records its `content`; anything else is recorded as is. */
  onToolEnd(output: unknown, options: { runId: string }): void {
    const call = this.take(options.runId);
    if (!call) return;
    const content = typeof output === "object" && output !== null && "content" in output ? (output as { content: unknown }).content : output;
    this.snapshot.record(this.agent, call.tool, call.input, content, this.elapsed(call.start));
  }

  onToolError(error: unknown, options: { runId: string }): void {
    const call = this.take(options.runId);
    if (!call) return;
    this.snapshot.record(this.agent, call.tool, call.input, null, this.elapsed(call.start), "error", errorText(error));
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
