import type { IngestedRunDto } from "@/lib/api";

/** The human form of a stored run; `--json` prints the object itself. */
export function printRun(run: IngestedRunDto, url?: string): void {
  console.log(`Stored run "${run.name}" (${run.id})${run.incomplete ? " [incomplete]" : ""}`);
  if (url) console.log(`  ${url}`);
  console.log(`  session ${run.sessionId}: ${run.totals.agents} agents, ${run.totals.toolCalls} tool calls, ${run.totals.errors} errors, ${run.totals.artifacts} artifacts`);
  for (const agent of run.agents) {
    console.log(`  - ${agent.name}: ${agent.toolCalls} calls, ${agent.errors} errors, ${agent.traceBytes} bytes`);
  }
  if (run.edges.length) console.log(`  edges: ${run.edges.map(([source, target]) => `${source} -> ${target}`).join(", ")}`);
  for (const warning of run.warnings) {
    console.log(`  warning: ${warning.file}${warning.line !== undefined ? `:${warning.line}` : ""}: ${warning.message}`);
  }
}
