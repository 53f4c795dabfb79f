import { describe, expect, it } from "vitest";
import type { FencedClaim } from "@/lib/core/bundle";
import { makeClaimRecord } from "@/lib/core/records";
import { ClaimIndex, isReportFence } from "./chains";

const claim = (fence: string, id: number, upstream?: [string, number]): FencedClaim => ({
  fence,
  record: makeClaimRecord({ claim: `${fence}#${id}`, claim_in_document: "", evidence: "", id, upstream_fence: upstream?.[0], upstream_id: upstream?.[1] }),
});

describe("ClaimIndex.chainOf", () => {
  it("follows upstream links hop by hop to a claim with none", () => {
    const tool = claim("a/calls->a", 3);
    const edge = claim("a->b", 0, ["a/calls->a", 3]);
    const report = claim("b->report", 7, ["a->b", 0]);
    expect(new ClaimIndex([report, tool, edge]).chainOf(report)).toEqual([report, edge, tool]);
  });

  it("stops where a link names no claim, and at a cycle", () => {
    const dangling = claim("b->report", 1, ["a->b", 9]);
    expect(new ClaimIndex([dangling]).chainOf(dangling)).toEqual([dangling]);
    const first = claim("x->y", 0, ["y->z", 0]);
    const second = claim("y->z", 0, ["x->y", 0]);
    expect(new ClaimIndex([first, second]).chainOf(first)).toEqual([first, second]);
  });

  it("resolves a fence and id held twice to the first claim", () => {
    const first = claim("a->b", 0);
    const again = claim("a->b", 0, ["a->b", 5]);
    const report = claim("b->report", 0, ["a->b", 0]);
    expect(new ClaimIndex([report, first, again]).chainOf(report)).toEqual([report, first]);
  });
});

describe("isReportFence", () => {
  it("is the hop into the report, merged or not", () => {
    expect(isReportFence("writer->report")).toBe(true);
    expect(isReportFence("a+b->report")).toBe(true);
    expect(isReportFence("report->writer")).toBe(false);
    expect(isReportFence("writer/calls->writer")).toBe(false);
  });
});
