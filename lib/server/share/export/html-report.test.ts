import { describe, expect, it } from "vitest";
import { STATUS_STYLES } from "@/lib/core/verdict-style";
import { dagSvg } from "./dag-svg";
import { renderHtmlReport } from "./html-report";
import type { HtmlReportData } from "./report-data";

const HOSTILE = `<script>alert(1)</script><img src=x onerror=alert(2)>"'&`;

function data(): HtmlReportData {
  const text = `Revenue rose. ${HOSTILE} was said.`;
  return {
    runName: HOSTILE,
    sessionId: "s1",
    audit: {
      id: "a1", kind: "cascade", auditor: "mechanical", model: null, status: "done", progressDone: 1, progressTotal: 1, claimCount: 2, allPassed: false, error: null, usage: {},
      createdAt: "2026-01-01T00:00:00.000Z", startedAt: null, finishedAt: "2026-01-01T00:01:00.000Z",
      edgeResults: [{ id: "e1", fence: `${HOSTILE}->report`, sources: [HOSTILE], target: "report", documentKind: "final_document", status: "fail", claims: 2, found: 1, notFound: 1, unchecked: 0, rejections: 0, error: null }],
    },
    nodes: [HOSTILE, "report"],
    dagEdges: [{ source: HOSTILE, target: "report", status: "fail" }],
    report: {
      auditId: "a1",
      path: "report.md",
      text,
      sentences: [
        {
          index: 0, start: 0, end: 13, text: "Revenue rose.", verdict: "found", claimIds: ["c0"],
          figures: [{ claimId: "c0", claim: "rose", finding: "found", ownFinding: "found", hop: "research/calls->research", upstream: true, source: { agent: "research", file: "research/calls/0002_get_financials.txt", line: 9 }, searched: null, nearest: [], fence: "w->report", id: 0 }],
        },
        { index: 1, start: 14, end: text.length, text: text.slice(14), verdict: "not-found", claimIds: ["c1"], figures: [] },
      ],
    },
    notFound: [
      {
        claimId: "c1", fence: `${HOSTILE}->report`, claim: HOSTILE, claimInDocument: HOSTILE,
        chain: { auditId: "a1", hops: [{ claimId: "c1", fence: "w->report", target: "report", sources: ["w"], documentKind: "final_document", finding: "not-found", claim: HOSTILE, claimInDocument: HOSTILE, evidence: HOSTILE, rawValue: "", searchFile: "", searchLine: 0, nearest: [{ text: HOSTILE, agent: "w", file: "w_output.txt", line: 4, excerpt: `rate: ${HOSTILE}` }], rejections: [] }], source: null, brokenAt: { fence: "w->report", reason: "not-found", explanation: `${HOSTILE} was not found` } },
      },
    ],
    reviews: { sentences: [], signOff: null },
  };
}

