import { describe, expect, it } from "vitest";
import { SNIPPET_CHARS, lineSnippet } from "./line-snippet";

const marked = ({ text, marks }: { text: string; marks: [number, number][] }) => marks.map(([start, end]) => text.slice(start, end));

describe("lineSnippet", () => {
  it("keeps a short line whole, with its marks as they are", () => {
    expect(lineSnippet("hazard ratio 0.76", [[13, 17]])).toEqual({ text: "hazard ratio 0.76", marks: [[13, 17]] });
  });

  it("cuts a long line a little before the first match and moves every mark into the cut text", () => {
    const line = `${"x".repeat(500)} 0.76 and 0.81 ${"y".repeat(500)}`;
    const snippet = lineSnippet(line, [[501, 505], [510, 514]]);
    expect(snippet.text.startsWith("…x")).toBe(true);
    expect(snippet.text.endsWith("y…")).toBe(true);
    expect(snippet.text.length).toBe(SNIPPET_CHARS + 2);
    expect(marked(snippet)).toEqual(["0.76", "0.81"]);
  });

  it("drops marks past the cut and clips one that straddles it", () => {
    const line = `${"a".repeat(100)}MATCH${"b".repeat(SNIPPET_CHARS)}`;
    const straddling: [number, number] = [100 - 80 + SNIPPET_CHARS - 2, 100 - 80 + SNIPPET_CHARS + 3];
    const snippet = lineSnippet(line, [[100, 105], straddling, [600, 601]]);
    expect(marked(snippet)).toEqual(["MATCH", "bb"]);
  });

  it("shows a long line from its start when nothing is marked", () => {
    expect(lineSnippet("z".repeat(300), []).text).toBe(`${"z".repeat(SNIPPET_CHARS)}…`);
  });
});
