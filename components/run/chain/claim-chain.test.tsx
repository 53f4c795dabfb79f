import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { Chain, ChainHop, TraceLinesDto } from "@/lib/api";
import { runAccess, type RunSource } from "@/lib/client/run-access";
import { renderInRun } from "../testing/render-in-run";
import { ChainSource } from "./chain-source";
import type { ScopePlace } from "@/lib/core/topology";
import { ClaimChain } from "./claim-chain";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
  source: { toolCallId: "t1", agent: "analyst", seq: 4, tool: "get_margins", input: { ticker: "ACME" }, outputFile: "calls/0004_get_margins.txt", tracePath: "analyst/calls/0004_get_margins.txt", line: 12 },
  brokenAt: null,
};

const broken: Chain = {
  auditId: "a",
  hops: [hop("writer->report", ["writer"], "report", "found"), hop("analyst->writer", ["analyst"], "writer", "not-found", [{ tool: "record", content: "x", reason: "Evidence too short" }])],
  source: null,
  brokenAt: { fence: "analyst->writer", reason: "not-found", explanation: '"41%" was not found in what analyst passed on.' },
};

const traceText = (from: number): TraceLinesDto => ({
  path: "analyst/calls/0004_get_margins.txt",
  kind: "call",
  bytes: 400,
  totalLines: 20,
  from,
  lines: Array.from({ length: 20 }, (_, index) => (index === 11 ? "gross_margin: 0.41" : `line ${index + 1}`)),
});

describe.each<[string, RunSource]>([
  ["the run page", { kind: "owner", runId: "run-1" }],
  ["a share link", { kind: "share", token: "T".repeat(43) }],
])("the claim chain on %s", (_mode, source) => {
  const { api } = runAccess(source);
  const answers = { [`${api}/files`]: traceText(1) };
  const draw = (chain: Chain) => renderInRun(<ClaimChain chain={chain} source={chain.source && <ChainSource source={chain.source} />} />, source, answers);

  it("walks every hop to the tool call, its input and its flat text at the cited line, read through this view's API", async () => {
    const { requests } = draw(complete);
    expect(screen.getAllByTestId("chain-hop").map((item) => item.getAttribute("data-fence"))).toEqual(["writer->report", "analyst->writer"]);
    expect(screen.queryByTestId("chain-broken")).toBeNull();
    expect(screen.getByTestId("chain-source").textContent).toContain("line 12");
    expect(screen.getByTestId("chain-source-input").textContent).toContain('"ticker": "ACME"');
    await waitFor(() => expect(screen.getByTestId("trace-text").getAttribute("data-path")).toBe("analyst/calls/0004_get_margins.txt"));
    await waitFor(() => expect(document.querySelector('[data-testid="trace-line"][data-cited="true"]')?.textContent).toContain("gross_margin: 0.41"));
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request.startsWith(`${api}/files?`)).toBe(true);
  });

  it("says where a chain breaks and why, marks that hop, and counts the rejections along the way", () => {
    draw(broken);
    const box = screen.getByTestId("chain-broken");
    expect(box.getAttribute("data-reason")).toBe("not-found");
    expect(box.textContent).toContain("not found upstream");
    expect(box.textContent).toContain("1 rejected submission along the way");
    expect(screen.getAllByTestId("chain-hop").map((item) => item.getAttribute("data-broken"))).toEqual([null, "true"]);
    expect(screen.queryByTestId("chain-source")).toBeNull();
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

describe("a chain that crosses a subgraph boundary", () => {
  // supervisor ran two researcher subgraphs; their compress nodes hand their summaries back to it.
  const places: Record<string, ScopePlace> = {
    supervisor: { scope: "", parent: null },
    writer: { scope: "", parent: null },
    supervisor_compress: { scope: "supervisor", parent: "supervisor" },
    supervisor_2_compress: { scope: "supervisor_2", parent: "supervisor" },
    supervisor_2_search: { scope: "supervisor_2", parent: "supervisor" },
  };
  const crossing: Chain = {
    ...complete,
    hops: [
      hop("supervisor->writer", ["supervisor"], "writer", "found"),
      hop("supervisor_2_compress+supervisor_compress->supervisor", ["supervisor_2_compress", "supervisor_compress"], "supervisor", "found"),
      hop("supervisor_2_search->supervisor_2_compress", ["supervisor_2_search"], "supervisor_2_compress", "found"),
    ],
  };

  it("labels the hop out of the subgraphs, naming them and the node they ran in, and no other hop", () => {
    render(<ClaimChain chain={crossing} placeOf={(agent) => places[agent]} />);
    expect(screen.getAllByTestId("chain-hop").map((item) => item.getAttribute("data-leaves"))).toEqual([null, "supervisor_2 supervisor", null]);
    const label = screen.getByTestId("chain-boundary");
    expect(label.textContent).toContain("Leaves the subgraphs supervisor_2, supervisor for supervisor");
  });

  it("labels nothing when where the agents sit is not known", () => {
    render(<ClaimChain chain={crossing} />);
    expect(screen.queryByTestId("chain-boundary")).toBeNull();
  });
});
