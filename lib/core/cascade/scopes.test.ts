import { describe, expect, it } from "vitest";
import { createMechanicalAuditor } from "../auditors";
import { buildTopology, type ScopeInput } from "../topology";
import { auditCascade, indexClaims, planCascade, traceClaim, type CascadeInput } from ".";

/**
 * A supervisor that ran two researcher subgraphs (search → compress) inside its node, then a
 * writer: the shape of LangGraph's deep-research agents (spec §5.8), as the capture records it.
 */
const SCOPES: Record<string, ScopeInput> = {
  "": { parent: null, nodes: ["supervisor", "writer"], edges: [["__start__", "supervisor"], ["supervisor", "writer"], ["writer", "__end__"]] },
  supervisor: { parent: "supervisor", nodes: ["supervisor_search", "supervisor_compress"], edges: [["__start__", "supervisor_search"], ["supervisor_search", "supervisor_compress"], ["supervisor_compress", "__end__"]] },
  supervisor_2: { parent: "supervisor", nodes: ["supervisor_2_search", "supervisor_2_compress"], edges: [["__start__", "supervisor_2_search"], ["supervisor_2_search", "supervisor_2_compress"], ["supervisor_2_compress", "__end__"]] },
};
const AGENTS = ["supervisor", "supervisor_search", "supervisor_compress", "supervisor_2_search", "supervisor_2_compress", "writer"];

function deepResearch(written: CascadeInput["written"]): CascadeInput {
  const topology = buildTopology({ agents: AGENTS, dependencies: {}, scopes: SCOPES, hasReport: true });
  return {
    nodes: topology.nodes.map(({ name, kind, scope, parent }) => ({ name, kind, scope, parent })),
    edges: topology.edges.map(({ source, target }) => ({ source, target })),
    written,
    calls: {
      supervisor_search: { "supervisor_search/calls/0000_fetch_page.txt": "[tool_call #0] fetch_page\n\noutput:\noperational.sites: 142" },
      supervisor_2_search: { "supervisor_2_search/calls/0000_get_auction_results.txt": "[tool_call #0] get_auction_results\n\noutput:\nclearing_price_eur_per_kw_year: 62.5" },
    },
    report: { path: "report.md", text: "The fleet spans 142 sites. The auction cleared at €62.5 per kW-year." },
  };
}

const WRITTEN: CascadeInput["written"] = {
  supervisor_compress: [{ path: "supervisor_compress/output.md", text: "- The fleet spans 142 sites." }],
  supervisor_2_compress: [{ path: "supervisor_2_compress/output.md", text: "- The auction cleared at €62.5 per kW-year." }],
  supervisor: [{ path: "supervisor/output.md", text: "Deployment: the fleet spans 142 sites. Economics: the auction cleared at €62.5 per kW-year." }],
  writer: [{ path: "writer/output.md", text: "The fleet spans 142 sites. The auction cleared at €62.5 per kW-year." }],
};

describe("planCascade across subgraph scopes", () => {
  const tasks = planCascade(deepResearch(WRITTEN));
  const byFence = new Map(tasks.map((task) => [task.fence, task]));

  it("plans a hop inside each subgraph run, one hop out of both into the node they ran in, and the root scope's hops", () => {
    expect(tasks.map((task) => task.fence)).toEqual([
      "supervisor_compress+supervisor_2_compress->supervisor",
      "supervisor_search->supervisor_compress",
      "supervisor_2_search->supervisor_2_compress",
      "supervisor->writer",
      "writer->report",
    ]);
    // Nothing leads from a parent into its subgraph: the DAG stays acyclic.
    expect(tasks.some((task) => task.sources.includes("supervisor") && task.target.startsWith("supervisor_"))).toBe(false);
  });

  it("marks the hop across the boundary with the scopes it leaves, and no hop inside a scope", () => {
    expect(byFence.get("supervisor_compress+supervisor_2_compress->supervisor")!.leaves).toEqual(["supervisor", "supervisor_2"]);
    for (const fence of ["supervisor_search->supervisor_compress", "supervisor_2_search->supervisor_2_compress", "supervisor->writer", "writer->report"]) {
      expect(byFence.get(fence)!.leaves, fence).toBeUndefined();
    }
  });

  it("audits the boundary hop against what each subgraph's terminal wrote, and a hop inside a scope against its search's calls", () => {
    expect(Object.keys(byFence.get("supervisor_compress+supervisor_2_compress->supervisor")!.sourceFiles)).toEqual(["supervisor_compress_output.txt", "supervisor_2_compress_output.txt"]);
    expect(Object.keys(byFence.get("supervisor_search->supervisor_compress")!.sourceFiles)).toEqual(["supervisor_search/calls/0000_fetch_page.txt"]);
  });

  it("sees through a subgraph terminal that wrote nothing, to its own scope's upstreams, never past the subgraph's start", () => {
    const { supervisor_2_compress: _silent, ...rest } = WRITTEN;
    const boundary = planCascade(deepResearch(rest)).find((task) => task.target === "supervisor")!;
    expect(boundary.sourceOrigins).toEqual({ supervisor_compress: "output", supervisor_2_compress: "upstreams" });
    expect(Object.keys(boundary.sourceFiles)).toEqual(["supervisor_compress_output.txt", "supervisor_2_search/calls/0000_get_auction_results.txt"]);
  });
});

describe("a chain across subgraph boundaries", () => {
  it("walks a report figure through the writer and the supervisor into the researcher's subgraph, to its tool-call line", async () => {
    const cascade = await auditCascade(deepResearch(WRITTEN), createMechanicalAuditor());
    const index = indexClaims(cascade.results);
    const reportHop = cascade.results.find((result) => result.fence === "writer->report")!;
    const chainOf = (figure: string) => {
      const claim = reportHop.claims.find((candidate) => candidate.claim.startsWith(figure))!;
      return traceClaim({ fence: reportHop.fence, claim }, index);
    };
    const sites = chainOf("142");
    expect(sites.hops.map((hop) => hop.fence)).toEqual(["writer->report", "supervisor->writer", "supervisor_compress+supervisor_2_compress->supervisor", "supervisor_search->supervisor_compress"]);
    expect(sites.source).toEqual({ agent: "supervisor_search", outputFile: "calls/0000_fetch_page.txt", line: 4 });
    const auction = chainOf("€62.5");
    expect(auction.hops.at(-1)!.fence).toBe("supervisor_2_search->supervisor_2_compress");
    expect(auction.source).toMatchObject({ agent: "supervisor_2_search", outputFile: "calls/0000_get_auction_results.txt" });
    expect(cascade.results.find((result) => result.target === "supervisor")!.leaves).toEqual(["supervisor", "supervisor_2"]);
  });
});
