import { callHoldsLine, callRefOf } from "../bundle";
import { PyFloat, pyJsonDumps, pyRound } from "../python";
import { SnapshotHandler } from "./handler";
import { LangGraphCapture } from "./langgraph-capture";
import { LangGraphCallbackHandler, type LangGraphConfigOptions } from "./langgraph-handler";
import { captureInput, errorText, observeSettlement } from "./capture";
import { defaultFormat } from "./format";
import { lineRangeOf, renderFlatText, truncateToBytes } from "./flat-text";
import { toJsonSafe } from "./json-safe";
import { renderManifest } from "./manifest";
import { redactCall, redactErrorText } from "./redact";
import { safeName } from "./safe-name";
import { defaultSessionId } from "./session-id";
import type {
  AgentMessage,
  CallStatus,
  DurationMs,
  FileSink,
  OutputFormatter,
  Redactor,
  SnapshotOptions,
  ToolCallEntry,
} from "./types";
import { encodeUtf8 } from "./values";

export const DEFAULT_MAX_OUTPUT_BYTES = 10_000_000;
/** Anonymous JS functions have an empty name; Python names its anonymous functions this way. */
const ANONYMOUS_TOOL_NAME = "<lambda>";

interface AgentWriter {
  readonly dir: string;
  readonly calls: ToolCallEntry[];
  readonly artifacts: string[];
  messageCount: number;
}

/** round(ms, 1) for a float; a Python int stays an int. */
function roundDuration(durationMs: DurationMs): DurationMs {
  if (durationMs instanceof PyFloat) return new PyFloat(pyRound(durationMs.value, 1));
  return Number.isInteger(durationMs) ? durationMs : new PyFloat(pyRound(durationMs, 1));
}

function durationValue(durationMs: DurationMs): number {
  return durationMs instanceof PyFloat ? durationMs.value : durationMs;
}

/**
 * audit-fence's Snapshot writer (spec §5): one flat text file and one `tool_calls.jsonl` line per
 * tool call, per agent, then `manifest.json` on finalize. Every write goes through a synchronous
 * FileSink, so each record (seq allocation included) is atomic with respect to other captures.
 */
export class Snapshot {
  readonly outputDir: string;
  readonly sessionId: string;
  private readonly sink: FileSink;
  private readonly now: () => number;
  private readonly formatter: OutputFormatter | undefined;
  private readonly redact: Redactor | false | undefined;
  private readonly maxOutputBytes: number;
  private readonly createdAt: number;
  private readonly writers = new Map<string, AgentWriter>();
  private readonly dependencies = new Map<string, string[]>();
  private langGraph: LangGraphCapture | null = null;
  private manifestPath: string | null = null;

  constructor(outputDir: string, sink: FileSink, options: SnapshotOptions = {}) {
    this.outputDir = outputDir.length > 1 ? outputDir.replace(/\/+$/, "") : outputDir;
    this.sink = sink;
    this.now = options.now ?? (() => Date.now() / 1000);
    this.formatter = options.formatter;
    this.redact = options.redact;
    this.maxOutputBytes = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
    this.createdAt = this.now();
    this.sessionId = options.sessionId ?? defaultSessionId(this.createdAt);
    sink.mkdir(this.outputDir);
  }

  /** `{outputDir}/{agent}`; the directory exists once the agent has a writer. */
  agentDir(agent: string): string {
    return `${this.outputDir}/${agent}`;
  }

  /** Agents in writer creation order (the manifest's order). */
  get agents(): string[] {
    return [...this.writers.keys()];
  }

