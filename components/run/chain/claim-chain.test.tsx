import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { Chain, ChainHop } from "@/lib/api";
import { SharedChainSource } from "@/components/share/shared-chain-source";
import { ClaimChain } from "./claim-chain";

afterEach(cleanup);

const hop = (fence: string, sources: string[], target: string, finding: string, rejections: ChainHop["rejections"] = []): ChainHop => ({
  claimId: `claim-${fence}`,
  fence,
  target,
  sources,
  documentKind: target === "report" ? "final_document" : "node_output",
  finding,
  claim: "41%",
  claimInDocument: "Margins held at 41%.",
  evidence: "analyst_output.txt:3: margin 41%",
  rawValue: "41%",
  searchFile: "analyst_output.txt",
  searchLine: 3,
  rejections,
});

const complete: Chain = {
  auditId: "a",
  hops: [hop("writer->report", ["writer"], "report", "found"), hop("analyst->writer", ["analyst"], "writer", "found")],
  source: { toolCallId: "t1", agent: "analyst", seq: 4, tool: "get_margins", outputFile: "calls/0004_get_margins.txt", tracePath: "analyst/calls/0004_get_margins.txt", line: 12 },
  brokenAt: null,
};

const broken: Chain = {
  auditId: "a",
  hops: [hop("writer->report", ["writer"], "report", "found"), hop("analyst->writer", ["analyst"], "writer", "not-found", [{ tool: "record", content: "x", reason: "Evidence too short" }])],
  source: null,
  brokenAt: { fence: "analyst->writer", reason: "not-found", explanation: '"41%" was not found in what analyst passed on.' },
};

describe.each([
  ["the run page", (chain: Chain) => chain.source && <p data-testid="chain-source">flat text at line {chain.source.line}</p>],
  ["a share link", (chain: Chain) => chain.source && <SharedChainSource source={chain.source} />],
])("the claim chain on %s", (_mode, sourceOf) => {
  it("walks every hop to the tool call line it ends on", () => {
    render(<ClaimChain chain={complete} source={sourceOf(complete)} />);
    expect(screen.getAllByTestId("chain-hop").map((item) => item.getAttribute("data-fence"))).toEqual(["writer->report", "analyst->writer"]);
    expect(screen.queryByTestId("chain-broken")).toBeNull();
    expect(screen.getByTestId("chain-source").textContent).toContain("12");
  });

  it("says where a chain breaks and why, marks that hop, and counts the rejections along the way", () => {
    render(<ClaimChain chain={broken} source={sourceOf(broken)} />);
    const box = screen.getByTestId("chain-broken");
    expect(box.getAttribute("data-reason")).toBe("not-found");
    expect(box.textContent).toContain("not found upstream");
    expect(box.textContent).toContain("1 rejected submission along the way");
    expect(screen.getAllByTestId("chain-hop").map((item) => item.getAttribute("data-broken"))).toEqual([null, "true"]);
    expect(screen.queryByTestId("chain-source")).toBeNull();
  });
});

describe("a shared chain's source", () => {
  it("names the tool call and the cited line, and shows no input", () => {
    render(<SharedChainSource source={complete.source!} />);
    const source = screen.getByTestId("chain-source");
    expect(source.textContent).toContain("get_margins");
    expect(source.textContent).toContain("analyst/calls/0004_get_margins.txt line 12");
    expect(screen.queryByTestId("chain-source-input")).toBeNull();
  });
});

describe("a chain that reaches a tool call through a hop that found nothing", () => {
  it("still says which hop did not find the figure", () => {
    const unsupported: Chain = { ...complete, hops: [hop("writer->report", ["writer"], "report", "found"), hop("analyst->writer", ["analyst"], "writer", "not-found")] };
    render(<ClaimChain chain={unsupported} />);
    const banner = screen.getByTestId("chain-broken");
    expect(banner.getAttribute("data-fence")).toBe("analyst->writer");
    expect(banner.textContent).toContain("did not find “41%”");
  });

  it("shows no such banner on a whole chain", () => {
    render(<ClaimChain chain={complete} />);
    expect(screen.queryByTestId("chain-broken")).toBeNull();
  });
});
