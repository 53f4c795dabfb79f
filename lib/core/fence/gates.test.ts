import { describe, expect, it } from "vitest";
import { declareTool, Fence, type FenceOptions } from ".";

/** A fence whose history holds one search per result text. */
function searchedFence(options: FenceOptions, ...results: string[]): Fence {
  const fence = new Fence(options);
  const search = fence.track(function search(query: string) {
    return results[Number(query)];
  });
  results.forEach((_, i) => search(String(i)));
  return fence;
}

/** Python's `def submit(claim, evidence)`, callable positionally or with keyword arguments. */
function submitTool(fence: Fence, options: Parameters<Fence["enforce"]>[1] = {}) {
  const calls: unknown[][] = [];
  const submit = fence.enforce(
    declareTool(
      function submit(...args: unknown[]) {
        calls.push(args);
        return "submitted";
      },
      { paramNames: ["claim", "evidence"], keywordArgs: true },
    ),
    options,
  );
  return { submit, calls };
}

const REVENUE_SEARCH = "line 42: revenue was $5.1B in FY2025";

describe("§9.1 core gates", () => {
  it("§9 #1 without any search, a submit is refused with one rejection", () => {
    const fence = new Fence();
    const { submit, calls } = submitTool(fence);
    const result = submit("claim", { evidence: "revenue was 5098000000 in fiscal 2025" });
    expect(result).toBe("ERROR: No search calls recorded. You must call a search tool first to find evidence before submitting.");
    expect(calls).toHaveLength(0);
    expect(fence.rejections).toHaveLength(1);
    expect(fence.rejections[0]).toMatchObject({ tool: "submit", content: "revenue was 5098000000 in fiscal 2025" });
  });

  it("§9 #2 evidence absent from the search results does not match", () => {
    const fence = searchedFence({}, REVENUE_SEARCH);
    const { submit } = submitTool(fence);
    const result = submit("claim", { evidence: "fabricated evidence not in any search result" });
    expect(result).toContain("does not match");
    expect(fence.rejections[0].reason).toBe(
      "Evidence does not match any recent search result. Call a search tool first, then paste the matching output into the evidence field.",
    );
  });

  it("§9 #3 evidence shorter than the minimum is too short (got 5, min 20)", () => {
    const fence = searchedFence({}, "short");
    const { submit } = submitTool(fence);
    expect(submit("claim", { evidence: "  short \n" })).toBe(
      "ERROR: Evidence too short (got 5 chars, min 20). Paste actual search output.",
    );
  });

  it("§9 #4 evidence copied from a search result calls the tool", () => {
    const fence = searchedFence({}, REVENUE_SEARCH);
    const { submit, calls } = submitTool(fence);
    expect(submit("claim", { evidence: "revenue was $5.1B in FY2025" })).toBe("submitted");
    expect(calls).toEqual([["claim", { evidence: "revenue was $5.1B in FY2025" }]]);
    expect(fence.rejections).toHaveLength(0);
  });

  it("§9 #5 a whole grep line pasted verbatim is accepted", () => {
    const line = 'tools/data.json:42: "totalRevenue": 5098000000';
    const { submit } = submitTool(searchedFence({}, line));
    expect(submit("claim", { evidence: line })).toBe("submitted");
  });

  it("§9 #6 only the last historyWindow searches count as recent", () => {
    const text = (q: string) => `result for query=${q} with extra context padding`;
    const fence = searchedFence({ historyWindow: 2 }, text("alpha"), text("beta"), text("gamma"));
    const { submit } = submitTool(fence);
    expect(submit("claim", { evidence: text("gamma") })).toBe("submitted");
    expect(submit("claim", { evidence: text("alpha") })).toMatch(/^ERROR: Evidence does not match/);
  });

  it("evidence from an older search of the window counts, and so does the number fallback across results", () => {
    const text = (q: string) => `result for query=${q} with extra context padding`;
    const fence = searchedFence({ historyWindow: 3 }, text("alpha"), text("beta"), "revenue 5098000000 reported", "fiscal year total unrelated");
    const { submit } = submitTool(fence);
    expect(submit("claim", { evidence: text("beta") })).toBe("submitted");
    // Its number is in one result and its words in another: only the joined results hold both.
    expect(submit("claim", { evidence: "REVENUE $5.098B FISCAL TOTAL" })).toBe("submitted");
    expect(submit("claim", { evidence: text("alpha") })).toMatch(/^ERROR: Evidence does not match/);
  });

  it("§9 #7 a custom evidence parameter is read by keyword", () => {
    const fence = searchedFence({}, "found: trailingPE = 18.923 from stock info");
    const submit = fence.enforce(
      declareTool(function submit(_args: { claim: string; grep_output: string }) { return "ok"; }, { keywordArgs: true }),
      { evidenceParam: "grep_output" },
    );
    expect(submit({ claim: "PE", grep_output: "trailingPE = 18.923 from stock info" })).toBe("ok");
  });

  it("§9 #8 a per-tool minLength overrides the fence minimum", () => {
    const fence = searchedFence({ minEvidenceLength: 10 }, "short evidence");
    const { submit } = submitTool(fence, { minLength: 50 });
    expect(submit("claim", { evidence: "short evidence" })).toBe(
      "ERROR: Evidence too short (got 14 chars, min 50). Paste actual search output.",
    );
  });

  it("§9 #9 evidence passed positionally is found through the declared parameter names", () => {
    const { submit } = submitTool(searchedFence({}, "line 99: operating margin 32.1%"));
    expect(submit("margin claim", "operating margin 32.1%")).toBe("submitted");
  });

  it("§9 #10 multi-line evidence is accepted when its lines come from the search", () => {
    const lines = ["data.json:10: totalRevenue: 5098000000", "data.json:11: revenueGrowth: 0.262", "data.json:12: trailingPE: 18.923"];
    const { submit } = submitTool(searchedFence({}, lines.join("\n")));
    expect(submit("claim", { evidence: lines.slice(0, 2).join("\n") })).toBe("submitted");
  });

  it("§9 #11 history is per fence: an unlinked fence has none", () => {
    searchedFence({ name: "a" }, REVENUE_SEARCH);
    const { submit } = submitTool(new Fence({ name: "b" }));
    expect(submit("claim", { evidence: "revenue was $5.1B in FY2025" })).toMatch(/^ERROR: No search calls recorded/);
  });

  it("§9 #12 the fence context is attached to rejections", () => {
    const fence = new Fence({ context: { agent: "fundamental", session: "abc-123" } });
    submitTool(fence).submit("claim", { evidence: "evidence without any search before" });
    expect(fence.rejections[0].context).toEqual({ agent: "fundamental", session: "abc-123" });
  });

  it("§9 #13 per-tool context keys win over the fence context", () => {
    const fence = new Fence({ context: { agent: "fundamental", mode: "audit" } });
    submitTool(fence, { context: { agent: "technical" } }).submit("claim", { evidence: "evidence without any search before" });
    expect(fence.rejections[0].context).toEqual({ agent: "technical", mode: "audit" });
  });

  it("§9 #14 without contexts the rejection has no context key, and keys are in spec order", () => {
    const fence = new Fence();
    submitTool(fence).submit("claim", { evidence: "evidence without any search before" });
    expect(Object.keys(fence.rejections[0])).toEqual(["tool", "content", "reason", "timestamp"]);
  });

  it.each([
    ["§9 #15", '"totalRevenue": 5098000000, reported quarterly', "totalRevenue was approximately $5.1B reported quarterly", true],
    ["§9 #16", "Revenue $5.1B for the fiscal quarter", "Revenue was 5098000000 for the fiscal quarter", true],
    ["§9 #17", '"totalRevenue": 5098000000 for fiscal period', "totalRevenue was $999B for fiscal period today", false],
    ["§9 #18", "alpha beta: 5098000000", "gamma delta: $5.1B something entirely different", false],
    ["§9 #19", '"revenueGrowth": 0.262, reported quarterly growth', "revenueGrowth was 26.2% reported quarterly growth", true],
  ])("%s number fallback: search %j, evidence %j → accepted %s", (_vector, searchText, evidence, accepted) => {
    const { submit } = submitTool(searchedFence({}, searchText));
    const result = submit("claim", { evidence });
    if (accepted) expect(result).toBe("submitted");
    else expect(result).toMatch(/^ERROR: Evidence does not match/);
  });
});

