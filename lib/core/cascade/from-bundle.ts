import { dictFrom, emptyDict, type ParsedBundle } from "../bundle";
import { bundleTopology } from "../topology";
import type { CascadeInput, NodeDocument } from "./types";

/** The cascade's view of a parsed bundle (what the CLI audits without a database). */
export function cascadeInputFromBundle(bundle: ParsedBundle): CascadeInput {
  const topology = bundleTopology(bundle);
  const written = emptyDict<NodeDocument[]>();
  const calls = emptyDict<Record<string, string>>();
  for (const agent of bundle.agents) {
    const summary = bundle.outputSummaries[agent.name];
    const own = summary ? [summary] : agent.artifacts.map((artifact) => ({ path: artifact.tracePath, text: artifact.text }));
    if (own.length) written[agent.name] = own;
    const callFiles = dictFrom(Object.entries(agent.callTexts).filter(([path]) => path.endsWith(".txt")));
    if (Object.keys(callFiles).length) calls[agent.name] = callFiles;
  }
  for (const [node, summary] of Object.entries(bundle.outputSummaries)) written[node] ??= [summary];
  return {
    nodes: topology.nodes.map(({ name, kind, scope, parent }) => ({ name, kind, scope, parent })),
    edges: topology.edges.map(({ source, target }) => ({ source, target })),
    written,
    calls,
    report: bundle.report,
  };
}
