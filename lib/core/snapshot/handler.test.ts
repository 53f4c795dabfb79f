import { describe, expect, it } from "vitest";
import { parseToolCalls } from "../bundle";
import { MemoryFileSink, Snapshot } from ".";

function setup() {
  const sink = new MemoryFileSink();
  let clock = 1_780_000_000;
  const snapshot = new Snapshot("out", sink, { sessionId: "s", now: () => (clock += 0.5) });
  const handler = snapshot.handler("agent");
  const records = () => parseToolCalls(sink.readText("out/agent/tool_calls.jsonl") ?? "", "tool_calls.jsonl").entries.map((entry) => entry.value);
  return { sink, handler, records };
}

describe("§9 #84 the callback handler", () => {
  it("records the inputs dict over input_str, and input_str without inputs", () => {
    const { handler, records } = setup();
    handler.onToolStart({ name: "search" }, "q=revenue", { runId: "r1", inputs: { query: "revenue" } });
    handler.onToolEnd("found it", { runId: "r1" });
    handler.onToolStart({ name: "search" }, "plain text input", { runId: "r2" });
    handler.onToolEnd("ok", { runId: "r2" });
    expect(records().map((record) => record.input)).toEqual([{ query: "revenue" }, "plain text input"]);
  });

  it("names the tool from serialized.name, else the last id part, else unknown", () => {
    const { handler, records } = setup();
    handler.onToolStart({ name: "named" }, "", { runId: "a" });
    handler.onToolEnd("x", { runId: "a" });
    handler.onToolStart({ id: ["langchain", "tools", "tavily"] }, "", { runId: "b" });
    handler.onToolEnd("x", { runId: "b" });
    handler.onToolStart(null, "", { runId: "c" });
    handler.onToolEnd("x", { runId: "c" });
    expect(records().map((record) => record.tool)).toEqual(["named", "tavily", "unknown"]);
  });

  it("extracts .content from a ToolMessage-like output, records errors, ignores orphans, keeps interleaved runs", () => {
    const { sink, handler, records } = setup();
    handler.onToolStart({ name: "one" }, "", { runId: "1" });
    handler.onToolStart({ name: "two" }, "", { runId: "2" });
    handler.onToolEnd({ content: "message body", tool_call_id: "t" }, { runId: "2" });
    handler.onToolError(new Error("boom"), { runId: "1" });
    handler.onToolEnd("orphan", { runId: "never-started" });
    handler.onToolError(new Error("orphan"), { runId: "never-started" });
    const written = records();
    expect(written.map((record) => [record.tool, record.status, record.error])).toEqual([
      ["two", "ok", null],
      ["one", "error", "boom"],
    ]);
    expect(sink.readText("out/agent/calls/0000_two.txt")).toContain("output:\nmessage body");
    expect(written[0].duration_ms).toBe(500);
  });
});
