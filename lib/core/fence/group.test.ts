import { describe, expect, it } from "vitest";
import { PyFloat, parsePyJson, pyJsonDumps } from "../python";
import { makeClaimRecord, makeSearchRecord, type ClaimRecord, type SearchFunction } from "../records";
import { Fence, FenceError, FenceGroup, type FenceGroupSnapshotInput, type FenceSnapshotInput, type SnapshotManifest } from ".";

const EVIDENCE = "revenue was $5.1B in FY2025";

function searchOnce(fence: Fence, query = "revenue"): void {
  fence.track(function search(q: string) {
    return `data.json:1: ${q === "revenue" ? EVIDENCE : q}`;
  })(query);
}

describe("§9.5 FenceGroup and persistence", () => {
  it("§9 #39 a duplicate name is refused, naming it", () => {
    const group = new FenceGroup();
    group.create("alpha");
    const duplicate = () => group.create("alpha");
    expect(duplicate).toThrow(FenceError);
    expect(duplicate).toThrow("Fence 'alpha' already exists in this group");
  });

  it("§9 #40 get returns undefined or the given default for a missing fence", () => {
    const group = new FenceGroup();
    expect(group.get("nope")).toBeUndefined();
    expect(group.get("nope", "default")).toBe("default");
    expect(() => group.fence("nope")).toThrow(FenceError);
  });

  it("§9 #41 a fence snapshot survives JSON and restores config and history", () => {
    const fence = new Fence({ name: "test_fence", minEvidenceLength: 30, historyWindow: 10 });
    searchOnce(fence, "q1");
    searchOnce(fence, "q2");
    const restored = Fence.restore(parsePyJson(pyJsonDumps(fence.snapshot())) as FenceSnapshotInput);
    expect(restored.name).toBe("test_fence");
    expect(restored.minEvidenceLength).toBe(30);
    expect(restored.historyWindow).toBe(10);
    expect(restored.historyLimit).toBeNull();
    expect(restored.history).toEqual(fence.history);
    expect(restored.history[0].source).toBe("test_fence");
  });

  it("§9 #42 a group snapshot restores links to the restored fences", () => {
    const group = new FenceGroup();
    const worker = group.create("worker");
    const manager = group.create("manager");
    manager.link(worker);
    searchOnce(worker);
    const restored = FenceGroup.restore(parsePyJson(pyJsonDumps(group.snapshot())) as FenceGroupSnapshotInput);
    expect(restored.fence("manager").upstream[0]).toBe(restored.fence("worker"));
    expect(restored.fence("manager").collectHistory()).toHaveLength(1);
  });

  it("writes the spec §4 snapshot shape, keys in order, without claims or links", () => {
    const fence = new Fence({ name: "a", context: { agent: "fund" } });
    fence.inject(makeSearchRecord({ query: "revenue path=tools/", result_text: "…", timestamp: 1795950436.18, source: "a", tool_name: "search" }));
    fence.recordTool({ skipEnforcement: () => true })({ claim: "c" });
    expect(pyJsonDumps(fence.snapshot(), { ensureAscii: false })).toBe(
      '{"name": "a", "history": [{"query": "revenue path=tools/", "result_text": "…", "timestamp": 1795950436.18, "metadata": {}, "source": "a", "tool_name": "search", "file_path": ""}], "rejections": [], ' +
        '"config": {"min_evidence_length": 20, "history_window": 20, "history_limit": null, "context": {"agent": "fund"}, "track_all": false}}',
    );
  });

  it("a snapshot copies Python floats as floats (issue 15 row 6)", () => {
    // Python: Fence(name="r2", context={"n": 1.0}).snapshot()["config"]["context"] == {"n": 1.0}
    const context = { n: new PyFloat(1), nested: { xs: [new PyFloat(2.5), "s"] } };
    const fence = new Fence({ name: "r2", context });
    fence.inject(makeSearchRecord({ query: "q", result_text: "r", timestamp: 1, metadata: { score: new PyFloat(1) } }));
    const snapshot = fence.snapshot();
    expect(pyJsonDumps(snapshot.config.context)).toBe('{"n": 1.0, "nested": {"xs": [2.5, "s"]}}');
    expect(pyJsonDumps(snapshot.history[0].metadata)).toBe('{"score": 1.0}');
    // Still a copy: changing the snapshot leaves the fence alone.
    (snapshot.config.context.nested as { xs: unknown[] }).xs.push("added");
    expect(pyJsonDumps(fence.snapshot().config.context)).toBe('{"n": 1.0, "nested": {"xs": [2.5, "s"]}}');
  });

  it("restore keeps only the config keys present and refuses unknown history keys", () => {
    const restored = Fence.restore({ name: "x", history: [], rejections: [], config: { history_window: 3 } });
    expect([restored.minEvidenceLength, restored.historyWindow]).toEqual([20, 3]);
    expect(() => Fence.restore({ name: "x", history: [{ query: "q", result_text: "r", extra: 1 }] })).toThrow(FenceError);
    expect(() => Fence.restore({ name: "x", history: [{ query: "q" }] })).toThrow("result_text");
  });

  it("group restore ignores upstream names missing from the group; links exist only for linked fences", () => {
    const group = new FenceGroup();
    const a = group.create("a");
    group.create("b").link(a);
    expect(group.snapshot().links).toEqual({ b: ["a"] });
    const restored = FenceGroup.restore({ fences: { b: { name: "b" } }, links: { b: ["a"], ghost: ["b"] } });
    expect(restored.fence("b").upstream).toEqual([]);
  });

  it("merges records of all fences sorted by timestamp, ties in creation order", () => {
    const group = new FenceGroup();
    const first = group.create("first");
    const second = group.create("second");
    second.inject(makeSearchRecord({ query: "s1", result_text: "", timestamp: 1 }));
    first.inject(makeSearchRecord({ query: "f2", result_text: "", timestamp: 2 }));
    second.inject(makeSearchRecord({ query: "s2", result_text: "", timestamp: 2 }));
    expect(group.allHistory.map((record) => record.query)).toEqual(["s1", "f2", "s2"]);
    first.storeClaim(makeClaimRecord({ claim: "f", claim_in_document: "", evidence: "", timestamp: 5 }));
    second.storeClaim(makeClaimRecord({ claim: "s", claim_in_document: "", evidence: "", timestamp: 4 }));
    expect(group.allClaims.map((claim) => claim.claim)).toEqual(["s", "f"]);
    first.logRejection("t", "c", "late");
    second.logRejection("t", "c", "later");
    expect(group.allRejections.map((rejection) => rejection.reason)).toEqual(["late", "later"]);
    group.reset();
    expect([group.allHistory, group.allClaims, group.allRejections]).toEqual([[], [], []]);
  });

  it("fences is a copy in creation order", () => {
    const group = new FenceGroup();
    group.create("z");
    group.create("a");
    const fences = group.fences;
    fences.delete("z");
    expect([...group.fences.keys()]).toEqual(["z", "a"]);
    expect(group.has("z")).toBe(true);
  });
});

