import { describe, expect, it } from "vitest";
import { MemoryFileSink, Snapshot } from ".";

/**
 * The writer on what Python renders in its own way: characters str.isprintable() rejects, bytes,
 * durations and timestamps on rounding boundaries (issue 15). The expected files are the spec
 * §5.3–§5.6 layout filled in by Python 3.11's own str(), round(), datetime.fromtimestamp() and
 * json.dumps() for these inputs; the sample bundles cover everything else byte for byte.
 */

const utf8 = new TextEncoder();

const EXPECTED: Record<string, string> = {
  "research/calls/0000_lookup.txt": [
    "[tool_call #0] lookup",
    "agent: research",
    "timestamp: 2026-11-29T11:15:19Z",
    "duration: 0ms",
    "input: note=\u2003, raw=b\"\\xb4\\x00'\", seps=['\\u2028', '\\xa0', '\\u200b']",
    "",
    "output:",
    "text: a\u2028b",
    "blob: b'\\x00\\xff'",
    "seps: ['\\u2028']",
    "deep.k.v: {'w': '\\u200b'}",
  ].join("\n"),
  "research/calls/0001_table.txt": [
    "[tool_call #1] table",
    "agent: research",
    "timestamp: 2026-07-08T19:18:31Z",
    "duration: 130ms",
    "input: q=px",
    "",
    "output:",
    "(2 rows)",
    "sym | px     | raw    ",
    "----|--------|--------",
    "A\u00a0B | 130.95 | b'\\x01'",
    "\u2003   | 4.5    | b'\\'\"' ",
  ].join("\n"),
  "research/calls/0002_mixed.txt": [
    "[tool_call #2] mixed",
    "agent: research",
    "timestamp: 1970-11-26T06:04:29Z",
    "duration: 4ms",
    "input: \u2028 as text",
    "",
    "output:",
    "[",
    "  1,",
    String.raw`  "b\"\\x00'\"",`,
    String.raw`  "\u2028",`,
    "  0.45",
    "]",
  ].join("\n"),
  "research/tool_calls.jsonl": [
    String.raw`{"seq": 0, "tool": "lookup", "agent": "research", "input": {"note": "\u2003", "raw": "b\"\\xb4\\x00'\"", "seps": ["\u2028", "\u00a0", "\u200b"]}, "output_file": "calls/0000_lookup.txt", "output_bytes": 234, "timestamp": 1795950918.9999995, "duration_ms": 0.5, "status": "ok", "line_range": [1, 11]}`,
    String.raw`{"seq": 1, "tool": "table", "agent": "research", "input": {"q": "px"}, "output_file": "calls/0001_table.txt", "output_bytes": 209, "timestamp": 1783538311.9693594, "duration_ms": 130.9, "status": "ok", "line_range": [1, 12]}`,
    String.raw`{"seq": 2, "tool": "mixed", "agent": "research", "input": "\u2028 as text", "output_file": "calls/0002_mixed.txt", "output_bytes": 155, "timestamp": 28447468.9999995, "duration_ms": 4.5, "status": "ok", "line_range": [1, 13]}`,
    "",
  ].join("\n"),
  "manifest.json": `{
  "version": 1,
  "session_id": "issue15",
  "created": "2026-11-29T11:15:18.896957+00:00",
  "finalized": "2026-11-29T11:15:18.946957+00:00",
  "duration_seconds": 0.1,
  "agents": {
    "research": {
      "tool_calls": 3,
      "tools_used": [
        "lookup",
        "table",
        "mixed"
      ],
      "tool_counts": {
        "lookup": 1,
        "table": 1,
        "mixed": 1
      },
      "artifacts": [],
      "errors": 0,
      "trace_dir": "research/",
      "trace_bytes": 598
    }
  },
  "dependencies": {},
  "totals": {
    "agents": 1,
    "tool_calls": 3,
    "artifacts": 0,
    "errors": 0,
    "trace_bytes": 598
  }
}
`,
};

describe("Snapshot writer: Python's rendering of unprintable text, bytes and rounding boundaries", () => {
  it("writes every file as Python does", () => {
    // created, the three calls, finalize: finalized - created is 0.04999995 in floats, 0.05 between the datetimes.
    const clock = [1795950918.8969569, 1795950918.9999995, 1783538311.9693594, 28447468.9999995, 1795950918.9469569];
    const sink = new MemoryFileSink();
    const snap = new Snapshot("run", sink, { sessionId: "issue15", now: () => clock.shift()! });
    snap.record(
      "research",
      "lookup",
      { note: "\u2003", raw: new Uint8Array([0xb4, 0x00, 0x27]), seps: ["\u2028", "\xa0", "\u200b"] },
      { text: "a\u2028b", blob: new Uint8Array([0x00, 0xff]), seps: ["\u2028"], deep: { k: { v: { w: "\u200b" } } } },
      0.45,
    );
    snap.record(
      "research",
      "table",
      { q: "px" },
      [
        { sym: "A\xa0B", px: 130.95, raw: new Uint8Array([0x01]) },
        { sym: "\u2003", px: 4.5, raw: new Uint8Array([0x27, 0x22]) },
      ],
      130.95,
    );
    snap.record("research", "mixed", "\u2028 as text", [1, new Uint8Array([0x00, 0x27]), "\u2028", 0.45], 4.55);
    snap.finalize();

    expect(sink.paths().map((path) => path.slice("run/".length)).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [file, text] of Object.entries(EXPECTED)) {
      expect(sink.readText(`run/${file}`), file).toBe(text);
      expect(sink.read(`run/${file}`), file).toEqual(utf8.encode(text));
    }
  });
});
