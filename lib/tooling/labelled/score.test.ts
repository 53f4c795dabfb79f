import { describe, expect, it } from "vitest";
import type { FencedClaim } from "@/lib/core/bundle";
import { makeClaimRecord, type ClaimRecord } from "@/lib/core/records";
import { formatBundleScore } from "./format";
import { scoreBundle } from "./score";
import type { Truth, TruthSentence } from "./truth";

const REPORT = "# Fares\n\nThe council voted 27-14 to raise fares by 8%. Ridership hit 41,000. The mayor called it fair.\n";
const FETCH = "search/calls/0000_fetch.txt";

const sentence = (fields: Partial<TruthSentence> & Pick<TruthSentence, "id" | "text" | "label">): TruthSentence => ({ sources: [], figures: [], ...fields });

const TRUTH: Truth = {
  bundle: "fares",
  sentences: [
    sentence({ id: "s01", text: "Fares", label: "unchecked", start: 2, end: 7 }),
    sentence({
      id: "s02",
      text: "The council voted 27-14 to raise fares by 8%.",
      label: "supported",
      sources: [
        { figure: "27-14", agent: "search", file: "calls/0000_fetch.txt", line: 3 },
        { figure: "8%", agent: "search", file: "calls/0000_fetch.txt", line: 3 },
      ],
    }),
    sentence({ id: "s03", text: "Ridership hit 41,000.", label: "fabricated", kind: "invented", figures: ["41,000"], breaks_at: "search->writer" }),
    sentence({ id: "s04", text: "The mayor called it fair.", label: "unchecked" }),
  ],
};

const claim = (fence: string, fields: Partial<ClaimRecord> & Pick<ClaimRecord, "id" | "claim">): FencedClaim => ({
  fence,
  record: makeClaimRecord({ claim_in_document: fields.claim, evidence: "", finding: "found", ...fields }),
});

/** search's own calls → the edge into writer → the report hop, with 41,000 lost on the edge. */
function cascadeClaims(change: { fetchFile?: string; tallyFinding?: string } = {}): FencedClaim[] {
  return [
    claim("search/calls->search", { id: 0, claim: "27-14", search_file: change.fetchFile ?? FETCH, search_line: 3 }),
    claim("search/calls->search", { id: 1, claim: "8%", search_file: FETCH, search_line: 3 }),
    claim("search->writer", { id: 0, claim: "27-14", search_file: "search_output.txt", search_line: 1, upstream_fence: "search/calls->search", upstream_id: 0 }),
    claim("search->writer", { id: 1, claim: "8%", search_file: "search_output.txt", search_line: 1, upstream_fence: "search/calls->search", upstream_id: 1 }),
    claim("search->writer", { id: 2, claim: "41,000", finding: "not-found" }),
    claim("writer->report", { id: 0, claim: "27-14", claim_in_document: "voted 27–14", finding: change.tallyFinding ?? "found", search_file: "writer_output.txt", search_line: 2, upstream_fence: "search->writer", upstream_id: 0 }),
    claim("writer->report", { id: 1, claim: "8%", claim_in_document: "by 8%", search_file: "writer_output.txt", search_line: 2, upstream_fence: "search->writer", upstream_id: 1 }),
    claim("writer->report", { id: 2, claim: "41,000", claim_in_document: "hit 41,000", search_file: "writer_output.txt", search_line: 3, upstream_fence: "search->writer", upstream_id: 2 }),
    claim("writer->report", { id: 3, claim: "12", claim_in_document: "a sentence the report lacks" }),
  ];
}

const NAMES = { file: "fares.zip", name: "fares" };

