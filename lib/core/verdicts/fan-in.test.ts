import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeClaimRecord, type ClaimRecord } from "../records";
import { edgeStatusOf, fanInAttribution } from ".";

const SOURCES = ["fundamental", "technical", "macro"];
type Outcome = { finding: "found" | "not-found" | "unchecked"; from: number; nearest: boolean };

function claimOf({ finding, from, nearest }: Outcome, i: number): ClaimRecord {
  const agent = SOURCES[from];
  const record = makeClaimRecord({
    claim: `${i}.5%`,
    claim_in_document: "s",
    evidence: finding === "found" ? "e" : "",
    finding,
    search_file: finding === "found" ? (i % 2 ? `${agent}_output.txt` : `${agent}/calls/000${i % 10}_q.txt`) : "",
  });
  return finding === "not-found" && nearest ? { ...record, nearest: [{ text: `${i}.4%`, agent, file: `${agent}_output.txt`, line: 1, excerpt: "" }] } : record;
}

const outcome = fc.record({ finding: fc.constantFrom<Outcome["finding"]>("found", "not-found", "unchecked"), from: fc.nat({ max: 2 }), nearest: fc.boolean() });

describe("fanInAttribution", () => {
  it("turns red only the edges whose supplied claims fail; a failure no upstream is near counts against every edge", () => {
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 12 }), (outcomes) => {
        const claims = outcomes.map(claimOf);
        const status = outcomes.some((o) => o.finding === "not-found") ? "fail" : outcomes.some((o) => o.finding === "found") ? "pass" : "empty";
        const parts = fanInAttribution({ fence: "fundamental+technical+macro->writer", sources: SOURCES, status, claims })!;
        const orphaned = outcomes.filter((o) => o.finding === "not-found" && !o.nearest).length;
        expect(parts.map((part) => part.source)).toEqual(SOURCES);
        parts.forEach((part, s) => {
          const mine = outcomes.filter((o) => o.from === s);
          expect(part.found).toBe(mine.filter((o) => o.finding === "found").length);
          expect(part.notFound).toBe(mine.filter((o) => o.finding === "not-found" && o.nearest).length + orphaned);
          expect(part.status).toBe(part.notFound > 0 ? "fail" : part.found > 0 ? "pass" : "empty");
          expect(part.failed).toHaveLength(part.notFound);
        });
        expect(parts.some((part) => part.status === "fail")).toBe(status === "fail");
      }),
    );
  });

  it("is null for one source or a grounding audit, and passes an unfinished audit's status to every edge", () => {
    const claims = [claimOf({ finding: "not-found", from: 0, nearest: true }, 1)];
    expect(fanInAttribution({ fence: "fundamental->writer", sources: ["fundamental"], status: "fail", claims })).toBeNull();
    expect(fanInAttribution({ fence: "writer/calls->writer", sources: ["writer"], status: "fail", claims })).toBeNull();
    expect(fanInAttribution({ fence: "fundamental+technical->writer", sources: SOURCES.slice(0, 2), status: "error", claims })!.map((part) => part.status)).toEqual(["error", "error"]);
  });
});

describe("edgeStatusOf", () => {
  it("reads the edge's own part of a merged audit, else the audit's status", () => {
    const merged = { status: "fail", bySource: [{ source: "a", status: "pass" }, { source: "b", status: "fail" }] };
    expect([edgeStatusOf(merged, "a"), edgeStatusOf(merged, "b"), edgeStatusOf({ status: "fail", bySource: null }, "a")]).toEqual(["pass", "fail", "fail"]);
  });
});
