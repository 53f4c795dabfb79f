import { worstFinding, type Finding } from "../../cascade";
import { normalize } from "../../matching";
import type { ClaimRecord } from "../../records";
import { splitSentences, type Sentence } from "../../sentences";

export interface SentenceVerdict extends Sentence {
  /** The worst finding of the sentence's claims; `unchecked` when it has none. */
  finding: Finding;
  claims: ClaimRecord[];
}

/**
 * Each sentence of the document (splitSentences order and offsets) with the claims made about
 * it and its verdict, for colouring the report. A claim belongs to every sentence its
 * `claim_in_document` overlaps where it occurs verbatim; otherwise to the sentences whose
 * normalised text contains it (an auditor may quote a fragment with different markup).
 */
export function sentenceVerdicts(document: string, claims: readonly ClaimRecord[]): SentenceVerdict[] {
  const sentences = splitSentences(document);
  const claimsOf = sentences.map((): ClaimRecord[] => []);
  const normalizedSentences = sentences.map((sentence) => normalize(sentence.text));
  for (const claim of claims) {
    const quoted = claim.claim_in_document;
    if (!quoted.trim()) continue;
    const spans = occurrences(document, quoted);
    sentences.forEach((sentence, i) => {
      const overlaps = spans.some(([start, end]) => start < sentence.end && sentence.start < end);
      if (overlaps) claimsOf[i].push(claim);
    });
    if (spans.length > 0) continue;
    const normalizedQuote = normalize(quoted);
    normalizedSentences.forEach((text, i) => {
      if (normalizedQuote && text.includes(normalizedQuote)) claimsOf[i].push(claim);
    });
  }
  return sentences.map((sentence, i) => ({
    ...sentence,
    finding: worstFinding(claimsOf[i].map((claim) => claim.finding)),
    claims: claimsOf[i],
  }));
}

function occurrences(text: string, quoted: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let at = text.indexOf(quoted); at >= 0; at = text.indexOf(quoted, at + 1)) spans.push([at, at + quoted.length]);
  return spans;
}
