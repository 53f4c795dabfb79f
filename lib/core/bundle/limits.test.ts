import { describe, expect, it } from "vitest";
import { readBundle } from ".";
import { bundleErrorOf, filesOf, snapshotContents } from "./test-fixtures";

const bundle = (extra: Record<string, string> = {}, dependencies: Record<string, string[]> = {}) => ({
  ...snapshotContents({ research: { calls: [{ tool: "search", input: { q: "x" }, body: "ok" }] } }, { dependencies }),
  ...extra,
});

describe("readBundle: limits on hostile input", () => {
  it("refuses a line longer than the limit, naming the file and line, before parsing it", () => {
    const long = `{"seq": 1, "input": [NaN${",0".repeat(600)}]}`;
    const files = filesOf(bundle({ "research/tool_calls.jsonl": `{"seq": 0}\n\n${long}\n` }));
    const error = bundleErrorOf(() => readBundle(files, { limits: { maxLineBytes: 1000 } }));
    expect(error.code).toBe("line_too_long");
    expect(error.file).toBe("research/tool_calls.jsonl");
    expect(error.line).toBe(3);
    expect(error.message).toContain("over the 1000-byte limit");
    expect(() => readBundle(files, { limits: { maxLineBytes: 2000 } })).not.toThrow();
  });

  it("counts a line in UTF-8 bytes and ends it at \\r as Python does", () => {
    const files = filesOf(bundle({ "report.md": `${"é".repeat(400)}\r${"a".repeat(700)}` }));
    expect(bundleErrorOf(() => readBundle(files, { limits: { maxLineBytes: 799 } })).line).toBe(1);
    expect(() => readBundle(files, { limits: { maxLineBytes: 800 } })).not.toThrow();
  });

  it("refuses JSON nested deeper than the limit in any JSON file, naming file and line, without overflowing the stack", () => {
    const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
    const inJsonl = filesOf(bundle({ "research/tool_calls.jsonl": `{"seq": 0}\n{"seq": 1, "input": ${deep(100_000)}}` }));
    expect(bundleErrorOf(() => readBundle(inJsonl))).toMatchObject({ code: "too_deep", file: "research/tool_calls.jsonl", line: 2 });
    const manifest = JSON.parse(bundle()["manifest.json"]) as Record<string, unknown>;
    const inManifest = filesOf(bundle({ "manifest.json": JSON.stringify({ ...manifest, extra: "x" }, null, 2).replace('"x"', `{"a": ${'{"a": '.repeat(100_000)}1${"}".repeat(100_000)}}`) }));
    expect(bundleErrorOf(() => readBundle(inManifest))).toMatchObject({ code: "too_deep", file: "manifest.json" });
    // Brackets inside strings are text, not nesting.
    expect(() => readBundle(filesOf(bundle({ "research/notes.md": deep(100_000), "x.json": `{"a": "${"[".repeat(100_000)}"}` })))).not.toThrow();
    expect(() => readBundle(filesOf(bundle({ "research/tool_calls.jsonl": `{"seq": 0, "input": ${deep(500)}}` })))).not.toThrow();
  });

  it("reads a 10,000-agent dependency chain without overflowing the stack", () => {
    const dependencies = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`a${i + 1}`, [`a${i}`]]));
    const parsed = readBundle(filesOf(bundle({}, dependencies)), { limits: { maxAgents: 20_000 } });
    expect(Object.keys(parsed.dependencies)).toHaveLength(10_000);
    expect(parsed.warnings).toEqual([]);
  });

  it("refuses more agents or edges than the limits, with the counts", () => {
    const dependencies = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`a${i}`, ["research", ...(i > 0 ? [`a${i - 1}`] : [])]]));
    const files = filesOf(bundle({}, dependencies));
    const agents = bundleErrorOf(() => readBundle(files, { limits: { maxAgents: 20 } }));
    expect(agents).toMatchObject({ code: "too_many_agents", file: "manifest.json" });
    expect(agents.message).toContain("31 agents, over the limit of 20");
    const edges = bundleErrorOf(() => readBundle(files, { limits: { maxEdges: 50 } }));
    expect(edges).toMatchObject({ code: "too_many_edges" });
    expect(edges.message).toContain("59 edges, over the limit of 50");
    expect(() => readBundle(files, { limits: { maxAgents: 31, maxEdges: 59 } })).not.toThrow();
  });
});
