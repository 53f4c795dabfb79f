import { describe, expect, it } from "vitest";
import { buildIndex, readBundle, resolveRef } from ".";
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
