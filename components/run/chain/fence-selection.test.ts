import { describe, expect, it } from "vitest";
import { fenceSelection } from "./fence-selection";

describe("fenceSelection", () => {
  it("opens an edge fence's edge, a fan-in's first upstream edge, a grounding fence's agent", () => {
    expect(fenceSelection("technical->writer")).toEqual({ edge: "technical->writer" });
    expect(fenceSelection("fundamental+technical->writer")).toEqual({ edge: "fundamental->writer" });
    expect(fenceSelection("research/calls->research")).toEqual({ node: "research" });
    expect(fenceSelection("r2_report")).toBeNull();
  });
});
