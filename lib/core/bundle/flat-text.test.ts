import { describe, expect, it } from "vitest";
import { SPEC_FLAT_TEXT as SPEC_EXAMPLE } from "@/fixtures/spec/flat-text";
import { parseFlatText } from ".";

describe("parseFlatText", () => {
  it("reads the §5.4 example", () => {
    expect(parseFlatText(SPEC_EXAMPLE)).toEqual({
      seq: 0,
      tool: "get_income",
      agent: "research",
      timestamp: "2026-11-29T11:06:31Z",
      durationMs: 100,
      status: "ok",
      input: "ticker=AAPL, period=annual",
      bodyKind: "output",
      body: "revenue: 394328000000\nmeta.currency: USD\nrows[0].a: 1\nrows[1].a: 2",
      bodyLineOffset: 7,
      truncated: null,
    });
  });

  it("reads an error call with its status line", () => {
    const text = "[tool_call #3] bad/tool\nagent: research\ntimestamp: 2026-11-29T11:06:31Z\nduration: 5ms\nstatus: ERROR\ninput: q=x\n\nerror:\nboom ***API_KEY***";
    const parsed = parseFlatText(text)!;
    expect(parsed).toMatchObject({ seq: 3, tool: "bad/tool", status: "error", input: "q=x", bodyKind: "error", body: "boom ***API_KEY***" });
    expect(text.split("\n")[parsed.bodyLineOffset]).toBe("boom ***API_KEY***");
  });

  it("keeps a multi-line input, an empty input and an empty body", () => {
    const multi = parseFlatText("[tool_call #1] t\nagent: a\ntimestamp: x\nduration: 0ms\ninput: text=line one\nline two\n\noutput:\nbody")!;
    expect(multi.input).toBe("text=line one\nline two");
    expect(multi.bodyLineOffset).toBe(8);
    const empty = parseFlatText("[tool_call #2] t\nagent: a\ntimestamp: x\nduration: 0ms\ninput: \n\noutput:\n")!;
    expect(empty).toMatchObject({ input: "", bodyKind: "output", body: "" });
  });

  it("takes the first body marker, so a body may quote another call", () => {
    const parsed = parseFlatText(`${SPEC_EXAMPLE}\n\noutput:\nnested`)!;
    expect(parsed.body.endsWith("\n\noutput:\nnested")).toBe(true);
  });

  it("separates the truncation notice from the body", () => {
    const parsed = parseFlatText(`${SPEC_EXAMPLE}\n\n[TRUNCATED: output was 20000 bytes, showing first 500]`)!;
    expect(parsed.truncated).toEqual({ originalBytes: 20000, shownBytes: 500 });
    expect(parsed.body.endsWith("rows[1].a: 2")).toBe(true);
  });

  it("survives a header cut by truncation and refuses non-call text", () => {
    const cut = parseFlatText("[tool_call #9] big\nagent: a\ninput: x=\n\n[TRUNCATED: output was 20000000 bytes, showing first 10]")!;
    expect(cut).toMatchObject({ seq: 9, agent: "a", input: "x=", bodyKind: null, body: "" });
    expect(parseFlatText("# notes\nnot a call")).toBeNull();
  });
});
