import { describe, expect, it } from "vitest";
import { PyFloat } from "../python";
import { declareTool, Fence, FenceError, fenceRoleOf, type ToolFunction, type ToolRole } from ".";

const REVENUE = "tools/data.json:42: revenue was $5.1B in FY2025";

// Tool names are what the LLM sees, so they keep the vectors' snake_case.
function search_web(query: string) {
  return `${REVENUE} (web: ${query})`;
}
function fetch_data(_url: string) {
  return "fetched page with plenty of text";
}
const recordFinding = declareTool(
  function record_finding(_finding: string, _evidence: string) {
    return "recorded";
  },
  { paramNames: ["finding", "evidence"] },
);
function unrelated() {
  return "untouched";
}

describe("§9.3 wrapping", () => {
  it("§9 #22 wrapTools wraps by glob, records two searches, gates the record tool and passes the rest by identity", () => {
    const fence = new Fence();
    const tools = fence.wrapTools([search_web, fetch_data, recordFinding, unrelated] as ToolFunction[], {
      search: ["search_*", "fetch_*"],
      submit: ["record_*"],
    });
    const [search, fetch, record, passed] = tools as [typeof search_web, typeof fetch_data, typeof recordFinding, typeof unrelated];
    search("revenue");
    fetch("https://example.test");
    expect(fence.history).toHaveLength(2);
    expect(record("revenue", "revenue was $5.1B in FY2025")).toBe("recorded");
    expect(passed).toBe(unrelated);
  });

  it("§9 #23 glob and identity specs can be mixed", () => {
    const fence = new Fence();
    const grep_files = (pattern: string) => pattern;
    const record_citation = (_evidence: string) => "ok";
    const write_report = (_evidence: string) => "ok";
    const tools = fence.wrapTools([search_web, grep_files, record_citation, write_report], {
      search: ["search_*", grep_files],
      submit: [record_citation, "write_*"],
    });
    expect(tools.map(fenceRoleOf)).toEqual(["search", "search", "submit", "submit"]);
    expect(fence.tools).toEqual(tools);
  });

  it("§9 #24 a tool already wrapped by a fence passes through unchanged", () => {
    const tracked = new Fence().track(function already_tracked() {
      return "x";
    });
    expect(new Fence().wrapTools([tracked], { search: ["already_*"] })[0]).toBe(tracked);
  });

  it("§9 #25 an unknown role is refused, naming the role", () => {
    const wrap = () => new Fence().wrapTool(unrelated, "invalid" as ToolRole);
    expect(wrap).toThrow(FenceError);
    expect(wrap).toThrow("role must be 'search' or 'submit', got 'invalid'");
  });

  it("§9 #26 trackAll with no specs tracks every tool", () => {
    const fence = new Fence({ trackAll: true });
    const [first, second] = fence.wrapTools([search_web, fetch_data] as ToolFunction[]) as [typeof search_web, typeof fetch_data];
    first("a");
    second("b");
    expect(fence.history.map((record) => record.tool_name)).toEqual(["search_web", "fetch_data"]);
  });

  it("§9 #27 trackAll with explicit specs leaves unmatched tools alone", () => {
    const fence = new Fence({ trackAll: true });
    const tools = fence.wrapTools([search_web, unrelated] as ToolFunction[], { search: ["search_*"] });
    expect(tools[1]).toBe(unrelated);
  });

  it("§9 #28 wrapping no tools gives an empty list", () => {
    expect(new Fence().wrapTools([])).toEqual([]);
  });

  it("§9 #29 wrappers keep name, attributes and async-ness, and carry their role", async () => {
    const fence = new Fence();
    const described = Object.assign(async function lookUp(query: string) {
      return `async ${query}`;
    }, { description: "Looks things up." });
    const tracked = fence.track(described);
    const enforced = fence.enforce(recordFinding);
    expect(tracked.name).toBe("lookUp");
    expect(tracked.description).toBe("Looks things up.");
    expect(Object.prototype.toString.call(tracked)).toBe("[object AsyncFunction]");
    expect(await tracked("q")).toBe("async q");
    expect(tracked.fenceRole).toBe("search");
    expect(enforced.name).toBe("record_finding");
    expect(enforced.paramNames).toEqual(["finding", "evidence"]);
    expect(enforced.fenceRole).toBe("submit");
    expect(Object.keys(enforced)).not.toContain("fenceRole");
  });
});

