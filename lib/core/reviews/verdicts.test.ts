import { describe, expect, it } from "vitest";
import { sentenceTarget } from "./targets";
import type { AuditedReport, Review, ReviewTarget } from "./types";
import { applyReviews } from "./verdicts";

const report: AuditedReport = {
  sentences: [
    { index: 0, start: 0, end: 24, text: "Revenue rose to $391.0B.", verdict: "found" },
    { index: 1, start: 25, end: 47, text: "Margins hit **46.2%**.", verdict: "not-found" },
    { index: 2, start: 48, end: 60, text: "Buy the dip.", verdict: "unchecked" },
  ],
  claims: [
    { fence: "writer->report", claim: "$391.0B", finding: "found" },
    { fence: "writer->report", claim: "46.2%", finding: "not-found" },
  ],
  edges: [
    { fence: "writer->report", status: "fail" },
    { fence: "macro->writer", status: "pass" },
  ],
};

let clock = 0;
function review(target: ReviewTarget, kind: Review["kind"], extra: Partial<Review> = {}): Review {
  clock += 1;
  return { id: `r${clock}`, target, kind, reason: kind === "reject" ? "fabricated" : null, text: "", reviewer: "Ana", at: new Date(Date.UTC(2026, 11, 2, 9, clock)).toISOString(), auditId: "a1", revisesId: null, ...extra };
}
const sentence = (index: number) => sentenceTarget(report.sentences[index]);

describe("applyReviews", () => {
  it("shows the auditor's verdict where nobody reviewed", () => {
    const reviewed = applyReviews(report, []);
    expect(reviewed.sentences.map((s) => [s.auditor, s.shown, s.overridden, s.reviewer])).toEqual([
      ["found", "found", false, null],
      ["not-found", "not-found", false, null],
      ["unchecked", "unchecked", false, null],
    ]);
    expect(reviewed.overrides).toEqual({ sentences: 0, claims: 0, edges: 0, byFence: {} });
  });

  it("shows the reviewer's latest verdict with the auditor's beside it, history kept in order", () => {
    const first = review(sentence(1), "reject", { reason: "wrong-figure" });
    const note = review(sentence(1), "comment", { text: "checked the 10-K" });
    const edit = review(sentence(1), "accept", { reviewer: "Bo", revisesId: first.id });
    const reviewed = applyReviews(report, [edit, note, first]);
    const margins = reviewed.sentences[1];
    expect(margins).toMatchObject({ auditor: "not-found", shown: "found", overridden: true, reviewer: { kind: "accept", reviewer: "Bo", reviewId: edit.id } });
    expect(margins.history.map((r) => r.id)).toEqual([first.id, note.id, edit.id]);
    expect(reviewed.overrides.sentences).toBe(1);
  });

  it("does not let a comment change a verdict", () => {
    const reviewed = applyReviews(report, [review(sentence(0), "comment", { text: "fine" })]);
    expect(reviewed.sentences[0]).toMatchObject({ shown: "found", overridden: false, reviewer: null });
    expect(reviewed.sentences[0].history).toHaveLength(1);
  });

  it("counts a reject of a found sentence and an accept of an unchecked one as overrides, an agreeing review not", () => {
    const reviewed = applyReviews(report, [review(sentence(0), "reject"), review(sentence(2), "accept"), review(sentence(1), "reject")]);
    expect(reviewed.sentences.map((s) => [s.shown, s.overridden])).toEqual([
      ["not-found", true],
      ["not-found", false],
      ["found", true],
    ]);
    expect(reviewed.overrides.sentences).toBe(2);
  });

  it("finds a sentence by normalised text even when its offsets moved", () => {
    const moved = review({ kind: "sentence", start: 900, end: 920, text: "margins hit 46.2%." }, "accept");
    const reviewed = applyReviews(report, [moved]);
    expect(reviewed.sentences[1].reviewer?.reviewId).toBe(moved.id);
    expect(reviewed.unplaced).toEqual([]);
  });

  it("falls back to the offsets when the text changed", () => {
    const edited = review({ kind: "sentence", start: 48, end: 60, text: "sell the dip." }, "reject");
    expect(applyReviews(report, [edited]).sentences[2].reviewer?.reviewId).toBe(edited.id);
  });

  it("overrides claims and edges, counting them per fence for edge colours", () => {
    const reviewed = applyReviews(report, [
      review({ kind: "claim", fence: "writer->report", text: "46.2%", claimId: "c-old-audit" }, "accept"),
      review({ kind: "edge", fence: "writer->report" }, "accept"),
      review({ kind: "edge", fence: "macro->writer" }, "accept"),
    ]);
    expect(reviewed.claims[1]).toMatchObject({ auditor: "not-found", shown: "found", overridden: true });
    expect(reviewed.edges.map((e) => [e.fence, e.shown, e.overridden])).toEqual([
      ["writer->report", "pass", true],
      ["macro->writer", "pass", false],
    ]);
    expect(reviewed.overrides).toEqual({ sentences: 0, claims: 1, edges: 1, byFence: { "writer->report": 2 } });
  });

  it("keeps reviews whose target this audit lacks as unplaced", () => {
    const gone = review({ kind: "claim", fence: "writer->report", text: "$12", claimId: null }, "reject");
    const lost = review({ kind: "sentence", start: 500, end: 510, text: "an old sentence." }, "accept");
    expect(applyReviews(report, [gone, lost]).unplaced.map((r) => r.id)).toEqual([gone.id, lost.id]);
  });
});
