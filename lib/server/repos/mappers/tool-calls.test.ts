import { describe, expect, it } from "vitest";
import { INPUT_PREVIEW_CHARS, inputPreview, toolCallRowOf } from "./tool-calls";

describe("inputPreview", () => {
  it("shows an object's entries as key: value, strings bare and the rest as compact JSON", () => {
    expect(inputPreview(JSON.stringify({ table: "kpis", call: 12, filter: { year: 2025 }, tags: ["a", "b"] }))).toBe('table: kpis, call: 12, filter: {"year":2025}, tags: ["a","b"]');
  });

  it("folds whitespace so a multi-line SQL input reads on one line", () => {
    expect(inputPreview(JSON.stringify({ sql: "SELECT *\n  FROM orders\n\tWHERE id = 4" }))).toBe("sql: SELECT * FROM orders WHERE id = 4");
  });

  it("shows non-object inputs as compact JSON and unparsable input as stored", () => {
    expect(inputPreview("[1, 2]")).toBe("[1,2]");
    expect(inputPreview('"AAPL"')).toBe("AAPL");
    expect(inputPreview("null")).toBe("null");
    expect(inputPreview("{not json")).toBe("{not json");
  });

  it("cuts long inputs with an ellipsis at the preview length", () => {
    const preview = inputPreview(JSON.stringify({ q: "x".repeat(500) }));
    expect(preview).toHaveLength(INPUT_PREVIEW_CHARS);
    expect(preview.endsWith("x…")).toBe(true);
  });

  it("maps a row without its stored JSON", () => {
    const row = toolCallRowOf({ id: "c1", seq: 3, tool: "query_table", status: "ok", durationMs: 1, outputBytes: 8500, error: null, inputJson: '{"table":"kpis"}' });
    expect(row).toEqual({ id: "c1", seq: 3, tool: "query_table", status: "ok", durationMs: 1, outputBytes: 8500, error: null, inputPreview: "table: kpis" });
  });
});