  /**
   * Records one finished tool call: writes `calls/NNNN_{safe tool}.txt` (and `.bin` for a bytes
   * output) and appends its `tool_calls.jsonl` line. `error`, when non-empty, replaces the output
   * as the file's body and is kept raw in the JSONL. Returns the entry as written.
   */
  record(
    agent: string,
    tool: string,
    input: unknown,
    output: unknown,
    durationMs: DurationMs,
    status: CallStatus = "ok",
    error?: string,
  ): ToolCallEntry {
    const writer = this.writerFor(agent);
    const seq = writer.calls.length;
    const timestamp = this.now();
    const duration = roundDuration(durationMs);
    const [redactedInput, redactedOutput] = redactCall(this.redact, tool, input, output);
    const stem = `${String(seq).padStart(4, "0")}_${safeName(tool)}`;
    const header = { seq, tool, agent, timestamp, durationMs: durationValue(duration), status, input: redactedInput };
    const [section, body] = error
      ? (["error", redactErrorText(this.redact, error)] as const)
      : (["output", this.formatOutput(writer, stem, tool, redactedInput, redactedOutput)] as const);
    const text = truncateToBytes(renderFlatText(header, section, body), this.maxOutputBytes);
    const entry: ToolCallEntry = {
      seq,
      tool,
      agent,
      input: toJsonSafe(redactedInput, "as-string"),
      output_file: `calls/${stem}.txt`,
      output_bytes: encodeUtf8(text).length,
      timestamp,
      duration_ms: header.durationMs,
      status,
      line_range: lineRangeOf(text),
      ...(error ? { error } : {}),
    };
    this.sink.writeFile(`${writer.dir}/${entry.output_file}`, text);
    const line = pyJsonDumps({ ...entry, timestamp: new PyFloat(timestamp), duration_ms: duration });
    this.sink.appendFile(`${writer.dir}/tool_calls.jsonl`, line + "\n");
    writer.calls.push(entry);
    return entry;
  }

  /**
   * Wraps `fn` so each call is timed and recorded under `agent` as the tool `fn.name` (or
   * `<lambda>`); sync or async. Input rules in captureInput. A throw or rejection is recorded as
   * an error (no output) and propagates unchanged. The agent's writer is created now.
   */
  capture<F extends (...args: never[]) => unknown>(agent: string, fn: F): F {
    this.writerFor(agent);
    const tool = fn.name || ANONYMOUS_TOOL_NAME;
    const captured = (...args: Parameters<F>) => {
      const input = captureInput(args);
      const start = this.now();
      return observeSettlement(
        () => fn(...args),
        (settlement) => {
          const durationMs = new PyFloat((this.now() - start) * 1000);
          if (settlement.ok) this.record(agent, tool, input, settlement.value, durationMs);
          else this.record(agent, tool, input, null, durationMs, "error", errorText(settlement.error));
        },
      );
    };
    return captured as F;
  }

  /** `handler(agent)`: start / end / error callbacks for frameworks that report tool calls as events. */
  handler(agent: string): SnapshotHandler {
    this.writerFor(agent);
    return new SnapshotHandler(this, agent, this.now);
  }

  /**
   * `config()` for LangGraph.js and LangChain.js (spec §5.7, §5.8): `{ callbacks: [handler] }`,
   * to pass to `graph.invoke(input, config)`. Agents, node outputs and scopes come from the
   * callbacks' `checkpoint_ns` (LangGraphCallbackHandler); `{ agent }` records every tool call
   * under that one agent instead, as audit-fence v0.9 does.
   */
  config(options: LangGraphConfigOptions = {}): { callbacks: [LangGraphCallbackHandler] } {
    if (options.agent !== undefined) this.writerFor(options.agent);
    this.langGraph ??= new LangGraphCapture(this, (agent) => this.writerFor(agent));
    return { callbacks: [new LangGraphCallbackHandler(this, this.langGraph, this.now, options)] };
  }

  /** `wrap(tools, agent)`: capture each function. */
  wrap<F extends (...args: never[]) => unknown>(agent: string, tools: readonly F[]): F[] {
    return tools.map((tool) => this.capture(agent, tool));
  }

  /** Writes `{agent}/{filename}` (UTF-8) and lists it once in the agent's manifest artifacts. */
  saveArtifact(agent: string, content: string, filename: string): string {
    const writer = this.writerFor(agent);
    const path = `${writer.dir}/${filename}`;
    this.sink.writeFile(path, content);
    if (!writer.artifacts.includes(filename)) writer.artifacts.push(filename);
    return path;
  }

