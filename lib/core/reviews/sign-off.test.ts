import { describe, expect, it } from "vitest";
import { signOffState } from "./sign-off";
import type { ReviewedSentence, ReviewerVerdict } from "./verdicts";

const verdict = (kind: "accept" | "reject"): ReviewerVerdict => ({ kind, reason: kind === "reject" ? "wrong-period" : null, reviewer: "Ana", at: "2026-12-02T09:00:00.000Z", reviewId: "r" });

function sentence(index: number, auditor: ReviewedSentence["auditor"], reviewer: ReviewerVerdict | null): ReviewedSentence {
  const shown = reviewer ? (reviewer.kind === "accept" ? "found" : "not-found") : auditor;
  return { index, start: index * 10, end: index * 10 + 9, auditor, reviewer, shown, overridden: shown !== auditor, history: [] };
}

describe("signOffState", () => {
  it("waits until every ✗ sentence has an accept or a reject", () => {
    const state = signOffState([sentence(0, "found", null), sentence(1, "not-found", null), sentence(2, "not-found", verdict("accept")), sentence(3, "unchecked", null)]);
    expect(state.ready).toBe(false);
    expect(state.missing).toEqual([1]);
  });

  it("summarises the sign-off the way the runs list shows it", () => {
    const sentences = [
      sentence(0, "not-found", verdict("reject")),
      sentence(1, "not-found", verdict("accept")),
      sentence(2, "not-found", verdict("accept")),
      sentence(3, "found", verdict("reject")),
      sentence(4, "found", null),
    ];
    const state = signOffState(sentences);
    expect(state.ready).toBe(true);
    expect(state.summary).toEqual({ sentences: 5, reviewed: 4, rejected: 2, acceptedAgainstAuditor: 2, rejectedAgainstAuditor: 1, text: "reviewed: 5 sentences, 2 rejected, 2 accepted against the auditor" });
  });

  it("is ready at once for a report with no ✗ sentence", () => {
    expect(signOffState([sentence(0, "found", null)])).toMatchObject({ ready: true, missing: [], summary: { text: "reviewed: 1 sentence, 0 rejected, 0 accepted against the auditor" } });
  });
});
