import { describe, expect, it } from "vitest";
import { compareAudits, newlyNotFound } from "./compare";
import type { AuditedClaim, AuditedEdge, AuditedReport, AuditedSentence } from "./types";

const sentences = (...rows: [string, AuditedSentence["verdict"]][]): AuditedSentence[] => {
  let at = 0;
  return rows.map(([text, verdict], index) => {
    const start = at;
    at += text.length + 1;
    return { index, start, end: start + text.length, text, verdict };
  });
};
const claims = (...rows: [string, string, string][]): AuditedClaim[] => rows.map(([fence, claim, finding]) => ({ fence, claim, finding }));
const edges = (...rows: [string, string][]): AuditedEdge[] => rows.map(([fence, status]) => ({ fence, status }));

const base: AuditedReport = {
  sentences: sentences(["Revenue rose to $391.0B.", "found"], ["Margins hit 46.2%.", "not-found"], ["Outlook is stable.", "unchecked"], ["Buy.", "found"]),
  claims: claims(["writer->report", "$391.0B", "found"], ["writer->report", "46.2%", "not-found"], ["macro->writer", "CPI 3.1%", "found"]),
  edges: edges(["writer->report", "fail"], ["macro->writer", "pass"], ["technical->writer", "pass"]),
};

describe("compareAudits", () => {
  it("finds nothing changed between an audit and itself", () => {
    const same = compareAudits(base, base);
    expect(same.sentences).toEqual({ matchedByText: 4, matchedByPosition: 0, unmatched: { base: [], head: [] }, changed: [] });
    expect(same.figures).toEqual({ appeared: [], disappeared: [] });
    expect(same.edges).toEqual({ flipped: [], onlyBase: [], onlyHead: [] });
  });

  it("lists changed verdicts, figures in and out, flipped edges and unmatched sentences", () => {
    const head: AuditedReport = {
      // Reworded in markdown only (matched by text), reordered, one rewritten in place, one new.
      sentences: sentences(["**Margins** hit 46.2%.", "found"], ["Revenue  rose to $391.0B.", "found"], ["Outlook is weak.", "not-found"], ["Buy.", "found"], ["Sell later.", "unchecked"]),
      claims: claims(["writer->report", "$391.0B", "found"], ["writer->report", "46.2%", "found"], ["writer->report", "46.2%", "found"]),
      edges: edges(["writer->report", "pass"], ["macro->writer", "pass"], ["fundamental->writer", "pass"]),
    };
    const diff = compareAudits(base, head);
    expect(diff.sentences.matchedByText).toBe(3);
    expect(diff.sentences.matchedByPosition).toBe(1);
    expect(diff.sentences.unmatched).toEqual({ base: [], head: [{ index: 4, text: "Sell later.", verdict: "unchecked" }] });
    expect(diff.sentences.changed).toEqual([
      { base: { index: 1, text: "Margins hit 46.2%.", verdict: "not-found" }, head: { index: 0, text: "**Margins** hit 46.2%.", verdict: "found" } },
      { base: { index: 2, text: "Outlook is stable.", verdict: "unchecked" }, head: { index: 2, text: "Outlook is weak.", verdict: "not-found" } },
    ]);
    expect(diff.figures.appeared).toEqual([{ fence: "writer->report", claim: "46.2%", finding: "found" }]);
    expect(diff.figures.disappeared).toEqual([{ fence: "macro->writer", claim: "CPI 3.1%", finding: "found" }]);
    expect(diff.edges).toEqual({ flipped: [{ fence: "writer->report", base: "fail", head: "pass" }], onlyBase: ["technical->writer"], onlyHead: ["fundamental->writer"] });
  });

  it("pairs repeated sentences in order and counts those left over", () => {
    const a: AuditedReport = { sentences: sentences(["Same.", "found"], ["Same.", "not-found"], ["Only here.", "found"]), claims: [], edges: [] };
    const b: AuditedReport = { sentences: sentences(["Same.", "found"]), claims: [], edges: [] };
    const diff = compareAudits(a, b);
    expect(diff.sentences.matchedByText).toBe(1);
    expect(diff.sentences.changed).toEqual([]);
    expect(diff.sentences.unmatched.base.map((s) => s.index)).toEqual([1, 2]);
  });
});

describe("newlyNotFound", () => {
  it("names the sentences that turned ✗ and new ✗ sentences, not those ✗ on both sides or better now", () => {
    const head: AuditedReport = {
      ...base,
      // Revenue turned ✗; margins stay ✗; the outlook got a figure and is ✓; a new ✗ sentence and a new ? one.
      sentences: sentences(["Revenue rose to $391.0B.", "not-found"], ["Margins hit 46.2%.", "not-found"], ["Outlook is stable.", "found"], ["Buy.", "found"], ["Capex hit $12B.", "not-found"], ["Hold.", "unchecked"]),
    };
    expect(newlyNotFound(compareAudits(base, head)).map((sentence) => sentence.text)).toEqual(["Revenue rose to $391.0B.", "Capex hit $12B."]);
  });

  it("is empty when nothing got worse", () => {
    const better: AuditedReport = { ...base, sentences: sentences(["Revenue rose to $391.0B.", "found"], ["Margins hit 46.2%.", "found"], ["Outlook is stable.", "unchecked"], ["Buy.", "found"]) };
    expect(newlyNotFound(compareAudits(base, better))).toEqual([]);
    expect(newlyNotFound(compareAudits(base, base))).toEqual([]);
  });
});
