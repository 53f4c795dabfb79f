import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeClaimRecord, type ClaimRecord } from "../records";
import { auditResult, linkClaims, planCascade, type AuditResult, type AuditTask } from ".";
import { ClaimLinker } from "./link";

const claim = (fields: Partial<ClaimRecord>): ClaimRecord => makeClaimRecord({ claim: "", claim_in_document: "", evidence: "", timestamp: 1, finding: "found", ...fields });

function audit(fence: string, target: string, claims: ClaimRecord[]) {
  const task: AuditTask = {
    fence, kind: "edge", sources: [], target, documentKind: "node_output", document: "", documentPath: "", sourceFiles: {}, sourceOrigins: {}, status: "ready",
  };
  return auditResult(task, { claims, rejections: [] });
}

describe("linkClaims: by the same figure, never across figures", () => {
  it("links to the claim about the same figure, not to one whose digits contain it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 100_000, max: 999_999 }), fc.boolean(), (small, large, smallFirst) => {
        const big = `${small},${String(large).slice(0, 3)},${String(large).slice(3)}`;
        const parts = smallFirst ? [`${small} sites`, `${big} tonnes`] : [`${big} tonnes`, `${small} sites`];
        const sentence = `It ran ${parts[0]} and ${parts[1]}.`;
        const upstream = audit("calls->analyst", "analyst", [
          claim({ id: 1, claim: smallFirst ? `${small}` : big, claim_in_document: sentence }),
          claim({ id: 2, claim: smallFirst ? big : `${small}`, claim_in_document: sentence }),
        ]);
        const downstream = claim({ id: 1, claim: `${small}`, claim_in_document: `We run ${small} sites.`, evidence: `analyst_output.txt:1:${sentence}`, search_file: "analyst_output.txt", search_line: 1, raw_value: `${small}` });
        linkClaims([upstream, audit("analyst->report", "report", [downstream])], { analyst: sentence });
        expect(downstream.upstream_id).toBe(smallFirst ? 1 : 2);
      }),
    );
  });

  it("leaves a claim unlinked when its upstream sentence states another figure only", () => {
    const sentence = "Emissions were 3,052,971 tCO2e.";
    const upstream = audit("calls->analyst", "analyst", [claim({ id: 1, claim: "3,052,971", claim_in_document: sentence })]);
    const downstream = claim({ id: 1, claim: "3", raw_value: "3", evidence: `analyst_output.txt:1:${sentence}`, search_file: "analyst_output.txt", search_line: 1 });
    expect(linkClaims([upstream, audit("analyst->report", "report", [downstream])], { analyst: sentence })).toBe(0);
    expect(downstream.upstream_fence).toBe("");
  });

  it("prefers, among the same figure twice on one line, the sentence whose words match", () => {
    const line = "Richmond cost $3.85 per order. Ontario cost $3.85 per order too.";
    const upstream = audit("calls->analyst", "analyst", [
      claim({ id: 1, claim: "$3.85", claim_in_document: "Richmond cost $3.85 per order." }),
      claim({ id: 2, claim: "$3.85", claim_in_document: "Ontario cost $3.85 per order too.", finding: "not-found" }),
    ]);
    const downstream = claim({ id: 1, claim: "$3.85", raw_value: "$3.85", claim_in_document: "Ontario's cost per order was $3.85.", evidence: `analyst_output.txt:1:${line}`, search_file: "analyst_output.txt", search_line: 1 });
    linkClaims([upstream, audit("analyst->report", "report", [downstream])], { analyst: line });
    expect(downstream.upstream_id).toBe(2);
  });
});

describe("ClaimLinker: audits added as they finish", () => {
  const sentence = "Richmond cost $3.85 per order.";
  // Two audits of the analyst's output state the same figure in the same sentence: equals, so the plan's first wins.
  const plan = () => [
    audit("analyst/calls->analyst", "analyst", [claim({ id: 1, claim: "$3.85", claim_in_document: sentence })]),
    audit("desk->analyst", "analyst", [claim({ id: 7, claim: "$3.85", claim_in_document: sentence })]),
    audit("analyst->report", "report", [
      claim({ id: 1, claim: "$3.85", raw_value: "$3.85", claim_in_document: "Richmond's cost was $3.85.", evidence: `analyst_output.txt:1:${sentence}`, search_file: "analyst_output.txt", search_line: 1 }),
    ]),
  ];
  const orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

  it.each(orders)("links as linkClaims does, and releases an audit once the audits it cites are in (order %i %i %i)", (...order) => {
    const results = plan();
    const linker = new ClaimLinker(results, { analyst: sentence });
    const released = order.map((at) => linker.add(results[at]).map((result: AuditResult) => result.fence).sort());
    const report = results[2].claims[0];
    expect([report.upstream_fence, report.upstream_id]).toEqual(["analyst/calls->analyst", 1]);
    expect(linker.linked).toBe(1);
    // The report's audit waits for both audits of the analyst's output (so it goes last); the others cite no output and go at once.
    order.forEach((at, step) => expect(released[step]).toEqual([...(at === 2 ? [] : [results[at].fence]), ...(step === 2 ? ["analyst->report"] : [])].sort()));
  });
});

describe("planCascade: an agent's evidence includes what its upstreams passed on", () => {
  const input = {
    nodes: [
      { name: "desk", kind: "agent" as const },
      { name: "analyst", kind: "agent" as const },
      { name: "report", kind: "report" as const },
    ],
    edges: [{ source: "desk", target: "analyst" }, { source: "analyst", target: "report" }],
    written: { desk: [{ path: "desk/note.md", text: "Yield 4.21%." }], analyst: [{ path: "analyst/out.md", text: "Yield 4.21%, spread 35 bp." }] },
    calls: { desk: { "desk/calls/0000_curve.txt": "tenor_10y: 0.0421" }, analyst: { "analyst/calls/0000_spread.txt": "spread_bps: 35" } },
    report: { path: "report.md", text: "Yield 4.21%." },
  };

  it("gives the grounding audit the agent's calls and its upstream's output, and the edge audit both sides' calls", () => {
    const tasks = planCascade(input);
    expect(Object.keys(tasks.find((task) => task.fence === "analyst/calls->analyst")!.sourceFiles).sort()).toEqual(["analyst/calls/0000_spread.txt", "desk_output.txt"]);
    expect(Object.keys(tasks.find((task) => task.fence === "desk->analyst")!.sourceFiles).sort()).toEqual(["analyst/calls/0000_spread.txt", "desk/calls/0000_curve.txt", "desk_output.txt"]);
  });
});