describe("scoreBundle", () => {
  it("passes a supported sentence whose chain ends in its source and flags one whose figure was lost upstream", () => {
    const score = scoreBundle(REPORT, TRUTH, cascadeClaims());
    expect(score.sentences.map(({ sentence, ok, flagged }) => [sentence.id, ok, flagged])).toEqual([
      ["s01", true, false],
      ["s02", true, false],
      ["s03", true, true],
      ["s04", true, false],
    ]);
    expect(score.tally).toMatchObject({ mustFlag: 1, flagged: 1, supported: 1, supportedFlagged: 0, chainsRight: 1 });
    expect({ claims: score.claims, reportClaims: score.reportClaims, unplaced: score.unplaced }).toEqual({ claims: 9, reportClaims: 4, unplaced: 1 });
  });

  it("prints every sentence and the summaries as the scoring tool does", () => {
    expect(formatBundleScore(scoreBundle(REPORT, TRUTH, cascadeClaims()), NAMES)).toEqual([
      "== fares.zip: 4 sentences (1 supported, 1 fabricated, 0 near-miss, 0 dropped, 2 unchecked); 4 report-hop claims of 9",
      "  OK  s01 unchecked  Fares",
      "  OK  s02 supported  The council voted 27-14 to raise fares by 8%.",
      "  OK  s03 fabricated Ridership hit 41,000.",
      "  OK  s04 unchecked  The mayor called it fair.",
      "  note: 1 report-hop claim(s) whose claim_in_document is not in report.md",
      "fares: fabricated flagged 1/1, supported flagged 0/1, chains 1/1",
      "  flagged by label: fabricated 1/1, near-miss 0/0, dropped 0/0; unchecked left unflagged 2/2",
    ]);
  });

  it("with direct, flags by the report hop's own claims only, and says what it missed", () => {
    const score = scoreBundle(REPORT, TRUTH, cascadeClaims(), { direct: true });
    expect(score.tally.flagged).toBe(0);
    expect(formatBundleScore(score, NAMES, { quiet: true }).slice(1, 4)).toEqual([
      "  BAD s03 fabricated Ridership hit 41,000.",
      "        not flagged (invented: 41,000); truth breaks at search->writer",
      '        chain: writer->report#2 "41,000" found writer_output.txt:3 -> search->writer#2 "41,000" not-found',
    ]);
  });

  it("fails a supported chain that ends on another call, naming the chain and the truth sources", () => {
    const score = scoreBundle(REPORT, TRUTH, cascadeClaims({ fetchFile: "search/calls/0001_other.txt" }));
    expect(score.sentences[1]).toMatchObject({ ok: false, flagged: false, chainRight: false });
    expect(formatBundleScore(score, NAMES, { quiet: true }).slice(1, 4)).toEqual([
      "  BAD s02 supported  The council voted 27-14 to raise fares by 8%.",
      '        chain ends off-source: writer->report#0 "27-14" found writer_output.txt:2 -> search->writer#0 "27-14" found search_output.txt:1 -> search/calls->search#0 "27-14" found search/calls/0001_other.txt:3',
      "        truth sources: 27-14 search/calls/0000_fetch.txt:3; 8% search/calls/0000_fetch.txt:3",
    ]);
  });

  it("fails a supported sentence whose only claims about its figures are unchecked", () => {
    const claims = cascadeClaims({ tallyFinding: "unchecked" }).filter((one) => !(one.fence === "writer->report" && one.record.id === 1));
    const score = scoreBundle(REPORT, TRUTH, claims);
    expect(score.sentences[1].details.map((detail) => detail.kind)).toEqual(["no-checked-claim", "truth-sources"]);
    expect(score.tally.chainsRight).toBe(0);
  });

  it("notes a flag raised at another hop than the truth names, and counts it flagged", () => {
    const truth = { ...TRUTH, sentences: TRUTH.sentences.map((one) => (one.id === "s03" ? { ...one, breaks_at: "writer->report" } : one)) };
    const score = scoreBundle(REPORT, truth, cascadeClaims());
    expect(score.sentences[2]).toMatchObject({ ok: true, flagged: true, details: [{ kind: "other-hop", fences: ["search->writer"], breaksAt: "writer->report" }] });
  });

  it("flags an unchecked sentence that holds a not-found claim", () => {
    const claims = [...cascadeClaims(), claim("writer->report", { id: 4, claim: "fair", claim_in_document: "called it fair", finding: "not-found" })];
    expect(scoreBundle(REPORT, TRUTH, claims).sentences[3]).toMatchObject({ ok: false, flagged: true, details: [{ kind: "flagged" }] });
  });

  it("places a snippet found twice where it best coincides with a sentence", () => {
    const report = "Fares rose 8%. Rents in the county rose 8% as well.";
    const truth: Truth = {
      sentences: [sentence({ id: "s01", text: "Fares rose 8%.", label: "unchecked" }), sentence({ id: "s02", text: "Rents in the county rose 8% as well.", label: "unchecked" })],
    };
    const score = scoreBundle(report, truth, [claim("w->report", { id: 0, claim: "8%", finding: "not-found" })]);
    expect(score.sentences.map(({ flagged }) => flagged)).toEqual([true, false]);
  });

  it("finds a sentence by its text when its offsets are off, and refuses one the report lacks", () => {
    const shifted = { ...TRUTH, sentences: TRUTH.sentences.map((one) => ({ ...one, start: 0, end: 3 })) };
    expect(scoreBundle(REPORT, shifted, cascadeClaims()).tally).toMatchObject({ flagged: 1, chainsRight: 1 });
    const missing = { sentences: [sentence({ id: "s09", text: "Not in the report.", label: "unchecked" })] };
    expect(() => scoreBundle(REPORT, missing, [])).toThrow('truth sentence s09 is not in the report: "Not in the report."');
  });
});