  /** `agent` consumed the output of `upstream`; ordered, deduplicated, and creates no writer. */
  declareDependency(agent: string, upstream: string | readonly string[]): void {
    const known = this.dependencies.get(agent) ?? [];
    for (const name of typeof upstream === "string" ? [upstream] : upstream) {
      if (!known.includes(name)) known.push(name);
    }
    this.dependencies.set(agent, known);
  }

  /**
   * Cairn extension (inter-agent provenance): appends one message that entered `agent` to its
   * `messages.jsonl` as `{"seq", "origin", "source", "content", "timestamp"}`; seq counts per agent.
   */
  recordMessage(agent: string, message: AgentMessage): void {
    const writer = this.writerFor(agent);
    const line = pyJsonDumps({
      seq: writer.messageCount,
      origin: message.origin,
      source: message.source,
      content: message.content,
      timestamp: new PyFloat(this.now()),
    });
    this.sink.appendFile(`${writer.dir}/messages.jsonl`, line + "\n");
    writer.messageCount += 1;
  }

  /**
   * Writes `manifest.json` once and returns its path. Later calls return the same path without
   * rewriting, whatever `incomplete` says; writers keep working but the manifest is not updated.
   */
  finalize({ incomplete = false }: { incomplete?: boolean } = {}): string {
    if (this.manifestPath) return this.manifestPath;
    const path = `${this.outputDir}/manifest.json`;
    const text = renderManifest({
      sessionId: this.sessionId,
      createdAt: this.createdAt,
      finalizedAt: this.now(),
      agents: this.writers,
      dependencies: this.dependencies,
      scopes: this.langGraph?.scopes() ?? {},
      incomplete,
    });
    this.sink.writeFile(path, text);
    this.manifestPath = path;
    return path;
  }

  /**
   * The `with Snapshot(...)` form: runs `body` (sync or async), then finalizes, marking the
   * manifest `incomplete` when the body threw; the error still propagates.
   */
  runAndFinalize<R>(body: (snapshot: this) => R): R {
    return observeSettlement(
      () => body(this),
      (settlement) => this.finalize({ incomplete: !settlement.ok }),
    );
  }

  /** `{"{agent}:{seq}": entry}` over the calls this writer recorded, agents in creation order. */
  buildIndex(): Map<string, ToolCallEntry> {
    const index = new Map<string, ToolCallEntry>();
    for (const [agent, writer] of this.writers) {
      for (const call of writer.calls) index.set(`${agent}:${call.seq}`, call);
    }
    return index;
  }

  /**
   * The call whose flat file holds `searchLine` of `searchFile` (relative to the trace root, or
   * absolute under outputDir, `..` resolved), or null. Writer-side twin of the bundle reader's
   * resolveRef, with the same path rule; agents written after finalize() are found too.
   */
  resolveRef(searchFile: string, searchLine: number): ToolCallEntry | null {
    const ref = callRefOf(searchFile, this.outputDir);
    if (ref === null) return null;
    const calls = this.writers.get(ref.agent)?.calls ?? [];
    return calls.find((call) => callHoldsLine(call, ref, searchLine)) ?? null;
  }

  private writerFor(agent: string): AgentWriter {
    const existing = this.writers.get(agent);
    if (existing) return existing;
    const writer: AgentWriter = { dir: this.agentDir(agent), calls: [], artifacts: [], messageCount: 0 };
    this.sink.mkdir(`${writer.dir}/calls`);
    this.writers.set(agent, writer);
    return writer;
  }

  /** Body of a successful call: a `.bin` pointer for bytes, else the formatter's text or the default. */
  private formatOutput(writer: AgentWriter, stem: string, tool: string, input: unknown, output: unknown): string {
    if (output instanceof Uint8Array) {
      this.sink.writeFile(`${writer.dir}/calls/${stem}.bin`, output.slice(0, this.maxOutputBytes));
      return `[binary output: ${output.length} bytes]\nsaved to: ${stem}.bin`;
    }
    return this.formatter?.(tool, input, output) ?? defaultFormat(output);
  }
}
