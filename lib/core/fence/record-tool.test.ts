import { describe, expect, it, vi } from "vitest";
import { makeClaimRecord, type ClaimRecord } from "../records";
import { createRecordTool, Fence, fenceRoleOf } from ".";

const SEARCH_TEXT = "tools/data.json:42: revenue was $5.1B in FY2025";
const EVIDENCE = "revenue was $5.1B in FY2025";

function searchedFence(name = "fund"): Fence {
  const fence = new Fence({ name });
  fence.track(function search(_query: string) {
    return SEARCH_TEXT;
  })("revenue");
  return fence;
}

function isClaim(result: ClaimRecord | string): result is ClaimRecord {
  return typeof result !== "string";
}

describe("§9.6 record tool", () => {
  it("§9 #43 ids count from 1 per fence", () => {
    const fence = new Fence({ name: "fund" });
    const search = fence.track(function search(_q: string) { return SEARCH_TEXT; });
    const record = createRecordTool(fence);
    const ids = [1, 2, 3].map(() => {
      search("revenue");
      return (record({ claim: "c", evidence: EVIDENCE }) as ClaimRecord).id;
    });
    expect(ids).toEqual([1, 2, 3]);
    expect((searchedFence("other").recordTool()({ claim: "c", evidence: EVIDENCE }) as ClaimRecord).id).toBe(1);
  });

  it("§9 #44 claim_in_document must be in the document", () => {
    const fence = searchedFence();
    fence.setDocument("The company reported revenue of $5.1 billion in FY2025.");
    const record = fence.recordTool();
    expect(isClaim(record({ claim: "c", claim_in_document: "revenue of $5.1 billion", evidence: EVIDENCE }))).toBe(true);
    const refused = record({ claim: "c", claim_in_document: "this text does not exist in the document at all", evidence: EVIDENCE });
    expect(refused).toContain("not found in the audited document");
    expect(fence.rejections.at(-1)?.tool).toBe("claim_in_document");
  });

  it("finds each claim_in_document wherever it is, in whatever order the claims come", () => {
    const fence = searchedFence();
    fence.setDocument("First, costs fell. Then revenue of $5.1 billion was booked. Finally, margins rose.");
    const record = fence.recordTool();
    const submit = (claimInDocument: string) => isClaim(record({ claim: "c", claim_in_document: claimInDocument, evidence: EVIDENCE }));
    expect(submit("Finally, margins rose.")).toBe(true);
    expect(submit("First, costs fell.")).toBe(true);
    expect(submit("Then revenue of $5.1 billion was booked.")).toBe(true);
    expect(submit("Then revenue of $5.2 billion was booked.")).toBe(false);
  });

  it("takes an extra argument passed as undefined as not passed, and keeps one passed as None", () => {
    const record = searchedFence().recordTool({ extraFields: ["raw_value", "grep_file", "grep_line"] });
    const stored = record({ claim: "c", evidence: EVIDENCE, raw_value: "5.1B", grep_file: null, grep_line: undefined, ignored: 1 });
    expect(stored).toMatchObject({ raw_value: "5.1B", metadata: { grep_file: null } });
    expect(Object.keys((stored as ClaimRecord).metadata)).toEqual(["grep_file"]);
  });

  it("§9 #45 markdown in the document is normalised away", () => {
    const fence = searchedFence();
    fence.setDocument("Revenue was **$5.1 billion** in _FY2025_.");
    expect(isClaim(fence.recordTool()({ claim: "c", claim_in_document: "$5.1 billion in FY2025", evidence: EVIDENCE }))).toBe(true);
  });

  it("§9 #46 a document function is re-read on every check", () => {
    const fence = searchedFence();
    let document = "revenue of $5.1 billion";
    fence.setDocument(() => document);
    const record = fence.recordTool();
    const args = { claim: "c", claim_in_document: "revenue of $5.1 billion", evidence: EVIDENCE };
    expect(isClaim(record(args))).toBe(true);
    document = "a rewritten report";
    expect(record(args)).toMatch(/^ERROR: Claim text not found/);
  });

  it("§9 #47 without a document the document gate is skipped", () => {
    const fence = searchedFence();
    expect(isClaim(fence.recordTool()({ claim: "c", claim_in_document: "anything at all", evidence: EVIDENCE }))).toBe(true);
  });

  it("§9 #48 without a search nothing is recorded", () => {
    const fence = new Fence();
    expect(createRecordTool(fence)({ claim: "c", evidence: EVIDENCE })).toMatch(/^ERROR: No search calls recorded/);
    expect(fence.claims).toEqual([]);
  });

  it("§9 #49 finding not-found skips search enforcement", () => {
    const fence = new Fence();
    const result = fence.recordTool({ extraFields: ["finding"] })({ claim: "c", finding: "not-found" });
    expect(isClaim(result) && result.finding).toBe("not-found");
  });

  it("not-found skips even when finding is not an extra field (and is then dropped)", () => {
    const result = new Fence().recordTool()({ claim: "c", finding: "not-found" });
    expect(isClaim(result) && result.finding).toBe("");
  });

  it("§9 #50 a skip map skips on listed values only", () => {
    const record = new Fence().recordTool({
      extraFields: ["source_type"],
      skipEnforcement: { source_type: ["kb", "web", "derived"] },
    });
    const kb = record({ claim: "c", source_type: "kb" });
    expect(isClaim(kb) && kb.source_type).toBe("kb");
    expect(record({ claim: "c", source_type: "standard" })).toMatch(/^ERROR: No search calls recorded/);
  });

  it("§9 #51 a skip predicate sees the extra arguments only", () => {
    const seen: Record<string, unknown>[] = [];
    const record = new Fence().recordTool({
      skipEnforcement: (extra) => {
        seen.push(extra);
        return Number(extra.confidence ?? 0) > 0.9;
      },
    });
    expect(isClaim(record({ claim: "c", evidence: "e", confidence: 0.95 }))).toBe(true);
    expect(record({ claim: "c", confidence: 0.5 })).toMatch(/^ERROR: /);
    expect(seen[0]).toEqual({ confidence: 0.95 });
  });

  it("§9 #52 the document is checked even when enforcement is skipped", () => {
    const fence = new Fence();
    fence.setDocument("The report.");
    const result = fence.recordTool()({ claim: "c", claim_in_document: "not in the report", finding: "not-found" });
    expect(result).toMatch(/^ERROR: Claim text not found/);
  });

  it("§9 #53 enrich may set record fields, which reach the JSONL output", () => {
    const fence = searchedFence();
    const lines: string[] = [];
    fence.setOutput((line) => lines.push(line));
    const sourced = fence.recordTool({
      enrich: (record) => Object.assign(record, { source_tool: "get_financials", source_index: 42 }),
    })({ claim: "c", evidence: EVIDENCE });
    expect(sourced).toMatchObject({ source_tool: "get_financials", source_index: 42 });
    fence.recordTool({
      enrich: (record) => Object.assign(record, { upstream_id: 7, upstream_fence: "r1_fundamental" }),
    })({ claim: "c", evidence: EVIDENCE });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"upstream_id": 7, "upstream_fence": "r1_fundamental"');
    expect(lines[1].endsWith("}\n")).toBe(true);
  });

  it("§9 #54 enrich returning null rejects the record without storing or writing it", () => {
    const fence = searchedFence();
    const lines: string[] = [];
    fence.setOutput((line) => lines.push(line));
    const onReject = vi.fn();
    const record = fence.recordTool({ enrich: () => null, onReject });
    expect(record({ claim: "c", evidence: EVIDENCE })).toBe("ERROR: Record rejected by enrich callback.");
    expect(fence.claims).toEqual([]);
    expect(lines).toEqual([]);
    expect(fence.rejections.at(-1)).toMatchObject({ tool: "record_claim", content: EVIDENCE, reason: "Record rejected by enrich callback." });
    expect(onReject).toHaveBeenCalledWith("record_claim", EVIDENCE, "Record rejected by enrich callback.");
  });

  it("an enrich rejection still consumes an id", () => {
    const fence = searchedFence();
    let reject = true;
    const record = fence.recordTool({ enrich: (claim) => (reject ? null : claim) });
    record({ claim: "c", evidence: EVIDENCE });
    reject = false;
    expect((record({ claim: "c", evidence: EVIDENCE }) as ClaimRecord).id).toBe(2);
  });

  it("§9 #55 extra fields route to record fields or metadata; unlisted ones are dropped", () => {
    const fence = searchedFence();
    const record = fence.recordTool({ extraFields: ["finding", "grep_file", "grep_line", "output_line"] });
    const result = record({
      claim: "c",
      evidence: EVIDENCE,
      finding: "found",
      grep_file: "tools/data.json",
      grep_line: 42,
      output_line: 1,
      unlisted: "dropped",
    }) as ClaimRecord;
    expect(result.finding).toBe("found");
    expect(result.metadata).toEqual({ grep_file: "tools/data.json", grep_line: 42, output_line: 1 });
  });

  it("routed metadata is merged over an explicit metadata argument", () => {
    const record = searchedFence().recordTool({ extraFields: ["metadata", "grep_file"] });
    const result = record({ claim: "c", evidence: EVIDENCE, metadata: { grep_file: "old", note: "n" }, grep_file: "new" }) as ClaimRecord;
    expect(result.metadata).toEqual({ grep_file: "new", note: "n" });
  });

  it("an explicit metadata that is not a dict is stored as passed (issue 15 row 7)", () => {
    // Python: create_record_tool(f, extra_fields=["metadata"])(claim=…, evidence=…, metadata="").metadata == ''
    const result = searchedFence().recordTool({ extraFields: ["metadata"] })({ claim: "c", evidence: EVIDENCE, metadata: "" }) as ClaimRecord;
    expect(result.metadata).toBe("");
    const kept = { note: "n" };
    expect((searchedFence().recordTool({ extraFields: ["metadata"] })({ claim: "c", evidence: EVIDENCE, metadata: kept }) as ClaimRecord).metadata).toBe(kept);
  });

  it("merging routed keys into a metadata that is not a dict raises Python's TypeError before enrich (issue 15 row 7)", () => {
    // Python: … extra_fields=["metadata", "grep_file"] … metadata="", grep_file="x" raises TypeError: 'str' object is not a mapping
    const fence = searchedFence();
    const enrich = vi.fn(() => null);
    const record = fence.recordTool({ extraFields: ["metadata", "grep_file"], enrich });
    expect(() => record({ claim: "c", evidence: EVIDENCE, metadata: "", grep_file: "x" })).toThrow(new TypeError("'str' object is not a mapping"));
    expect(() => record({ claim: "c", evidence: EVIDENCE, metadata: null, grep_file: "x" })).toThrow(new TypeError("'NoneType' object is not a mapping"));
    expect(() => record({ claim: "c", evidence: EVIDENCE, metadata: ["a"], grep_file: "x" })).toThrow(new TypeError("'list' object is not a mapping"));
    expect(() => record({ claim: "c", evidence: EVIDENCE, metadata: new Uint8Array([1]), grep_file: "x" })).toThrow(new TypeError("'bytes' object is not a mapping"));
    expect(enrich).not.toHaveBeenCalled();
    expect(fence.rejections).toEqual([]);
    expect(fence.claims).toEqual([]);
    // As spec §1.9 orders it, the fields are built before the id is taken: the failed builds took none.
    expect((fence.recordTool()({ claim: "c", evidence: EVIDENCE }) as ClaimRecord).id).toBe(1);
  });

  it("§9 #56 onReject receives the tool name, the content and the reason", () => {
    const onReject = vi.fn();
    new Fence().recordTool({ onReject })({ claim: "c", evidence: EVIDENCE });
    expect(onReject).toHaveBeenCalledWith("record_claim", EVIDENCE, expect.stringContaining("No search calls recorded"));
    const fence = new Fence();
    fence.recordTool({ name: "cite", onReject })({ claim: "c", evidence: EVIDENCE });
    expect(onReject).toHaveBeenLastCalledWith("cite", EVIDENCE, expect.stringContaining("No search calls recorded"));
    expect(fence.rejections[0].tool).toBe("cite");
  });

  it("stores the claim, then writes it, then calls onRecord, returning the record", () => {
    const fence = searchedFence();
    const order: string[] = [];
    fence.setOutput(() => order.push(`written with ${fence.claims.length} claim`));
    const result = fence.recordTool({ onRecord: (claim) => order.push(`onRecord ${claim.id}`) })({ claim: "c", evidence: EVIDENCE });
    expect(order).toEqual(["written with 1 claim", "onRecord 1"]);
    expect(fence.claims).toEqual([result]);
  });

  it("is registered as a submit tool under its name", () => {
    const fence = new Fence();
    const tool = fence.recordTool({ name: "record", description: "Record a verified claim." });
    expect(fence.tools).toEqual([tool]);
    expect(fenceRoleOf(tool)).toBe("submit");
    expect(tool.name).toBe("record");
    expect(tool.description).toBe("Record a verified claim.");
  });

  it("writes the spec §2.3 JSONL line byte for byte", () => {
    const fence = new Fence();
    const lines: string[] = [];
    fence.setOutput((line) => lines.push(line));
    fence.storeClaim(
      makeClaimRecord({
        claim: "Revenue $5.1B",
        claim_in_document: "revenue of $5.1 billion",
        evidence: "data.json:42: revenue was $5.1B in FY2025 — é",
        finding: "found",
        metadata: { grep_file: "data.json" },
        id: 1,
        timestamp: 1795950436.180268,
      }),
    );
    expect(lines).toEqual([
      '{"claim": "Revenue $5.1B", "claim_in_document": "revenue of $5.1 billion", "evidence": "data.json:42: revenue was $5.1B in FY2025 — é", "source_agent": "", "source_tool": "", "source_index": -1, "raw_value": "", "search_file": "", "search_line": -1, "finding": "found", "source_type": "standard", "metadata": {"grep_file": "data.json"}, "upstream_id": -1, "upstream_fence": "", "id": 1, "timestamp": 1795950436.180268}\n',
    ]);
  });
});
