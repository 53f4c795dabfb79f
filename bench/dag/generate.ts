import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A synthetic trace bundle shaped like a wide pipeline: agents in layers of LAYER_WIDTH, each
 * consuming up to `fanIn` agents of the previous one or two layers (so edges stay local, as in
 * real pipelines), every agent with one tool call, and a final report fed by the last layer.
 */
const LAYER_WIDTH = 10;

export interface GeneratedBundle {
  dir: string;
  agents: number;
  /** Dependency edges plus the edges into the report. */
  edges: number;
}

export function writeGeneratedBundle(root: string, agentCount: number, fanIn: number): GeneratedBundle {
  const dir = path.join(root, `dag_${agentCount}`);
  const names = Array.from({ length: agentCount }, (_, index) => `agent_${String(index).padStart(4, "0")}`);
  const dependencies: Record<string, string[]> = {};
  for (let index = LAYER_WIDTH; index < agentCount; index++) {
    const layerStart = index - (index % LAYER_WIDTH);
    const candidates = names.slice(Math.max(0, layerStart - 2 * LAYER_WIDTH), layerStart);
    // A fixed stride through the candidates: deterministic, and different agents pick different inputs.
    const picked = new Set<string>();
    for (let k = 0; k < fanIn; k++) picked.add(candidates[(index * 7 + k * 13) % candidates.length]);
    dependencies[names[index]] = [...picked];
  }
  const agents: Record<string, unknown> = {};
  for (const name of names) {
    mkdirSync(path.join(dir, name, "calls"), { recursive: true });
    const text = `[tool_call #0] lookup\nagent: ${name}\n\noutput:\nvalue: ${name.length}\n`;
    writeFileSync(path.join(dir, name, "calls", "0000_lookup.txt"), text);
    const record = { seq: 0, tool: "lookup", agent: name, input: { q: name }, output_file: "calls/0000_lookup.txt", output_bytes: text.length, timestamp: 1795950918, duration_ms: 1.5, status: "ok", line_range: [1, 5] };
    writeFileSync(path.join(dir, name, "tool_calls.jsonl"), JSON.stringify(record) + "\n");
    agents[name] = { tool_calls: 1, tools_used: ["lookup"], tool_counts: { lookup: 1 }, artifacts: [], errors: 0, trace_dir: `${name}/`, trace_bytes: text.length };
  }
  const manifest = {
    version: 1,
    session_id: `bench_dag_${agentCount}`,
    created: "2026-11-29T00:00:00+00:00",
    finalized: "2026-11-29T00:00:01+00:00",
    agents,
    dependencies,
    totals: { agents: agentCount, tool_calls: agentCount, artifacts: 0, errors: 0 },
  };
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(dir, "report.md"), "# Generated report\n\nNothing to see.\n");
  const consumed = new Set(Object.values(dependencies).flat());
  const terminals = names.filter((name) => !consumed.has(name)).length;
  return { dir, agents: agentCount, edges: Object.values(dependencies).reduce((sum, list) => sum + list.length, 0) + terminals };
}
