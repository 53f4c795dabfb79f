import { describe, expect, it } from "vitest";
import type { AuditOutcome } from "../../cascade";
import type { Fact } from "../../facts";
import { makeClaimRecord } from "../../records";
import type { Sentence } from "../../sentences";
import { auditTask } from "../test-helpers";
import { createMechanicalAuditor } from ".";
import { joinParts, partSentences } from "./audit-parts";
import type { DocumentSentence } from "./source-corpus";
import { callFile } from "./test-helpers";

/** Sentences with these many facts each (only the counts matter to the cut). */
const sentencesWith = (...factCounts: number[]): DocumentSentence[] =>
  factCounts.map((count) => ({ sentence: {} as Sentence, facts: Array.from({ length: count }, () => ({}) as Fact) }));

const withoutTimestamps = ({ claims, rejections, usage }: AuditOutcome) => ({
  claims: claims.map(({ timestamp: _timestamp, ...claim }) => claim),
  rejections: rejections.map(({ timestamp: _timestamp, ...rejection }) => rejection),
  usage,
});

describe("partSentences", () => {
  it("cuts the sentences into contiguous ranges that tile them, balanced by facts", () => {
    const sentences = sentencesWith(3, 0, 1, 1, 1, 0, 2, 0);
    const cut = (count: number) => Array.from({ length: count }, (_, index) => partSentences(sentences, { index, count }));
    expect(cut(1)).toEqual([[0, 8]]);
    // 8 facts: 4 before the cut (3 + 0 + 1), 4 after.
    expect(cut(2)).toEqual([[0, 3], [3, 8]]);
    expect(cut(3)).toEqual([[0, 1], [1, 5], [5, 8]]);
  });

  it("gives a part no sentence when there are more parts than facts", () => {
    const sentences = sentencesWith(0, 1, 0);
    expect([0, 1, 2].map((index) => partSentences(sentences, { index, count: 3 }))).toEqual([[0, 2], [2, 2], [2, 3]]);
  });
});

describe("joinParts", () => {
  it("keeps claims and rejections in part order, numbers the claims as one fence would and sums usage", () => {
    const claim = (id: number, text: string) => ({ ...makeClaimRecord({ claim: text, claim_in_document: text, evidence: "" }), id });
    const rejection = (content: string) => ({ tool: "record_claim", content, reason: "no", timestamp: 1 });
    const joined = joinParts([
      { claims: [claim(1, "a"), claim(2, "b")], rejections: [rejection("x")], usage: { sentences: 2, facts: 2, searches: 3 } },
      { claims: [claim(1, "c")], rejections: [rejection("y")], usage: { sentences: 1, facts: 1, searches: 0 } },
    ]);
    expect(joined.claims.map(({ id, claim: text }) => [id, text])).toEqual([[1, "a"], [2, "b"], [3, "c"]]);
    expect(joined.rejections.map(({ content }) => content)).toEqual(["x", "y"]);
    expect(joined.usage).toEqual({ sentences: 3, facts: 3, searches: 3 });
  });
});

describe("a hop audited in parts", () => {
  it("records what the whole audit records: claims, ids, rejections and usage, however the sentences are cut", async () => {
    const sourceFiles = {
      "fundamental/calls/0000_get_income_statement.txt": callFile(0, "get_income_statement", "fundamental", "ticker=NWR", "revenue: 4213000000\nnet_income: 463430000"),
      // "a.txt:1:4213000000" is too short a quote (the evidence gate refuses it): a rejection, then b.txt's line.
      "a.txt": "4213000000",
      "b.txt": "the total came to 4,213,000,000 in the end",
    };
    const document = [
      "# Results",
      "The figure was $4.21 billion. The board met often. Revenue was $4.2 billion and net income $463 million, or $9.99 per share.",
      "The figure was $4.21 billion. Margins held at 41%.",
    ].join("\n");
    const task = auditTask(document, sourceFiles);
    const whole = await createMechanicalAuditor().audit(task, {});
    expect(whole.rejections.length).toBeGreaterThan(0);
    expect(new Set(whole.claims.map((claim) => claim.finding))).toEqual(new Set(["found", "not-found", "unchecked"]));
    for (const count of [2, 3, 6]) {
      // An auditor per part, as each part runs on its own thread.
      const parts = await Promise.all(Array.from({ length: count }, (_, index) => createMechanicalAuditor().auditPart(task, { index, count }, {})));
      expect(withoutTimestamps(joinParts(parts))).toEqual(withoutTimestamps(whole));
    }
  });
});
