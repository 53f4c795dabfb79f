import { MemoryFileSink, Snapshot } from "@/lib/core/snapshot";

/**
 * A large synthetic trace bundle written with the Snapshot writer: `agents` agents, `calls` tool
 * calls in all, each output a table or a dict of realistic size, so the total reaches `targetBytes`.
 */
export function generateBundle(options: { agents: number; calls: number; targetBytes: number; reportSentences?: number }): Map<string, Uint8Array> {
  const sink = new MemoryFileSink();
  let clock = 1_780_000_000;
  const snapshot = new Snapshot("trace", sink, { sessionId: "20260101_000000_be4c0001", now: () => (clock += 0.01) });
  const rowsPerCall = Math.max(1, Math.round(options.targetBytes / options.calls / 42));
  for (let call = 0; call < options.calls; call++) {
    const agent = `agent_${String(call % options.agents).padStart(3, "0")}`;
    const rows = Array.from({ length: rowsPerCall }, (_, row) => ({
      id: `${call}-${row}`,
      metric: `revenue_q${(row % 4) + 1}`,
      value: 1_000_000 + ((call * 7919 + row * 104729) % 9_000_000),
      growth: Number((((call + row) % 300) / 1000).toFixed(3)),
    }));
    snapshot.record(agent, call % 5 === 0 ? "sql_query" : "get_metrics", { call, table: "kpis" }, rows, 12);
  }
  for (let agent = 1; agent < options.agents; agent++) snapshot.declareDependency(`agent_${String(agent).padStart(3, "0")}`, `agent_${String(agent - 1).padStart(3, "0")}`);
  snapshot.finalize();
  const sentences = Array.from({ length: options.reportSentences ?? 40 }, (_, i) => `Metric ${i} reached ${1_000_000 + ((i * 7919 * 3) % 9_000_000)} in the quarter.`);
  sink.writeFile("report.md", `# Generated report\n\n${sentences.join(" ")}\n`);
  return new Map(sink.paths().map((path) => [path, sink.read(path)!]));
}