describe("HTML report", () => {
  const html = renderHtmlReport(data(), new Date("2026-01-02T00:00:00.000Z"));

  it("escapes every bundle-supplied string, so nothing in it can run", () => {
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;&amp;");
  });

  it("needs nothing outside itself and forbids loading anything", () => {
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    expect(html).not.toMatch(/<link|src=["']?http|@import|url\((?!#)/i);
  });

  it("keeps the report's text whole, each sentence coloured by its verdict", () => {
    expect(html).toContain('<span class="v-found" title="found">Revenue rose.</span>');
    expect(html).toContain('class="v-not-found"');
    expect(html).toContain("Not-found claims (1)");
    expect(html).toContain("was not found</p>");
  });

  it("says per supported sentence the tool call file and line its figures come from", () => {
    expect(html).toContain("Supported sentences (1)");
    expect(html).toContain('<td rowspan="1">Revenue rose.</td><td class="mono">rose</td><td class="mono">research/calls/0002_get_financials.txt</td><td class="num">9</td>');
  });

  it("lists the nearest candidates of a not-found claim, escaped", () => {
    expect(html).toContain('<li>nearest: “&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;&amp;” in <span class="mono">w_output.txt</span> line 4: rate: &lt;script&gt;');
  });
});

describe("HTML report not-found claims", () => {
  const base = data();
  const brokenAt = (fence: string) => ({ ...base.notFound[0].chain, brokenAt: { fence, reason: "not-found" as const, explanation: `not found at ${fence}` } });
  const claims = [
    { ...base.notFound[0], claimId: "c1", claim: "14,800", chain: brokenAt("fundamental->writer") },
    { ...base.notFound[0], claimId: "c2", claim: "17.4%", chain: brokenAt("technical->writer") },
    { ...base.notFound[0], claimId: "c3", claim: "$6.3B", chain: brokenAt("fundamental->writer") },
  ];
  const html = renderHtmlReport({ ...base, notFound: claims }, new Date("2026-01-02T00:00:00.000Z"));

  it("groups them by the hop where their chain breaks, in the order first met", () => {
    const groups = [...html.matchAll(/<h3>Breaks at <span class="mono">([^<]+)<\/span> \((\d+)\)<\/h3>/g)].map((match) => [match[1], match[2]]);
    expect(groups).toEqual([["fundamental-&gt;writer", "2"], ["technical-&gt;writer", "1"]]);
    const fundamental = html.slice(html.indexOf("Breaks at <span class=\"mono\">fundamental"), html.indexOf("Breaks at <span class=\"mono\">technical"));
    expect(fundamental).toContain("“14,800”");
    expect(fundamental).toContain("“$6.3B”");
    expect(fundamental).not.toContain("“17.4%”");
  });
});

describe("HTML report reviews", () => {
  const base = data();
  const target = { kind: "sentence" as const, start: 14, end: base.report!.text.length, text: "x" };
  const reject = { id: "r1", target, kind: "reject" as const, reason: "fabricated" as const, text: HOSTILE, reviewer: HOSTILE, at: "2026-12-01T10:00:00.000Z", auditId: "a1", revisesId: null };
  const accept = { ...reject, id: "r2", kind: "accept" as const, reason: null, text: "", reviewer: "Ana", at: "2026-12-02T10:00:00.000Z", revisesId: "r1" };
  const html = renderHtmlReport(
    {
      ...base,
      reviews: {
        sentences: [{ index: 1, start: 14, end: target.end, auditor: "not-found", shown: "found", overridden: true, reviewer: { kind: "accept", reason: null, reviewer: "Ana", at: accept.at, reviewId: "r2" }, history: [reject, accept] }],
        signOff: { id: "s1", auditId: "a1", reviewer: "Ana", at: "2026-12-02T11:00:00.000Z", sentences: 2, rejected: 0, acceptedAgainstAuditor: 1, summary: "reviewed: 2 sentences, 0 rejected, 1 accepted against the auditor" },
      },
    },
    new Date("2026-12-03T00:00:00.000Z"),
  );

  it("colours a reviewed sentence by the reviewer's verdict, the auditor's named beside it", () => {
    expect(html).toContain('title="auditor ✗ · reviewer ✓ accepted by Ana, 2 Dec 2026"');
    expect(html).toMatch(/<span class="v-found" title="auditor ✗[^"]*">[^<]*was said\.<\/span><sup><a href="#review-1">R<\/a><\/sup>/);
  });

  it("lists each reviewed sentence's whole history, escaped, and the sign-off", () => {
    expect(html).toContain('<div class="review" id="review-1">');
    expect(html).toContain("<li>reject (fabricated) by &lt;script&gt;");
    expect(html).toContain("<li>accept by Ana, 2 Dec 2026</li>");
    expect(html).toContain("Signed off</strong> by Ana, 2 Dec 2026: reviewed: 2 sentences, 0 rejected, 1 accepted against the auditor");
    expect(html).not.toContain("<script");
  });
});

describe("DAG image", () => {
  it("puts every edge rightwards and colours it by status", () => {
    const svg = dagSvg(["a", "b", "c", "report"], [
      { source: "a", target: "b", status: "pass" },
      { source: "b", target: "c", status: "fail" },
      { source: "c", target: "report", status: null },
    ]);
    const xs = [...svg.matchAll(/<rect x="(\d+)"/g)].map((match) => Number(match[1]));
    expect(xs).toEqual([...xs].sort((left, right) => left - right));
    expect(new Set(xs).size).toBe(4);
    expect(svg).toContain(`stroke="${STATUS_STYLES.pass.stroke}"`);
    expect(svg).toContain(`stroke="${STATUS_STYLES.fail.stroke}"`);
    expect(svg).toContain("not audited");
  });

  it("draws a cycle without looping forever", () => {
    expect(dagSvg(["a", "b"], [{ source: "a", target: "b", status: null }, { source: "b", target: "a", status: null }])).toContain("<svg");
  });
});