describe("gate order and rejection details", () => {
  it("checks the document first, logging it under claim_in_document with the fence context only", () => {
    const fence = new Fence({ context: { agent: "writer" } });
    fence.setDocument("The report text.");
    const submit = fence.enforce(
      declareTool(function cite(_args: { claim_in_document: string; evidence: string }) { return "ok"; }, { keywordArgs: true }),
      { context: { round: 2 } },
    );
    expect(submit({ claim_in_document: "not in the report", evidence: "x" })).toBe(
      "ERROR: Claim text not found in the audited document. Copy the EXACT text.",
    );
    expect(fence.rejections).toHaveLength(1);
    expect(fence.rejections[0]).toMatchObject({ tool: "claim_in_document", content: "not in the report", context: { agent: "writer" } });
  });

  it("reads a null claim_in_document as the text None, which is checked", () => {
    const fence = new Fence();
    fence.setDocument("nothing relevant");
    const submit = fence.enforce(declareTool(function cite(_cid: string | null) { return "ok"; }, { paramNames: ["claim_in_document"] }));
    expect(submit(null)).toMatch(/^ERROR: Claim text not found/);
    expect(fence.rejections[0].content).toBe("None");
  });

  it("reports an empty evidence only when the minimum length allows it", () => {
    const { submit } = submitTool(searchedFence({ minEvidenceLength: 0 }, REVENUE_SEARCH));
    expect(submit("claim", { evidence: "\n \n" })).toBe("ERROR: Evidence is empty.");
  });

  it("keeps the first 200 code points of the evidence in the rejection", () => {
    const fence = new Fence();
    submitTool(fence).submit("claim", { evidence: "😀".repeat(250) });
    expect(fence.rejections[0].content).toBe("😀".repeat(200));
  });

  it("counts evidence length in code points after a Python strip", () => {
    const { submit } = submitTool(searchedFence({ minEvidenceLength: 3 }, "x"));
    expect(submit("claim", { evidence: "\u0085😀😀\u001f" })).toBe("ERROR: Evidence too short (got 2 chars, min 3). Paste actual search output.");
  });
});
