/**
 * Chains across subgraph boundaries on the LangGraph.js capture (fixtures/bundles/deep_research):
 * a report sentence's figure walks writer → supervisor → a researcher's compress node, out of
 * the supervisor's group into its subgraph, to the search node's tool-call line.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ingestSample } from "../testing";
import { auditOnce, ingestedRun } from "../testing/ingested-run";
import { getChain, getReportVerdicts } from ".";

const sample = ingestedRun((database) => ingestSample(database, "deep_research"), "all");
let auditId: string;
beforeAll(async () => {
  auditId = await auditOnce(sample.database, sample.runId);
});

const INTO_SUPERVISOR = "supervisor_2_compress+supervisor_compress->supervisor";

async function chainOf(fragment: string, figure: string) {
  const report = await getReportVerdicts(sample.db, sample.runId, auditId);
  const sentence = report.sentences.find((candidate) => candidate.text.includes(fragment))!;
  const chains = await Promise.all(sentence.claimIds.map((claimId) => getChain(sample.db, sample.runId, auditId, claimId)));
  return { sentence, chain: chains.find((chain) => chain.hops[0].claim === figure)! };
}

describe("chains across subgraph boundaries", () => {
  it("walks a deployment figure from the report through the supervisor into the first researcher's subgraph, to its tool-call line", async () => {
    const { sentence, chain } = await chainOf("across 142 sites", "142");
    expect(sentence.verdict).toBe("found");
    expect(chain.hops.map((hop) => hop.fence)).toEqual(["writer->report", "supervisor->writer", INTO_SUPERVISOR, "supervisor_search->supervisor_compress"]);
    expect(chain.hops.map((hop) => hop.target)).toEqual(["report", "writer", "supervisor", "supervisor_compress"]);
    expect(chain.brokenAt).toBeNull();
    expect(chain.source).toMatchObject({ agent: "supervisor_search", tool: "fetch_page", outputFile: "calls/0001_fetch_page.txt", line: 13, toolCallId: expect.any(String) });
    expect(chain.hops.at(-1)!.evidence).toContain("operational.sites: 142");
  });

  it("walks an economics figure into the second researcher's subgraph, the other instance of the same graph", async () => {
    const { chain } = await chainOf("cleared at €62.5", "€62.5");
    expect(chain.hops.map((hop) => hop.fence)).toEqual(["writer->report", "supervisor->writer", INTO_SUPERVISOR, "supervisor_2_search->supervisor_2_compress"]);
    expect(chain.source).toMatchObject({ agent: "supervisor_2_search", tool: "get_auction_results", outputFile: "calls/0002_get_auction_results.txt" });
  });

  it("names the hop inside the subgraph where a figure from a failed fetch breaks, after crossing the boundary", async () => {
    const { sentence, chain } = await chainOf("EnergyWire expects", "6.5");
    expect(sentence.verdict).toBe("not-found");
    expect(chain.hops.map((hop) => [hop.fence, hop.finding])).toEqual([
      ["writer->report", "found"],
      ["supervisor->writer", "found"],
      [INTO_SUPERVISOR, "found"],
      ["supervisor_search->supervisor_compress", "not-found"],
    ]);
    expect(chain.source).toBeNull();
    expect(chain.brokenAt).toMatchObject({ fence: "supervisor_search->supervisor_compress", reason: "not-found" });
  });
});
