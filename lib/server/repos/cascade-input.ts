import { emptyDict } from "@/lib/core/bundle";
import type { CascadeInput, NodeDocument } from "@/lib/core/cascade";
import { REPORT_NODE } from "@/lib/core/topology";
import type { Db } from "../db";

/** Reads what a stored run's cascade needs: nodes and edges, what each node wrote, each agent's call files. */
export async function loadCascadeInput(db: Db, runId: string): Promise<CascadeInput> {
  const [agents, edges, documents, callFiles] = await Promise.all([
    db.agent.findMany({ where: { runId }, orderBy: { position: "asc" }, select: { name: true, traceDir: true, artifactsJson: true, scope: true, parent: true } }),
    db.edge.findMany({ where: { runId }, select: { source: true, target: true } }),
    db.document.findMany({ where: { runId }, select: { kind: true, node: true, traceFile: { select: { path: true, text: true } } } }),
    db.traceFile.findMany({ where: { runId, kind: "call" }, select: { path: true, text: true }, orderBy: { path: "asc" } }),
  ]);

  const summaries = new Map<string, NodeDocument[]>();
  const artifacts = new Map<string, NodeDocument[]>();
  let report: NodeDocument | null = null;
  for (const document of documents) {
    const entry = { path: document.traceFile.path, text: document.traceFile.text };
    if (document.kind === "report") report = entry;
    const bucket = document.kind === "output_summary" ? summaries : document.kind === "artifact" ? artifacts : null;
    if (bucket) bucket.set(document.node, [...(bucket.get(document.node) ?? []), entry]);
  }
  const written = emptyDict<NodeDocument[]>();
  for (const agent of agents) {
    // Artifacts are joined in the order the manifest lists them.
    const order = (JSON.parse(agent.artifactsJson) as string[]).map((name) => agent.traceDir + name);
    const own = summaries.get(agent.name) ?? artifacts.get(agent.name)?.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
    if (own) written[agent.name] = own;
  }

  const calls = emptyDict<Record<string, string>>();
  for (const file of callFiles) {
    if (!file.path.endsWith(".txt")) continue;
    const agent = file.path.slice(0, file.path.indexOf("/"));
    (calls[agent] ??= emptyDict())[file.path] = file.text;
  }

  const hasReportNode = edges.some((edge) => edge.target === REPORT_NODE);
  return {
    nodes: [...agents.map(({ name, scope, parent }) => ({ name, kind: "agent" as const, scope, parent })), ...(hasReportNode ? [{ name: REPORT_NODE, kind: "report" as const }] : [])],
    edges,
    written,
    calls,
    report,
  };
}
