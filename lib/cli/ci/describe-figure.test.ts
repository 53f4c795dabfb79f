import { describe, expect, it } from "vitest";
import { describeFigure } from "./describe-figure";
import { figure } from "../testing/ci-reports";

const nearest = [{ text: "17.9%", agent: "technical", file: "technical_output.txt", line: 1, excerpt: "rsi_14: 17.9%" }];

describe("describeFigure", () => {
  it("names the call line of a found figure, the hop of an unchecked one", () => {
    expect(describeFigure(figure("43%"))).toBe('"43%" found in research/calls/0000_get_price.txt line 9');
    expect(describeFigure(figure("Q3", { finding: "unchecked", source: null }))).toBe('"Q3" unchecked at writer->report');
  });

  it("says a figure copied into the report was not found upstream, at the hop where it broke, with the nearest candidate", () => {
    const upstream = figure("17.4%", { finding: "not-found", ownFinding: "found", hop: "technical->writer", upstream: true, source: null, nearest });
    expect(describeFigure(upstream)).toBe('"17.4%" found in the report but not upstream, at technical->writer; nearest: "17.9%" in technical_output.txt line 1');
    expect(describeFigure({ ...upstream, upstream: false, ownFinding: "not-found", hop: "writer->report" })).toBe('"17.4%" not found at writer->report; nearest: "17.9%" in technical_output.txt line 1');
  });
});
