import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexClaims } from "../cascade";
import { makeClaimRecord, type ClaimRecord } from "../records";
import { splitSentences } from "../sentences";
import { reportSentences, sentenceVerdict, VERDICT_FINDING } from ".";

const FENCES = ["writer->report", "research->writer", "research/calls->research"];
type Step = "found" | "not-found" | "unchecked";

/** A figure's chain from the report hop upstream: one finding per hop, linked by id; a found last hop cites a call line. */
function chainOf(figure: string, sentence: string, steps: Step[], id: number) {
  const records = steps.map((finding, hop) => {
    const last = hop === steps.length - 1;
    const record = makeClaimRecord({
      claim: figure,
      claim_in_document: sentence,
      evidence: finding === "found" ? "x" : "",
      finding,
      id,
      search_file: finding !== "found" ? "" : last ? "research/calls/0002_get.txt" : "research_output.txt",
      search_line: 7,
      upstream_fence: last ? "" : FENCES[hop + 1],
      upstream_id: last ? -1 : id,
      metadata: finding === "not-found" ? { searched: `\\b${figure}\\b` } : {},
    });
    return finding === "not-found" ? { ...record, nearest: [{ text: "17.9", agent: "research", file: "research_output.txt", line: 3, excerpt: "x: 17.9" }] } : record;
  });
  return records.map((claim, hop) => ({ fence: FENCES[hop], claim }));
}

// Findings stop at the first not-found or unchecked hop: nothing links past them.
const steps = fc
  .array(fc.constantFrom<Step>("found", "not-found", "unchecked"), { minLength: 1, maxLength: 3 })
  .map((list) => list.slice(0, list.findIndex((step) => step !== "found") + 1 || list.length));

describe("reportSentences", () => {
  it("is ✗ exactly when a figure's own hop or any hop of its chain is not found, ✓ when one is found, else ?", () => {
    fc.assert(
      fc.property(fc.array(fc.array(steps, { maxLength: 3 }), { minLength: 1, maxLength: 6 }), (plan) => {
        let id = 0;
        const sentences = plan.map((figures, i) => `Line ${i} has ${figures.map((_, j) => `${i + 1}${j}.5%`).join(" and ") || "no figure"}.`);
        const document = `# Memo\n\n${sentences.join(" ")}\n`;
        const chains = plan.flatMap((figures, i) => figures.map((chain, j) => chainOf(`${i + 1}${j}.5%`, sentences[i], chain, id++)));
        const index = indexClaims(FENCES.map((fence) => ({ fence, claims: chains.flat().filter((hop) => hop.fence === fence).map((hop) => hop.claim) })));
        const result = reportSentences(document, chains.map((chain) => chain[0]), index);

        expect(result.map(({ text, start, end }) => ({ text, start, end }))).toEqual(splitSentences(document).map(({ text, start, end }) => ({ text, start, end })));
        plan.forEach((figures, i) => {
          const sentence = result[i + 1];
          const broken = figures.map((chain) => chain.includes("not-found"));
          const expected = broken.some(Boolean) ? "✗" : figures.some((chain) => chain[0] === "found") ? "✓" : "?";
          expect(sentence.verdict).toBe(expected);
          sentence.figures.forEach((figure, j) => {
            const chain = figures[j];
            expect(figure.claim).toBe(`${i + 1}${j}.5%`);
            expect(figure.ownFinding).toBe(chain[0]);
            if (broken[j]) {
              expect(figure).toMatchObject({ finding: "not-found", hop: FENCES[chain.indexOf("not-found")], upstream: chain.indexOf("not-found") > 0, source: null });
              expect(figure.searched).toEqual({ pattern: `\\b${figure.claim}\\b`, sources: [chain.indexOf("not-found") === 2 ? "research/calls" : FENCES[chain.indexOf("not-found")].split("->")[0]] });
              expect(figure.nearest).toHaveLength(1);
            } else {
              expect(figure.searched).toBeNull();
              expect(figure.nearest).toEqual([]);
              expect(figure.source).toEqual(chain.at(-1) === "found" ? { agent: "research", file: "research/calls/0002_get.txt", line: 7 } : null);
            }
          });
        });
      }),
    );
  });

  it("gives each sentence the claims of its own figures, even when a claim quotes more than one sentence or a sentence repeats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 99 }), fc.integer({ min: 10, max: 99 }), fc.boolean(), (a, b, wide) => {
        fc.pre(a !== b);
        const first = `Revenue rose ${a}%.`;
        const second = `Costs fell ${b}%.`;
        const document = `${first} ${second}\n\n${first}\n`;
        const quote = (sentence: string) => (wide ? `${first} ${second}` : sentence);
        const claims: ClaimRecord[] = [
          makeClaimRecord({ claim: `${b}%`, claim_in_document: quote(second), evidence: "", finding: "not-found", id: 1 }),
          makeClaimRecord({ claim: `${a}%`, claim_in_document: first, evidence: "x", finding: "found", id: 2, search_file: "r/calls/0000_q.txt", search_line: 1 }),
          makeClaimRecord({ claim: `${a}%`, claim_in_document: first, evidence: "", finding: "not-found", id: 3 }),
        ];
        const index = indexClaims([{ fence: "writer->report", claims }]);
        const result = reportSentences(document, claims.map((claim) => ({ fence: "writer->report", claim })), index);
        expect(result.map((sentence) => [sentence.verdict, sentence.figures.map((figure) => figure.id)])).toEqual([
          ["✓", [2]],
          ["✗", [1]],
          ["✗", [3]],
        ]);
      }),
    );
  });

  it("places a claim whose quote lost its markup on the sentence that holds it", () => {
    const document = "The **margin** was 43%.\n";
    const claim = makeClaimRecord({ claim: "43%", claim_in_document: "The margin was 43%.", evidence: "x", finding: "found", search_file: "a/calls/0000_q.txt", search_line: 2 });
    const [sentence] = reportSentences(document, [{ fence: "a->report", claim }], indexClaims([{ fence: "a->report", claims: [claim] }]));
    expect(sentence).toMatchObject({ verdict: "✓", figures: [{ claim: "43%", source: { agent: "a", file: "a/calls/0000_q.txt", line: 2 } }] });
  });
});

describe("sentenceVerdict", () => {
  it("is never ✓ for a sentence whose only figures are uncheckable", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Step>("found", "not-found", "unchecked")), (findings) => {
        const verdict = sentenceVerdict(findings.map((finding) => ({ finding })));
        expect(verdict).toBe(findings.includes("not-found") ? "✗" : findings.includes("found") ? "✓" : "?");
        expect(VERDICT_FINDING[verdict]).toBe(findings.includes("not-found") ? "not-found" : findings.includes("found") ? "found" : "unchecked");
      }),
    );
  });
});
