import { describe, expect, it } from "vitest";
import { makeClaimRecord, type ClaimRecord } from "@/lib/core/records";
import { AuditRows, auditRows, type AuditedFence } from "./claims";

const claim = (fields: Partial<ClaimRecord>): ClaimRecord => makeClaimRecord({ claim: "$3.85", claim_in_document: "Cost was $3.85.", evidence: "", timestamp: 1, finding: "found", ...fields });
const fence = (name: string, claims: ClaimRecord[]): AuditedFence => ({ fence: name, edgeResultId: `edge ${name}`, document: "Intro. Cost was $3.85.", claims, rejections: [] });

describe("AuditRows", () => {
  it("resolves a claim's upstream link to the row of the first upstream claim with that id, whichever fence's rows are made first", () => {
    const upstream = fence("calls->analyst", [claim({ id: 1 }), claim({ id: 1, claim: "3.85" })]);
    const downstream = fence("analyst->report", [claim({ id: 1, upstream_fence: "calls->analyst", upstream_id: 1 }), claim({ id: 2, upstream_fence: "gone", upstream_id: 1 })]);
    const rows = new AuditRows("audit");
    rows.name(upstream);
    rows.name(downstream);
    rows.add(downstream);
    rows.add(upstream);
    const [linked, dangling, first, second] = rows.claims;
    expect(linked.upstreamClaimId).toBe(first.id);
    expect(second.id).not.toBe(first.id);
    expect(dangling.upstreamClaimId).toBeNull();
    expect([first.documentStart, first.documentEnd]).toEqual([7, 22]);
  });

  it("makes the same rows, ids aside, fence by fence as all at once", () => {
    const fences = () => [fence("calls->analyst", [claim({ id: 1 })]), fence("analyst->report", [claim({ id: 1, upstream_fence: "calls->analyst", upstream_id: 1 })])];
    const atOnce = auditRows("audit", fences()).claims;
    const byFence = new AuditRows("audit");
    for (const one of fences()) byFence.name(one);
    for (const one of fences().reverse()) byFence.add(one);
    const withoutIds = (rows: typeof atOnce) => rows.map(({ id: _id, upstreamClaimId, ...row }) => ({ ...row, links: upstreamClaimId === null ? null : rows.findIndex((other) => other.id === upstreamClaimId) }));
    expect(withoutIds([...byFence.claims].reverse())).toEqual(withoutIds(atOnce));
  });

  it("locates each claim's quote in its own fence's document", () => {
    const quoted = (name: string, document: string | undefined): AuditedFence => ({ ...fence(name, [claim({ id: 1 })]), document });
    const rows = auditRows("audit", [quoted("a->writer", "Cost was $3.85."), quoted("writer/calls->writer", "Cost was $3.85."), quoted("writer->report", "Summary. Cost was $3.85."), quoted("x->y", undefined)]);
    expect(rows.claims.map((row) => [row.documentStart, row.documentEnd])).toEqual([[0, 15], [0, 15], [9, 24], [null, null]]);
  });
});
