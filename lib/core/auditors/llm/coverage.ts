import { normalize } from "../../matching";
import { makeClaimRecord, type ClaimRecord } from "../../records";

/** A sentence is covered when a claim quotes part of it, or quotes text containing it. */
function covers(claim: ClaimRecord, sentence: string): boolean {
  const quoted = normalize(claim.claim_in_document);
  return quoted !== "" && (sentence.includes(quoted) || quoted.includes(sentence));
}

/**
 * One `unchecked` claim per sentence no claim covers: a model that stopped early, ran out of
 * budget or skipped a sentence leaves it unchecked, never passed.
 */
export function uncheckedClaims(sentences: readonly string[], claims: readonly ClaimRecord[]): ClaimRecord[] {
  return sentences
    .filter((sentence) => {
      const normalized = normalize(sentence);
      return normalized !== "" && !claims.some((claim) => covers(claim, normalized));
    })
    .map((sentence) => makeClaimRecord({ claim: sentence, claim_in_document: sentence, evidence: "", finding: "unchecked" }));
}
