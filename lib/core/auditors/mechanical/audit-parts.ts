/**
 * A hop audited in parts: its document's sentences cut into contiguous ranges, each audited on
 * its own (the audit threads run a big hop's parts at once, one a thread), then joined in
 * document order into the outcome the whole hop's audit gives. A part's claims and rejections
 * are the whole audit's for its sentences, because nothing a sentence's checks read depends on
 * the sentences audited before it:
 * - a fact's candidate lines come from its own keys' runs in the number index, whatever other keys
 *   the index holds (the part's index holds its sentences' keys only);
 * - gate 1 (claim in document) says whether the sentence is anywhere in the document, wherever
 *   the fence looked for it first;
 * - gates 2-4 read the fence's recent history, which the part starts without, but the evidence
 *   is always copied from the newest record (the search or excerpt just before the submit), and
 *   every line test of `verifySearchMatch` that fails on a text holding the evidence (a quoted
 *   line under 10 characters) fails on any text: the older records never change a verdict;
 * - what the auditor keeps for the run (files' figures, lines, line readings, search outputs,
 *   excerpts) is read from the text alone, so it is the same whichever part read it first.
 * Claim ids are the fence's own, from 1, with no gap (this auditor's record tool has no `enrich`
 * that could refuse one after its id is taken), so a part's ids follow the previous parts' counts.
 */
import type { AuditOutcome } from "../../cascade";
import type { DocumentSentence } from "./source-corpus";

/** Part `index` (from 0) of `count`. */
export interface AuditPart {
  index: number;
  count: number;
}

/**
 * The sentences of `part`, as [start, end) indexes: contiguous ranges balanced by facts (what an
 * audit's time goes to; a sentence without one is a single unchecked claim), part after part in
 * document order. Every part's audit cuts the same document the same way, so the ranges tile it.
 */
export function partSentences(sentences: readonly DocumentSentence[], { index, count }: AuditPart): [number, number] {
  const total = sentences.reduce((sum, { facts }) => sum + facts.length, 0);
  /** The first sentence of part `at`: the first after which at/count of the facts are behind. */
  const startOf = (at: number): number => {
    if (at === 0) return 0;
    if (at === count) return sentences.length;
    const behind = (total * at) / count;
    let facts = 0;
    for (let sentence = 0; sentence < sentences.length; sentence++) {
      facts += sentences[sentence].facts.length;
      if (facts >= behind) return sentence + 1;
    }
    return sentences.length;
  };
  return [startOf(index), startOf(index + 1)];
}

/** The whole hop's outcome from its parts' (in part order): claims and rejections in document order, ids renumbered, usage summed. */
export function joinParts(parts: readonly AuditOutcome[]): AuditOutcome {
  const claims: AuditOutcome["claims"] = [];
  const rejections: AuditOutcome["rejections"] = [];
  const usage: Record<string, number> = {};
  for (const part of parts) {
    const offset = claims.length;
    for (const claim of part.claims) claims.push({ ...claim, id: claim.id + offset });
    rejections.push(...part.rejections);
    for (const [name, value] of Object.entries(part.usage ?? {})) usage[name] = (usage[name] ?? 0) + value;
  }
  return { claims, rejections, usage };
}
