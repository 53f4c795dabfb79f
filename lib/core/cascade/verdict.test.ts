import { describe, expect, it } from "vitest";
import { auditStatusOf, edgeFenceName, fenceStatusOf, tallyFences, tallyFindings, groundingFenceName, parseFenceName, worstFinding } from "./verdict";

describe("verdicts", () => {
  it.each([
    [["found", "found"], "pass"],
    [["found", "not-found"], "fail"],
    [["unchecked"], "empty"],
    [[], "empty"],
    [["found", "unchecked"], "pass"],
  ])("findings %j give %s", (findings, status) => expect(auditStatusOf(findings)).toBe(status));

  it("tallies findings, counting any finding other than not-found and unchecked as found", () => {
    expect(tallyFindings(["found", "not-found", "unchecked", "found", "partial"])).toEqual({ found: 3, notFound: 1, unchecked: 1 });
    expect(tallyFindings([])).toEqual({ found: 0, notFound: 0, unchecked: 0 });
  });

  it("tallies an audit's fences per status, grounding and fan-in fences each once, an unknown status as an error", () => {
    const stored = ["pass", "fail", "fail", "pass", "empty", "exploded"];
    expect(tallyFences(stored)).toEqual({ pass: 2, fail: 2, empty: 1, "no-output": 0, error: 1, queued: 0, running: 0 });
    expect(Object.values(tallyFences([])).every((count) => count === 0)).toBe(true);
  });

  it("reads a stored fence status back, an unknown one as an error", () => {
    expect(["fail", "exploded"].map(fenceStatusOf)).toEqual(["fail", "error"]);
  });

  it("takes the worst finding of a sentence", () => {
    expect(worstFinding(["found", "not-found", "found"])).toBe("not-found");
    expect(worstFinding(["unchecked", "found"])).toBe("found");
    expect(worstFinding([])).toBe("unchecked");
  });

  it("names and reads fences", () => {
    expect(edgeFenceName(["a", "c"], "b")).toBe("a+c->b");
    expect(parseFenceName("a+c->b")).toEqual({ sources: ["a", "c"], target: "b", grounding: false });
    expect(parseFenceName(groundingFenceName("stats"))).toEqual({ sources: ["stats"], target: "stats", grounding: true });
    expect(parseFenceName("r1_fundamental")).toBeNull();
    expect(parseFenceName("->b")).toBeNull();
  });
});
