import { pyJsonDumps } from "../python";
import { bundleFilesFromEntries, type BundleFiles } from "./files";
import { BundleError } from "./issues";

/**
 * Test-only builders: bundles written the way audit-fence lays them out (spec §5.2–§5.6), small
 * enough to read in a test, with counts that agree unless a test breaks them on purpose.
 */

const encoder = new TextEncoder();

export function filesOf(contents: Record<string, string | Uint8Array>): BundleFiles {
  return bundleFilesFromEntries(
    new Map(Object.entries(contents).map(([path, content]) => [path, typeof content === "string" ? encoder.encode(content) : content])),
  );
}

/** The BundleError `run` throws; fails the test when it throws nothing or something else. */
export function bundleErrorOf(run: () => unknown): BundleError {
  try {
    run();
  } catch (error) {
    if (error instanceof BundleError) return error;
    throw error;
  }
  throw new Error("expected a BundleError");
}

export interface FixtureCall {
  tool: string;
  input: Record<string, string>;
  body: string;
  error?: string;
}

export interface FixtureAgent {
  calls?: FixtureCall[];
  artifacts?: Record<string, string>;
}

const safeName = (tool: string): string => tool.replace(/[^a-zA-Z0-9_-]/g, "_").replace(/^_+|_+$/g, "") || "unknown";

function flatText(agent: string, seq: number, call: FixtureCall): string {
  const status = call.error === undefined ? [] : ["status: ERROR"];
  const input = Object.entries(call.input).map(([k, v]) => `${k}=${v}`).join(", ");
  return [
    `[tool_call #${seq}] ${call.tool}`,
    `agent: ${agent}`,
    "timestamp: 2026-11-29T11:15:18Z",
    "duration: 5ms",
    ...status,
    `input: ${input}`,
    "",
    call.error === undefined ? "output:" : "error:",
    call.error ?? call.body,
  ].join("\n");
}

/** The files of one snapshot (manifest, per-agent calls, JSONL, artifacts) under `root`. */
export function snapshotContents(
  agents: Record<string, FixtureAgent>,
  options: { root?: string; dependencies?: Record<string, string[]> } = {},
): Record<string, string> {
  const prefix = options.root ? `${options.root}/` : "";
  const contents: Record<string, string> = {};
  const manifestAgents: Record<string, unknown> = {};
  for (const [agent, { calls = [], artifacts = {} }] of Object.entries(agents)) {
    const jsonl: string[] = [];
    const toolCounts: Record<string, number> = {};
    let traceBytes = 0;
    calls.forEach((call, seq) => {
      const text = flatText(agent, seq, call);
      const outputFile = `calls/${String(seq).padStart(4, "0")}_${safeName(call.tool)}.txt`;
      const bytes = encoder.encode(text).length;
      contents[`${prefix}${agent}/${outputFile}`] = text;
      traceBytes += bytes;
      toolCounts[call.tool] = (toolCounts[call.tool] ?? 0) + 1;
      const record: Record<string, unknown> = {
        seq,
        tool: call.tool,
        agent,
        input: call.input,
        output_file: outputFile,
        output_bytes: bytes,
        timestamp: 1795950918.5 + seq,
        duration_ms: 5.0,
        status: call.error === undefined ? "ok" : "error",
        line_range: [1, text.split("\n").length],
      };
      if (call.error !== undefined) record.error = call.error;
      jsonl.push(pyJsonDumps(record) + "\n");
    });
    if (jsonl.length > 0) contents[`${prefix}${agent}/tool_calls.jsonl`] = jsonl.join("");
    for (const [name, text] of Object.entries(artifacts)) contents[`${prefix}${agent}/${name}`] = text;
    manifestAgents[agent] = {
      tool_calls: calls.length,
      tools_used: Object.keys(toolCounts),
      tool_counts: toolCounts,
      artifacts: Object.keys(artifacts),
      errors: calls.filter((call) => call.error !== undefined).length,
      trace_dir: `${agent}/`,
      trace_bytes: traceBytes,
    };
  }
  contents[`${prefix}manifest.json`] =
    pyJsonDumps({ version: 1, session_id: "test", agents: manifestAgents, dependencies: options.dependencies ?? {} }, { indent: 2 }) + "\n";
  return contents;
}