describe("search records", () => {
  const signature = { paramNames: ["pattern", "path"], keywordArgs: true };

  it("renders the query as py-str positional args then k=v keywords", () => {
    const fence = new Fence({ name: "fund" });
    const search = fence.track(declareTool(function grep(..._args: unknown[]) { return { hits: 1, score: new PyFloat(1) }; }, signature));
    search("revenue", { path: "tools/" });
    search(5, null, new PyFloat(2), { flags: ["i"], depth: 2 });
    search();
    search({ path: undefined });
    expect(fence.history.map((record) => record.query)).toEqual([
      "revenue path=tools/",
      "5 None 2.0 flags=['i'] depth=2",
      "(no args)",
      "(no args)",
    ]);
    expect(fence.history[0]).toEqual({
      query: "revenue path=tools/",
      result_text: "{'hits': 1, 'score': 1.0}",
      timestamp: fence.history[0].timestamp,
      metadata: {},
      source: "fund",
      tool_name: "grep",
      file_path: "",
    });
  });

  it("stores a result dict as str() renders it, non-printable characters escaped (issue 15)", () => {
    // Python: str({'note': '\u2003'}) == "{'note': '\\u2003'}"; the evidence gate matches against that text.
    const fence = new Fence({ name: "fund" });
    fence.track(function search(_q: string) { return { note: "\u2003" }; })("q");
    expect(fence.history[0].result_text).toBe("{'note': '\\u2003'}");
  });

  it("treats a trailing object as a positional argument unless the tool takes keywords", () => {
    const fence = new Fence();
    fence.track(function lookup(_filter: object) { return "x"; })({ k: "v" });
    expect(fence.history[0].query).toBe("{'k': 'v'}");
  });

  it("records error and no-match results too, but nothing for a throwing tool", () => {
    const fence = new Fence();
    const search = fence.track(function search(query: string) {
      if (query === "boom") throw new Error("backend down");
      return "No matches found for 'x'";
    });
    search("x");
    expect(() => search("boom")).toThrow("backend down");
    expect(fence.history.map((record) => record.result_text)).toEqual(["No matches found for 'x'"]);
  });

  it("records an async result once it resolves, and nothing for a rejected one", async () => {
    const fence = new Fence();
    let release: (text: string) => void = () => undefined;
    const search = fence.track(function slowSearch(query: string): Promise<string> {
      if (query === "fail") return Promise.reject(new Error("timeout"));
      return new Promise((resolve) => (release = resolve));
    });
    const pending = search("revenue");
    expect(fence.history).toHaveLength(0);
    release(REVENUE);
    expect(await pending).toBe(REVENUE);
    await expect(search("fail")).rejects.toThrow("timeout");
    expect(fence.history.map((record) => record.query)).toEqual(["revenue"]);
  });

  it("names an anonymous tool by its text, as Python falls back to str(tool)", () => {
    const fence = new Fence();
    const tools = [(): string => "x"];
    (fence.track(tools[0]))();
    expect(fence.history[0].tool_name).toBe(String(tools[0]));
  });
});

describe("async submit", () => {
  it("runs the gates at call time, so a search still in flight does not count yet", async () => {
    const fence = new Fence();
    let release: (text: string) => void = () => undefined;
    const search = fence.track(async function search(_q: string) {
      return new Promise<string>((resolve) => (release = resolve));
    });
    const submit = fence.enforce(
      declareTool(async function submit(_claim: string, _evidence: string) { return "stored"; }, { paramNames: ["claim", "evidence"] }),
    );
    const inFlight = search("revenue");
    const early = submit("claim", "revenue was $5.1B in FY2025");
    expect(early).toBeInstanceOf(Promise);
    release(REVENUE);
    await inFlight;
    const late = submit("claim", "revenue was $5.1B in FY2025");
    expect(await early).toMatch(/^ERROR: No search calls recorded/);
    expect(await late).toBe("stored");
    expect(fence.rejections).toHaveLength(1);
  });
});