/** A claim recorded in `fence`, linked to `upstreamId` in `upstreamFence` through enrich. */
function recordLinked(fence: Fence, upstreamFence = "", upstreamId = -1): ClaimRecord {
  searchOnce(fence);
  const tool = fence.recordTool({ enrich: (claim) => Object.assign(claim, { upstream_fence: upstreamFence, upstream_id: upstreamId }) });
  return tool({ claim: `claim of ${fence.name}`, evidence: EVIDENCE }) as ClaimRecord;
}

describe("§9.7 traceChain", () => {
  it("§9 #57 follows upstream links back to the source claim", () => {
    const group = new FenceGroup();
    const r1Claim = recordLinked(group.create("r1"));
    const r2aClaim = recordLinked(group.create("r2a"), "r1", r1Claim.id);
    expect(group.traceChain(r2aClaim)).toEqual([r2aClaim, r1Claim]);
    expect(group.traceChain(r1Claim)).toEqual([r1Claim]);
    const source = recordLinked(group.create("source"));
    const mid = recordLinked(group.create("mid"), "source", source.id);
    const final = recordLinked(group.create("final"), "mid", mid.id);
    expect(group.traceChain(final)).toEqual([final, mid, source]);
  });

  it("§9 #58 stops at a missing fence, a missing id or a cycle", () => {
    const group = new FenceGroup();
    expect(group.traceChain(recordLinked(group.create("orphan"), "missing", 1))).toHaveLength(1);
    const r1 = group.create("r1");
    recordLinked(r1);
    expect(group.traceChain(recordLinked(group.create("r2"), "r1", 999))).toHaveLength(1);
    const c1Claim = recordLinked(group.create("c1"), "c2", 1);
    recordLinked(group.create("c2"), "c1", c1Claim.id);
    expect(group.traceChain(c1Claim)).toHaveLength(2);
  });

  it("treats upstream_id 0 as a valid id", () => {
    const group = new FenceGroup();
    const zero = makeClaimRecord({ claim: "zero", claim_in_document: "", evidence: "", id: 0 });
    group.create("up").storeClaim(zero);
    const down = makeClaimRecord({ claim: "down", claim_in_document: "", evidence: "", upstream_id: 0, upstream_fence: "up" });
    expect(group.traceChain(down)).toEqual([down, zero]);
  });
});

describe("§9.14 fromSnapshotManifest", () => {
  const manifest: SnapshotManifest = {
    agents: {
      research: { trace_dir: "research/", artifacts: ["analysis.md"] },
      writer: { trace_dir: "writer/", artifacts: [] },
      broken: { artifacts: ["missing.md"] },
    },
    dependencies: { writer: ["research", "ghost"], ghost: ["research"] },
  };
  const files = new Map([["/trace/research/analysis.md", "Research found revenue of $5.1 billion."]]);
  const searchedDirs: string[] = [];
  const sources = {
    document: "The final report.",
    traceDir: "/trace",
    readText: (path: string) => files.get(path),
    makeSearch: (agentDir: string): SearchFunction =>
      function rg(pattern: string) {
        searchedDirs.push(agentDir);
        return `${agentDir}calls/0000_search.txt:1: ${pattern}`;
      },
  };

  it("§9 #88 builds one fence per agent with its document, search and upstream links", () => {
    const group = FenceGroup.fromSnapshotManifest(manifest, sources);
    expect([...group.fences.keys()]).toEqual(["research", "writer", "broken"]);
    expect(group.fence("research").document).toBe("Research found revenue of $5.1 billion.");
    expect(group.fence("writer").document).toBe("The final report.");
    expect(group.fence("broken").document).toBe("The final report.");
    expect(group.fence("writer").upstream).toEqual([group.fence("research")]);
    for (const fence of group.fences.values()) expect(fence.search.fenceRole).toBe("search");
    group.fence("research").search("revenue");
    group.fence("broken").search("x");
    expect(searchedDirs).toEqual(["/trace/research/", "/trace/broken/"]);
    expect(group.fence("research").history[0]).toMatchObject({ query: "revenue", tool_name: "rg", source: "research" });
    const overridden = FenceGroup.fromSnapshotManifest(manifest, { ...sources, perAgentDocuments: { research: "Override text." } });
    expect(overridden.fence("research").document).toBe("Override text.");
  });

  it("a fence without setSource has no search tool", () => {
    expect(() => new Fence().search).toThrow("No search tool configured. Call fence.set_source(path) first.");
  });
});
