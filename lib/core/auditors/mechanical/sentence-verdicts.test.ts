import { describe, expect, it } from "vitest";
import { makeClaimRecord } from "../../records";
import { splitSentences } from "../../sentences";
import { sentenceVerdicts } from ".";

const DOCUMENT = "# Results\n\nRevenue was $4.2 billion, up 20.0%. Our view rests on execution. Margin was **43.0%**.";

const claim = (claimInDocument: string, finding: string) => makeClaimRecord({ claim: "c", claim_in_document: claimInDocument, evidence: "", finding });

describe("sentenceVerdicts", () => {
  it("gives each sentence, in splitSentences order and offsets, the worst finding of its claims", () => {
    const verdicts = sentenceVerdicts(DOCUMENT, [
      claim("Revenue was $4.2 billion, up 20.0%.", "found"),
      claim("Revenue was $4.2 billion, up 20.0%.", "not-found"),
      claim("Our view rests on execution.", "unchecked"),
      claim("Margin was **43.0%**.", "found"),
    ]);
    expect(verdicts.map(({ index, start, end, text }) => ({ index, start, end, text }))).toEqual(splitSentences(DOCUMENT));
    expect(verdicts.map((verdict) => verdict.finding)).toEqual(["unchecked", "not-found", "unchecked", "found"]);
    expect(verdicts[1].claims).toHaveLength(2);
    expect(verdicts[0].claims).toEqual([]);
  });

  it("places a quoted fragment, also one quoted without its markdown", () => {
    const verdicts = sentenceVerdicts(DOCUMENT, [claim("$4.2 billion", "found"), claim("Margin was 43.0%", "not-found")]);
    expect(verdicts.map((verdict) => verdict.finding)).toEqual(["unchecked", "found", "unchecked", "not-found"]);
  });
});
