import type { ManifestAgent } from "./manifest";

/** The parts format_manifest reads; a parsed Manifest fits, and so does `{}` (Python's `.get` defaults). */
export interface ManifestOverview {
  agents?: Record<string, Partial<ManifestAgent>>;
  dependencies?: Record<string, readonly string[]>;
}

const SEARCH_GUIDANCE =
  "Use the search tool to find evidence for each claim. Search for specific values, names, or facts. Do not attempt to read entire files.";

function agentLines(name: string, stats: Partial<ManifestAgent>): string[] {
  const toolCalls = stats.tool_calls ?? 0;
  const counts = Object.entries(stats.tool_counts ?? {}).map(([tool, n]) => `${tool} x${n}`);
  const calls = counts.length > 0 ? `${toolCalls} tool calls: ${counts.join(", ")}` : `${toolCalls} tool calls`;
  const declaredDir = stats.trace_dir ?? `${name}/`;
  const traceDir = declaredDir.endsWith("/") ? declaredDir : `${declaredDir}/`;
  return [`- ${name}/ (${calls})`, ...(stats.artifacts ?? []).map((artifact) => `  Artifact: ${traceDir}${artifact}`)];
}

/**
 * Pipeline order: roots first, then any agent whose upstreams are all placed, then leftovers.
 * Python walks a set here (unstable order); manifest order makes it deterministic.
 */
function pipelineFlow(manifest: ManifestOverview): string[] {
  const agents = Object.keys(manifest.agents ?? {});
  const dependencies = manifest.dependencies ?? {};
  if (Object.keys(dependencies).length === 0) return agents;
  const ordered = agents.filter((agent) => !(agent in dependencies));
  const placed = new Set(ordered);
  let remaining = agents.filter((agent) => !placed.has(agent));
  for (let progressed = true; progressed && remaining.length > 0; ) {
    const ready = remaining.find((agent) => dependencies[agent].every((upstream) => placed.has(upstream)));
    progressed = ready !== undefined;
    if (ready !== undefined) {
      ordered.push(ready);
      placed.add(ready);
      remaining = remaining.filter((agent) => agent !== ready);
    }
  }
  return [...ordered, ...remaining];
}

/** format_manifest(): the trace overview the audit agent's prompt starts from (spec §8.5, exact layout). */
export function formatManifest(manifest: ManifestOverview): string {
  const lines = Object.entries(manifest.agents ?? {}).flatMap(([name, stats]) => agentLines(name, stats));
  return [
    "Available trace data from the production pipeline:",
    lines.join("\n"),
    "",
    `Pipeline flow: ${pipelineFlow(manifest).join(" -> ")}`,
    "",
    SEARCH_GUIDANCE,
  ].join("\n");
}
