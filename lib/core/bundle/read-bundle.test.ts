import { describe, expect, it } from "vitest";
import { BundleError, readBundle, type BundleIssue } from ".";
import { filesOf, snapshotContents, type FixtureAgent } from "./test-fixtures";

const RESEARCH: FixtureAgent = {
  calls: [
    { tool: "search", input: { q: "revenue" }, body: "revenue: 5.1B" },
    { tool: "fetch", input: { url: "x" }, body: "", error: "timeout" },
  ],
  artifacts: { "notes.md": "Revenue was 5.1B." },
};
const WRITER: FixtureAgent = { calls: [{ tool: "<lambda>", input: { s: "ok" }, body: "OK" }] };

const base = () => snapshotContents({ research: RESEARCH, writer: WRITER }, { root: "trace", dependencies: { writer: ["research"] } });
const warningsOf = (contents: Record<string, string | Uint8Array>): BundleIssue[] => readBundle(filesOf(contents)).warnings;

describe("readBundle", () => {
  it("reads agents, calls, artifacts, dependencies and the report with no warnings", () => {
    const bundle = readBundle(filesOf({ ...base(), "report.md": "Revenue was 5.1B." }));
    expect(bundle.warnings).toEqual([]);
    expect(bundle.layout.root).toBe("trace");
    expect(bundle.agents.map((agent) => agent.name)).toEqual(["research", "writer"]);
    const [research] = bundle.agents;
    expect(research.traceDir).toBe("research/");
    expect(research.toolCalls.map((call) => [call.tracePath, call.jsonlLine, call.record.status])).toEqual([
      ["research/calls/0000_search.txt", 1, "ok"],
      ["research/calls/0001_fetch.txt", 2, "error"],
    ]);
    expect(Object.keys(research.callTexts)).toEqual(["research/calls/0000_search.txt", "research/calls/0001_fetch.txt"]);
    expect(research.artifacts).toEqual([{ name: "notes.md", tracePath: "research/notes.md", text: "Revenue was 5.1B." }]);
    expect(research.messages).toBeNull();
    expect(bundle.dependencies).toEqual({ writer: ["research"] });
    expect(bundle.scopes).toEqual({});
    expect(bundle.report).toEqual({ path: "report.md", text: "Revenue was 5.1B." });
  });

  it("uses a report path the caller names, and warns when it does not exist", () => {
    const contents = { ...base(), "final.txt": "F" };
    expect(readBundle(filesOf(contents), { reportPath: "final.txt" }).report).toEqual({ path: "final.txt", text: "F" });
    expect(readBundle(filesOf(contents), { reportPath: "nope.md" }).warnings).toEqual([
      { file: "nope.md", message: "the named report does not exist" },
    ]);
  });

  it("warns about a malformed JSONL line, naming file and line, and keeps the rest", () => {
    const contents = base();
    const jsonl = "trace/research/tool_calls.jsonl";
    const [first, second] = contents[jsonl].split("\n");
    contents[jsonl] = `${first}\n{"seq": 1, oops\n${second}\n`;
    const bundle = readBundle(filesOf(contents));
    expect(bundle.agents[0].toolCalls).toHaveLength(2);
    expect(bundle.warnings).toEqual([
      { file: jsonl, line: 2, message: 'malformed JSON, line skipped: Unexpected token "o" (expected a property name in double quotes)' },
    ]);
  });

  it("warns about an output_file that does not exist", () => {
    const contents = base();
    delete contents["trace/research/calls/0001_fetch.txt"];
    expect(warningsOf(contents)).toEqual([
      {
        file: "trace/research/tool_calls.jsonl",
        line: 2,
        message: 'output_file "calls/0001_fetch.txt" does not exist in research/',
      },
    ]);
  });

  it("warns when the manifest's counts differ from tool_calls.jsonl", () => {
    const contents = base();
    const jsonl = "trace/research/tool_calls.jsonl";
    contents[jsonl] = contents[jsonl].split("\n")[0] + "\n";
    expect(warningsOf(contents)).toEqual([
      { file: "trace/manifest.json", message: 'agent "research": the manifest counts 2 tool calls, research/tool_calls.jsonl 1' },
      { file: "trace/manifest.json", message: 'agent "research": the manifest counts 1 errors, research/tool_calls.jsonl 0' },
      expect.objectContaining({ message: expect.stringMatching(/^agent "research": the manifest counts \d+ trace bytes/) }),
    ]);
  });

  it("warns about a missing agent folder and a missing artifact", () => {
    const contents = base();
    for (const path of Object.keys(contents)) if (path.startsWith("trace/writer/")) delete contents[path];
    delete contents["trace/research/notes.md"];
    expect(warningsOf(contents)).toEqual([
      { file: "trace/research/notes.md", message: "artifact listed in the manifest is missing" },
      { file: "trace/writer/", message: 'agent folder for "writer" is missing' },
    ]);
  });

  it("does not warn about an idle agent whose empty folder the archive dropped", () => {
    const contents = snapshotContents({ research: RESEARCH, idle: {} });
    expect(readBundle(filesOf(contents)).agents[1]).toMatchObject({ name: "idle", toolCalls: [], artifacts: [] });
    expect(warningsOf(contents)).toEqual([]);
  });

  it("names a dependency cycle", () => {
    const contents = snapshotContents({ a: {}, b: {}, c: {} }, { dependencies: { b: ["a"], c: ["b"], a: ["c"] } });
    expect(warningsOf(contents)).toEqual([{ file: "manifest.json", message: "dependency cycle: b -> c -> a -> b" }]);
  });

  it("reads the scopes and names a loop among a scope's edges", () => {
    const contents = snapshotContents({ research: RESEARCH, writer: WRITER });
    const manifest = JSON.parse(contents["manifest.json"]);
    const edges = [["__start__", "research"], ["research", "writer"], ["writer", "research"], ["writer", "__end__"]];
    contents["manifest.json"] = JSON.stringify({ ...manifest, scopes: { "": { parent: null, nodes: ["research", "writer"], edges } } });
    const bundle = readBundle(filesOf(contents));
    expect(bundle.scopes).toEqual({ "": { parent: null, nodes: ["research", "writer"], edges } });
    expect(bundle.warnings).toEqual([{ file: "manifest.json", message: 'cycle in the edges of scope "" (a loop in the graph): research -> writer -> research' }]);
  });

  it("warns about a file that is not UTF-8 and decodes it with replacement", () => {
    const contents: Record<string, string | Uint8Array> = base();
    contents["trace/research/calls/0000_search.txt"] = new Uint8Array([0x6f, 0x6b, 0xff, 0x21]);
    const bundle = readBundle(filesOf(contents));
    expect(bundle.agents[0].callTexts["research/calls/0000_search.txt"]).toBe("ok\ufffd!");
    expect(bundle.warnings).toEqual([
      { file: "trace/research/calls/0000_search.txt", message: "not valid UTF-8; undecodable bytes were replaced with U+FFFD" },
    ]);
  });

  it("hands a batch decoder an agent's call files together, up to 4 MB a batch, and reads what decoding each alone reads", () => {
    const body = (seq: number) => `${seq}`.repeat(1_500_000);
    const calls = [0, 1, 2].map((seq) => ({ tool: "fetch", input: { n: `${seq}` }, body: body(seq) }));
    const contents = snapshotContents({ research: { calls }, writer: WRITER }, { root: "trace" });
    const batches: number[][] = [];
    const batchDecoder = (pieces: readonly Uint8Array[]) => {
      batches.push(pieces.map((piece) => piece.length));
      return pieces.map((piece) => new TextDecoder().decode(piece));
    };
    expect(readBundle(filesOf(contents), { batchDecoder })).toEqual(readBundle(filesOf(contents)));
    const sizes = Object.entries(contents).filter(([path]) => path.includes("/calls/")).map(([, text]) => text.length);
    expect(batches).toEqual([[sizes[0], sizes[1]], [sizes[2]], [sizes[3]]]);
  });

  it("decodes each file alone, warning about one that is not UTF-8, when the batch decoder refuses a batch", () => {
    const contents: Record<string, string | Uint8Array> = base();
    contents["trace/research/calls/0000_search.txt"] = new Uint8Array([0x6f, 0x6b, 0xff, 0x21]);
    const bundle = readBundle(filesOf(contents), { batchDecoder: () => null });
    expect(bundle.agents[0].callTexts).toEqual({ "research/calls/0000_search.txt": "ok\ufffd!", "research/calls/0001_fetch.txt": expect.stringContaining("timeout") });
    expect(bundle.warnings).toEqual([{ file: "trace/research/calls/0000_search.txt", message: "not valid UTF-8; undecodable bytes were replaced with U+FFFD" }]);
  });

  it("keeps agents and tools named like Object.prototype's keys (__proto__, constructor), with their calls", () => {
    const agent = (tool: string) => ({ tool_calls: 1, tools_used: [tool], tool_counts: { [tool]: 1 }, artifacts: [], errors: 0, trace_dir: "", trace_bytes: 0 });
    const manifest = `{"session_id": "s", "agents": {"__proto__": ${JSON.stringify({ ...agent("__proto__"), trace_dir: "__proto__/" })}, "constructor": ${JSON.stringify({ ...agent("toString"), trace_dir: "constructor/" })}}, "dependencies": {"constructor": ["__proto__"], "__proto__": []}}`;
    const call = (agentName: string, tool: string) =>
      JSON.stringify({ seq: 0, tool, agent: agentName, input: { q: 1 }, output_file: `calls/0000_${tool.replace(/_/g, "")}.txt`, output_bytes: 0, timestamp: 1, duration_ms: 1, status: "ok", line_range: [1, 1] });
    const bundle = readBundle(
      filesOf({
        "manifest.json": manifest,
        "__proto__/tool_calls.jsonl": call("__proto__", "__proto__"),
        "__proto__/calls/0000_proto.txt": "x",
        "constructor/tool_calls.jsonl": call("constructor", "toString"),
        "constructor/calls/0000_toString.txt": "y",
      }),
    );
    expect(bundle.agents.map((parsed) => [parsed.name, parsed.toolCalls.length, Object.keys(parsed.stats.tool_counts)])).toEqual([
      ["__proto__", 1, ["__proto__"]],
      ["constructor", 1, ["toString"]],
    ]);
    expect(Object.keys(bundle.agents[0].callTexts)).toEqual(["__proto__/calls/0000_proto.txt"]);
    expect(Object.entries(bundle.dependencies)).toEqual([
      ["constructor", ["__proto__"]],
      ["__proto__", []],
    ]);
    expect(bundle.warnings).toEqual([]);
  });

  it("throws for a broken manifest and for several bundles", () => {
    expect(() => readBundle(filesOf({ "manifest.json": '{"agents": [}' }))).toThrow(BundleError);
    expect(() => readBundle(filesOf({ "manifest.json": '{"agents": [}' }))).toThrow("manifest.json: line 1: Unexpected token \"}\" (expected a value)");
    expect(() => readBundle(filesOf({ "x/manifest.json": "{}", "y/manifest.json": "{}" }))).toThrow(
      "archive holds several bundles: x/manifest.json, y/manifest.json",
    );
  });

  it("reads messages, output summaries and audit files; a broken audit file is only a warning", () => {
    const contents = {
      ...base(),
      "trace/writer/messages.jsonl": '{"seq": 0, "origin": "inter_agent", "source": "research", "content": "c", "timestamp": 1.0}\n',
      "trace/.audit_cache/writer/output_summary.txt": "summary",
      "audit/claims.jsonl": '{"claim": "c", "claim_in_document": "d", "evidence": "e", "timestamp": 1.0, "fence": "research->writer"}\n',
      "audit/notes.jsonl": '{"note": 1}\n',
      "audit/enforcement_log.jsonl": '{"tool": "t", "content": "c", "reason": "r", "timestamp": 1.0, "context": {"fence": "f"}}\n',
      "audit/group_snapshot.json": "{",
    };
    const bundle = readBundle(filesOf(contents));
    expect(bundle.agents[1].messages).toEqual([{ seq: 0, origin: "inter_agent", source: "research", content: "c", timestamp: 1 }]);
    expect(bundle.outputSummaries).toEqual({ writer: { path: "trace/.audit_cache/writer/output_summary.txt", text: "summary" } });
    expect(bundle.audit.claims.map((claim) => claim.fence)).toEqual(["research->writer"]);
    expect(bundle.audit.rejections.map((rejection) => rejection.fence)).toEqual(["f"]);
    expect(bundle.audit.groupSnapshot).toBeNull();
    expect(bundle.warnings).toEqual([
      { file: "audit/notes.jsonl", message: "holds no claim records; file ignored" },
      { file: "audit/group_snapshot.json", line: 1, message: "Unexpected end of input (expected a property name in double quotes); file ignored" },
    ]);
  });

  // How fast it parses is measured by bench/ingest, never asserted here.
  it("parses a 60 MB bundle of 3,000 tool calls without a warning", { timeout: 60_000 }, () => {
    const body = "x".repeat(20_000);
    const calls = Array.from({ length: 1_000 }, (_, i) => ({ tool: "search", input: { q: String(i) }, body }));
    const bundle = readBundle(filesOf(snapshotContents({ a: { calls }, b: { calls }, c: { calls } })));
    expect(bundle.warnings).toEqual([]);
    expect(bundle.agents.reduce((sum, agent) => sum + agent.toolCalls.length, 0)).toBe(3_000);
  });
});
