import { describe, expect, it } from "vitest";
import { finishSearchOutput } from "./search-output";

describe("finishSearchOutput", () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `a.txt:${i + 1}:x`).join("\n");

  it("strips the output and keeps it whole up to maxMatches lines", () => {
    expect(finishSearchOutput(` \n${lines(3)}\n \n`, 3)).toBe(lines(3));
    expect(finishSearchOutput("", 3)).toBe("");
  });

  it("past maxMatches keeps the first ones and appends the notice after a blank line", () => {
    expect(finishSearchOutput(`${lines(4)}\n`, 3)).toBe(`${lines(3)}\n\n... truncated at 3 lines. Narrow your pattern or path.`);
    expect(finishSearchOutput("x", 0)).toBe("\n... truncated at 0 lines. Narrow your pattern or path.");
  });
});
