import { describe, expect, it } from "vitest";
import { makeSearchRecord } from "../records";
import { declareTool, Fence, FenceError, type FenceOptions } from ".";

const WORKER_RESULT = "worker found revenue data in the database with context";

function fenceWithSearches(options: FenceOptions, ...queries: string[]): Fence {
  const fence = new Fence(options);
  const search = fence.track(function search(query: string) {
    return query === "worker" ? WORKER_RESULT : `result of ${query}`;
  });
  for (const query of queries) search(query);
  return fence;
}

function submitWith(fence: Fence, evidence: string): unknown {
  const submit = fence.enforce(declareTool(function submit(_evidence: string) { return "accepted"; }, { paramNames: ["evidence"] }));
  return submit(evidence);
}

describe("§9.4 links and history management", () => {
  it("§9 #30 a linked upstream's searches count as evidence downstream", () => {
    const a = fenceWithSearches({ name: "a" }, "worker");
    const b = new Fence({ name: "b" }).link(a);
    expect(submitWith(b, WORKER_RESULT)).toBe("accepted");
  });

  it("§9 #31 links are transitive", () => {
    const a = fenceWithSearches({ name: "a" }, "worker");
    const b = new Fence({ name: "b" }).link(a);
    const c = new Fence({ name: "c" }).link(b);
    expect(submitWith(c, WORKER_RESULT)).toBe("accepted");
  });

  it("§9 #32 a link cycle is walked once from either side", () => {
    const a = fenceWithSearches({ name: "a" }, "from-a");
    const b = fenceWithSearches({ name: "b" }, "from-b");
    a.link(b);
    b.link(a);
    expect(a.collectHistory().map((record) => record.query)).toEqual(["from-a", "from-b"]);
    expect(b.collectHistory().map((record) => record.query)).toEqual(["from-b", "from-a"]);
  });

  it("§9 #33 duplicate links are ignored, link chains, and non-fences are a TypeError", () => {
    const a = new Fence({ name: "a" });
    const b = new Fence({ name: "b" });
    const c = new Fence({ name: "c" });
    b.link(a);
    b.link(a);
    expect(b.upstream).toEqual([a]);
    expect(b.link(a).link(c)).toBe(b);
    expect(b.upstream).toEqual([a, c]);
    expect(() => b.link("x")).toThrow(TypeError);
    expect(() => b.link("x")).toThrow("link() requires Fence instances, got str");
    expect(() => b.link({ name: "a" })).toThrow("got dict");
    expect(() => b.link(3.5)).toThrow("got float");
  });

  it("[Cairn] linking an unnamed fence is refused", () => {
    const link = () => new Fence({ name: "b" }).link(new Fence());
    expect(link).toThrow(FenceError);
    expect(link).toThrow("link() requires named upstream fences");
  });

  it("§9 #34 each upstream contributes only its own window", () => {
    const a = fenceWithSearches({ name: "a", historyWindow: 2 }, "query_0", "query_1", "query_2", "query_3", "query_4");
    const b = new Fence({ name: "b" }).link(a);
    expect(b.collectHistory().map((record) => record.query)).toEqual(["query_3", "query_4"]);
  });

  it("§9 #35 a diamond visits the shared upstream once", () => {
    const a = fenceWithSearches({ name: "a" }, "shared");
    const b = new Fence({ name: "b" }).link(a);
    const c = new Fence({ name: "c" }).link(a);
    const d = new Fence({ name: "d" }).link(b, c);
    expect(d.collectHistory()).toHaveLength(1);
  });

  it("§9 #36 resetting the upstream removes the evidence downstream", () => {
    const a = fenceWithSearches({ name: "a" }, "worker");
    const b = new Fence({ name: "b" }).link(a);
    a.reset();
    expect(submitWith(b, WORKER_RESULT)).toMatch(/^ERROR: No search calls recorded/);
  });

  it("§9 #37 historyLimit trims the oldest records after searches and injects", () => {
    const searched = fenceWithSearches({ historyLimit: 3 }, "query_0", "query_1", "query_2", "query_3", "query_4");
    expect(searched.history.map((record) => record.query)).toEqual(["query_2", "query_3", "query_4"]);
    const injected = new Fence({ historyLimit: 2 });
    for (const n of [0, 1, 2]) injected.inject(makeSearchRecord({ query: `q${n}`, result_text: `result ${n}` }));
    expect(injected.history.map((record) => record.result_text)).toEqual(["result 1", "result 2"]);
  });

  it("historyLimit 0 never trims and historyWindow 0 means the whole history (Python [-0:])", () => {
    const fence = fenceWithSearches({ historyLimit: 0, historyWindow: 0 }, "q0", "q1", "q2");
    expect(fence.history).toHaveLength(3);
    expect(fence.collectHistory()).toHaveLength(3);
  });

  it("§9 #38 dropLast removes the newest records", () => {
    const make = () => fenceWithSearches({}, "alpha", "beta", "gamma");
    const two = make();
    two.dropLast(2);
    expect(two.history.map((record) => record.query)).toEqual(["alpha"]);
    const all = make();
    all.dropLast(100);
    expect(all.history).toEqual([]);
    const one = make();
    one.dropLast();
    expect(one.history.map((record) => record.query)).toEqual(["alpha", "beta"]);
  });

  it("dropLast(0) clears everything, as Python's del history[-0:] does", () => {
    const fence = fenceWithSearches({}, "alpha", "beta");
    fence.dropLast(0);
    expect(fence.history).toEqual([]);
  });

  it("reset keeps links, tools and the claim-id counter", () => {
    const a = new Fence({ name: "a" });
    const b = fenceWithSearches({ name: "b" }, "worker").link(a);
    const record = b.recordTool();
    b.allocateClaimId();
    b.reset();
    expect(b.history).toEqual([]);
    expect(b.upstream).toEqual([a]);
    expect(b.tools).toContain(record);
    expect(b.allocateClaimId()).toBe(2);
  });

  it("property getters return copies", () => {
    const fence = fenceWithSearches({ name: "a", context: { agent: "a" } }, "q");
    fence.history.pop();
    fence.context.agent = "changed";
    expect(fence.history).toHaveLength(1);
    expect(fence.context).toEqual({ agent: "a" });
  });
});
