import { describe, expect, it } from "vitest";
import { MemoryFileSink, Snapshot } from "../snapshot";
import { buildIndex, bundleFilesFromEntries, readBundle, resolveRef } from ".";
import { filesOf, snapshotContents } from "./test-fixtures";

function threeSearches() {
  const calls = [0, 1, 2].map((i) => ({ tool: "search", input: { q: `query ${i}` }, body: `result ${i}\nsecond line` }));
  const contents = snapshotContents({ research: { calls, artifacts: { "analysis.md": "A" } } });
  contents["research/tool_calls.jsonl"] += "junk that is not JSON\n";
  return readBundle(filesOf(contents));
}

describe("§9 #82 buildIndex and resolveRef", () => {
  const bundle = threeSearches();

  it("#82 indexes every record as agent:seq, ignoring a junk JSONL line", () => {
    expect([...buildIndex(bundle).keys()]).toEqual(["research:0", "research:1", "research:2"]);
    expect(bundle.warnings).toEqual([
      { file: "research/tool_calls.jsonl", line: 4, message: 'malformed JSON, line skipped: Unexpected token "j" (expected a value)' },
    ]);
  });

  it("#82 resolves a relative path and a line within the call's line_range", () => {
    expect(resolveRef(bundle, "research/calls/0000_search.txt", 5)?.seq).toBe(0);
  });

  it("#82 makes an absolute path relative to the bundle root", () => {
    const ref = resolveRef(bundle, "/runs/snap/research/calls/0001_search.txt", 3, { rootPath: "/runs/snap/" });
    expect(ref?.seq).toBe(1);
    expect(resolveRef(bundle, "/elsewhere/research/calls/0001_search.txt", 3, { rootPath: "/runs/snap" })).toBeNull();
    expect(resolveRef(bundle, "/runs/snap/research/calls/0001_search.txt", 3)).toBeNull();
  });

  it("#82 returns null for a line outside the range, a non-call file or an unknown agent", () => {
    expect(resolveRef(bundle, "research/calls/0000_search.txt", 99999)).toBeNull();
    expect(resolveRef(bundle, "research/analysis.md", 1)).toBeNull();
    expect(resolveRef(bundle, "nonexistent/calls/0000_search.txt", 1)).toBeNull();
  });

  it("reads ./ and doubled slashes the way a Path does", () => {
    expect(resolveRef(bundle, "./research//calls/0002_search.txt", 9)?.seq).toBe(2);
  });
});

describe("resolveRef and buildIndex read folders, as Python does (issue 15 rows 8 and 9)", () => {
  const bundle = threeSearches();

  it("resolves an absolute path holding .. once it is normalised", () => {
    // Python: snap.resolve_ref(f"{root}/research/calls/../calls/0000_search.txt", 9) is the record of seq 0
    const root = { rootPath: "/runs/snap" };
    expect(resolveRef(bundle, "/runs/snap/research/calls/../calls/0000_search.txt", 9, root)?.seq).toBe(0);
    expect(resolveRef(bundle, "/runs/other/../snap/./research//calls/0001_search.txt", 3, root)?.seq).toBe(1);
    expect(resolveRef(bundle, "/runs/snap/research/calls/0002_search.txt", 3, { rootPath: "/runs/x/../snap/" })?.seq).toBe(2);
    expect(resolveRef(bundle, "/runs/snap/research/../../snap2/research/calls/0000_search.txt", 1, root)).toBeNull();
    expect(resolveRef(bundle, "/runs/snap/research/calls/0000_search.txt", 1, { rootPath: "runs/snap" })).toBeNull();
  });

  it("reads a relative path part by part as written, .. included", () => {
    expect(resolveRef(bundle, "research/calls/../calls/0000_search.txt", 1)).toBeNull();
  });

  /** A run whose `late` agent only made calls after finalize(), so manifest.json does not list it. */
  function writtenAfterFinalize() {
    const sink = new MemoryFileSink();
    const snap = new Snapshot("out", sink, { sessionId: "s", now: () => 1795950918.5 });
    snap.record("research", "search", { q: "a" }, "found", 1);
    snap.finalize();
    snap.record("late", "fetch", { id: 7 }, "row 1\nrow 2", 2);
    snap.record("late", "fetch", { id: 8 }, "row 3", 2);
    const files = new Map(sink.paths().map((path) => [path.slice("out/".length), sink.read(path)!]));
    return { snap, bundle: readBundle(bundleFilesFromEntries(files)) };
  }

  it("finds the calls of an agent written after finalize(), with a warning", () => {
    const { snap, bundle: late } = writtenAfterFinalize();
    expect(late.agents.map((agent) => agent.name)).toEqual(["research"]);
    expect(late.unlistedAgents.map(({ name, traceDir, toolCalls }) => [name, traceDir, toolCalls.length])).toEqual([["late", "late/", 2]]);
    expect(late.warnings).toEqual([
      { file: "late/tool_calls.jsonl", message: '2 tool calls of agent "late", which manifest.json does not list (written after finalize?)' },
    ]);
    // Python: build_index() over the folder lists the sorted agent folders; resolve_ref finds late's calls.
    expect([...buildIndex(late).keys()]).toEqual(["late:0", "late:1", "research:0"]);
    expect(resolveRef(late, "late/calls/0001_fetch.txt", 1)?.input).toEqual({ id: 8 });
    expect(snap.resolveRef("late/calls/0001_fetch.txt", 1)?.input).toEqual({ id: 8 });
  });

  it("sorts agent folders by code point, as Python sorts paths", () => {
    const contents = snapshotContents({ "\u{1f600}": { calls: [{ tool: "t", input: {}, body: "b" }] }, "\uff5e": { calls: [{ tool: "t", input: {}, body: "b" }] } });
    // UTF-16 order would put U+1F600 (a surrogate pair) before U+FF5E.
    expect([...buildIndex(readBundle(filesOf(contents))).keys()]).toEqual(["\uff5e:0", "\u{1f600}:0"]);
  });
});
