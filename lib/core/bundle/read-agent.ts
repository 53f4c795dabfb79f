import { emptyDict } from "./dict";
import type { BundleIssue } from "./issues";
import type { JsonLinesResult } from "./json-lines";
import type { ManifestAgent } from "./manifest";
import { parseMessages, type MessageRecord } from "./messages";
import type { Artifact, ParsedAgent, ToolCall, UnlistedAgent } from "./parsed-bundle";
import { normaliseRelativePath } from "./paths";
import { parseToolCalls, type ToolCallRecord } from "./tool-calls";
import type { TraceFiles } from "./trace-files";

/** The agent folder as a trace path with a trailing "/", or null when trace_dir leaves the bundle. */
function agentFolder(stats: ManifestAgent): string | null {
  const folder = normaliseRelativePath(stats.trace_dir);
  return folder === null || folder === "" ? null : `${folder}/`;
}

/** The parsed lines of one of the agent's JSON Lines files, their problems added to `warnings`; null when the file is absent. */
function readAgentJsonLines<T>(
  jsonlPath: string,
  parse: (text: string, file: string) => JsonLinesResult<T>,
  trace: TraceFiles,
  warnings: BundleIssue[],
): JsonLinesResult<T>["entries"] | null {
  const text = trace.readText(jsonlPath);
  if (text === undefined) return null;
  const parsed = parse(text, trace.filePath(jsonlPath));
  warnings.push(...parsed.warnings);
  return parsed.entries;
}

/** The agent's tool calls; null when it has no tool_calls.jsonl (written on the first call only). */
function readToolCalls(traceDir: string, trace: TraceFiles, warnings: BundleIssue[]): ToolCall[] | null {
  const jsonlPath = `${traceDir}tool_calls.jsonl`;
  const entries = readAgentJsonLines(jsonlPath, parseToolCalls, trace, warnings);
  if (entries === null) return null;
  return entries.map(({ value: record, line }) => {
    const tracePath = normaliseRelativePath(traceDir + record.output_file);
    if (tracePath === null || !trace.has(tracePath)) {
      const problem = tracePath === null ? "points outside the bundle" : `does not exist in ${traceDir}`;
      warnings.push({ file: trace.filePath(jsonlPath), line, message: `output_file "${record.output_file}" ${problem}` });
    }
    return { record, tracePath: tracePath ?? traceDir + record.output_file, jsonlLine: line };
  });
}

/** Compare what the manifest says with what tool_calls.jsonl holds; one warning per differing count. */
function checkCounts(name: string, stats: ManifestAgent, records: readonly ToolCallRecord[], manifestPath: string): BundleIssue[] {
  const errors = records.filter((record) => record.status === "error").length;
  const traceBytes = records
    .filter((record) => record.output_file.endsWith(".txt"))
    .reduce((sum, record) => sum + record.output_bytes, 0);
  const counts: [string, number, number][] = [
    ["tool calls", stats.tool_calls, records.length],
    ["errors", stats.errors, errors],
    ["trace bytes", stats.trace_bytes, traceBytes],
  ];
  return counts
    .filter(([, inManifest, inJsonl]) => inManifest !== inJsonl)
    .map(([what, inManifest, inJsonl]) => ({
      file: manifestPath,
      message: `agent "${name}": the manifest counts ${inManifest} ${what}, ${stats.trace_dir}tool_calls.jsonl ${inJsonl}`,
    }));
}

function readArtifacts(traceDir: string, stats: ManifestAgent, trace: TraceFiles, warnings: BundleIssue[]): Artifact[] {
  const artifacts: Artifact[] = [];
  for (const name of stats.artifacts) {
    const tracePath = normaliseRelativePath(traceDir + name);
    const text = tracePath === null ? undefined : trace.readText(tracePath);
    if (tracePath === null || text === undefined) {
      warnings.push({ file: trace.filePath(traceDir + name), message: "artifact listed in the manifest is missing" });
    } else artifacts.push({ name, tracePath, text });
  }
  return artifacts;
}

function readMessages(traceDir: string, trace: TraceFiles, warnings: BundleIssue[]): MessageRecord[] | null {
  return readAgentJsonLines(`${traceDir}messages.jsonl`, parseMessages, trace, warnings)?.map((entry) => entry.value) ?? null;
}

/** Read everything the bundle holds for one manifest agent; problems become warnings. */
export function readAgent(name: string, stats: ManifestAgent, trace: TraceFiles, manifestPath: string, warnings: BundleIssue[]): ParsedAgent {
  const traceDir = agentFolder(stats);
  const empty: ParsedAgent = { name, stats, traceDir: traceDir ?? `${name}/`, toolCalls: [], callTexts: {}, artifacts: [], messages: null };
  if (traceDir === null) {
    warnings.push({ file: manifestPath, message: `agent "${name}": trace_dir "${stats.trace_dir}" points outside the bundle` });
    return empty;
  }
  if (!trace.hasFolder(traceDir.slice(0, -1))) {
    // An idle agent's folder is empty, and archives drop empty folders: only missing content counts.
    if (stats.tool_calls > 0 || stats.artifacts.length > 0) {
      warnings.push({ file: trace.filePath(traceDir), message: `agent folder for "${name}" is missing` });
    }
    return empty;
  }

  const toolCalls = readToolCalls(traceDir, trace, warnings);
  if (toolCalls === null && stats.tool_calls > 0) {
    warnings.push({
      file: trace.filePath(`${traceDir}tool_calls.jsonl`),
      message: `missing, although the manifest counts ${stats.tool_calls} tool calls for "${name}"`,
    });
  } else if (toolCalls !== null) {
    warnings.push(...checkCounts(name, stats, toolCalls.map((call) => call.record), manifestPath));
  }

  const callTexts = emptyDict<string>();
  for (const [tracePath, text] of trace.readTexts(trace.filesIn(`${traceDir}calls`).filter((path) => path.endsWith(".txt")))) callTexts[tracePath] = text;

  return {
    name,
    stats,
    traceDir,
    toolCalls: toolCalls ?? [],
    callTexts,
    artifacts: readArtifacts(traceDir, stats, trace, warnings),
    messages: readMessages(traceDir, trace, warnings),
  };
}

/**
 * The tool calls of an agent folder the manifest does not list, or null when the folder holds no
 * tool_calls.jsonl; a warning says the calls are missing from the manifest.
 */
export function readUnlistedAgent(folder: string, trace: TraceFiles, warnings: BundleIssue[]): UnlistedAgent | null {
  const traceDir = `${folder}/`;
  const toolCalls = readToolCalls(traceDir, trace, warnings);
  if (toolCalls === null) return null;
  warnings.push({
    file: trace.filePath(`${traceDir}tool_calls.jsonl`),
    message: `${toolCalls.length} tool calls of agent "${folder}", which manifest.json does not list (written after finalize?)`,
  });
  return { name: folder, traceDir, toolCalls };
}
