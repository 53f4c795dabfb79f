import type { ParsedBundle } from "../bundle";
import { buildTopology, type Topology } from "./topology";

/** A parsed bundle's topology: the one ingest stores and the CLI's cascade plans over, so both see the same DAG. */
export function bundleTopology(bundle: ParsedBundle): Topology {
  return buildTopology({
    agents: bundle.agents.map((agent) => agent.name),
    dependencies: bundle.dependencies,
    graphEdges: bundle.graphEdges,
    scopes: bundle.scopes,
    hasReport: bundle.report !== null,
  });
}
