import { normalize } from "../matching";
import type { ClaimRecord } from "../records";
import type { Sentence } from "../sentences";

function occurrences(text: string, quoted: string, from = 0, to = text.length): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(quoted, from); at >= 0 && at + quoted.length <= to; at = text.indexOf(quoted, at + 1)) found.push(at);
  return found;
}

function sentenceAt(sentences: readonly Sentence[], offset: number): number {
  let low = 0;
  let high = sentences.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (sentences[middle].start <= offset) low = middle;
    else high = middle - 1;
  }
  return sentences.length && sentences[low].start <= offset && offset < sentences[low].end ? low : -1;
}

/**
 * The sentence each claim is about, or -1: the one holding the claim's figure inside the text
 * it quotes (`claim_in_document`), so a claim quoting two sentences belongs to the one its figure
 * is in. The k-th claim quoting the same text takes its k-th occurrence, and the k-th claim of
 * the same figure in it that figure's k-th occurrence, so a figure written twice gets both.
 * A quote not found verbatim (an auditor that changed its markup) falls back to the first
 * sentence whose normalised text contains it.
 */
export function placeClaims(document: string, sentences: readonly Sentence[], claims: readonly ClaimRecord[]): number[] {
  const seenQuotes = new Map<string, number>();
  const seenFigures = new Map<string, number>();
  let normalized: string[] | null = null;
  return claims.map((claim) => {
    const quoted = claim.claim_in_document;
    if (!quoted.trim()) return -1;
    const spans = occurrences(document, quoted);
    if (spans.length === 0) {
      normalized ??= sentences.map((sentence) => normalize(sentence.text));
      const wanted = normalize(quoted);
      return wanted ? normalized.findIndex((text) => text.includes(wanted)) : -1;
    }
    const k = seenQuotes.get(quoted) ?? 0;
    seenQuotes.set(quoted, k + 1);
    const start = spans[k % spans.length];
    const figureKey = `${quoted}\u0000${start}\u0000${claim.claim}`;
    const figures = claim.claim ? occurrences(document, claim.claim, start, start + quoted.length) : [];
    const j = seenFigures.get(figureKey) ?? 0;
    seenFigures.set(figureKey, j + 1);
    const at = figures.length ? figures[j % figures.length] : start + quoted.length - quoted.trimStart().length;
    const placed = sentenceAt(sentences, at);
    return placed >= 0 ? placed : sentenceAt(sentences, start);
  });
}
