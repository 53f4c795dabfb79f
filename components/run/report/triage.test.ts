import { describe, expect, it } from "vitest";
import { triageTarget } from "./triage";

const report = ["found", "not-found", "unchecked", "not-found", "found"] as const;

describe("triageTarget", () => {
  it("steps j/k one sentence, stopping at the ends", () => {
    expect(triageTarget(report, -1, "j")).toBe(0);
    expect(triageTarget(report, 2, "j")).toBe(3);
    expect(triageTarget(report, 4, "j")).toBe(4);
    expect(triageTarget(report, -1, "k")).toBe(4);
    expect(triageTarget(report, 0, "k")).toBe(0);
  });

  it("jumps n/N to the next/previous ✗ sentence, going round at the ends", () => {
    expect(triageTarget(report, -1, "n")).toBe(1);
    expect(triageTarget(report, 1, "n")).toBe(3);
    expect(triageTarget(report, 3, "n")).toBe(1);
    expect(triageTarget(report, 4, "N")).toBe(3);
    expect(triageTarget(report, 3, "N")).toBe(1);
    expect(triageTarget(report, 1, "N")).toBe(3);
    expect(triageTarget(report, -1, "N")).toBe(3);
  });

  it("has nowhere to go without sentences, or for n/N without a ✗ one", () => {
    expect(triageTarget([], -1, "j")).toBeNull();
    expect(triageTarget(["found", "unchecked"], 0, "n")).toBeNull();
    expect(triageTarget(["found", "unchecked"], 0, "N")).toBeNull();
  });
});
