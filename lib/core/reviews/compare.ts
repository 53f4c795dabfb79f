import { normalizeTargetText } from "./targets";
import type { AuditedReport, AuditedSentence, AuditorVerdict } from "./types";

export interface SentenceRef {
  index: number;
  text: string;
  verdict: AuditorVerdict;
}

export interface FigureRef {
  fence: string;
  claim: string;
  finding: string;
}

export interface AuditComparison {
  sentences: {
    /** Pairs matched by normalised text, then (among the rest) by position in the report. */
    matchedByText: number;
    matchedByPosition: number;
    /** Sentences of either side left without a partner. */
    unmatched: { base: SentenceRef[]; head: SentenceRef[] };
    changed: { base: SentenceRef; head: SentenceRef }[];
  };
  figures: { appeared: FigureRef[]; disappeared: FigureRef[] };
  edges: {
    flipped: { fence: string; base: string; head: string }[];
    onlyBase: string[];
    onlyHead: string[];
  };
}

const ref = (sentence: AuditedSentence): SentenceRef => ({ index: sentence.index, text: sentence.text, verdict: sentence.verdict });

/** Pairs sentences by normalised text (repeats in order), then the rest by their index in the report. */
function matchSentences(base: readonly AuditedSentence[], head: readonly AuditedSentence[]) {
  const waiting = new Map<string, AuditedSentence[]>();
  for (const sentence of head) {
    const key = normalizeTargetText(sentence.text);
    waiting.set(key, [...(waiting.get(key) ?? []), sentence]);
  }
  const pairs: [AuditedSentence, AuditedSentence][] = [];
  const leftBase: AuditedSentence[] = [];
  for (const sentence of base) {
    const partner = waiting.get(normalizeTargetText(sentence.text))?.shift();
    if (partner) pairs.push([sentence, partner]);
    else leftBase.push(sentence);
  }
  const byText = pairs.length;
  const paired = new Set(pairs.map(([, partner]) => partner));
  const leftHead = new Map(head.filter((sentence) => !paired.has(sentence)).map((sentence) => [sentence.index, sentence]));
  const unmatchedBase: AuditedSentence[] = [];
  for (const sentence of leftBase) {
    const partner = leftHead.get(sentence.index);
    if (partner) {
      pairs.push([sentence, partner]);
      leftHead.delete(sentence.index);
    } else unmatchedBase.push(sentence);
  }
  return { pairs, byText, unmatchedBase, unmatchedHead: [...leftHead.values()] };
}

/** Figures of `from` not in `other`, counted as a multiset so a figure made twice then once is one gone. */
function missingFrom(from: AuditedReport["claims"], other: AuditedReport["claims"]): FigureRef[] {
  const counts = new Map<string, number>();
  const keyOf = (claim: FigureRef) => `${claim.fence}\u0000${normalizeTargetText(claim.claim)}`;
  for (const claim of other) counts.set(keyOf(claim), (counts.get(keyOf(claim)) ?? 0) + 1);
  return from.filter((claim) => {
    const left = counts.get(keyOf(claim)) ?? 0;
    if (left > 0) counts.set(keyOf(claim), left - 1);
    return left === 0;
  }).map(({ fence, claim, finding }) => ({ fence, claim, finding }));
}

/**
 * What changed from one audit to another (of one run, or of two runs of the same pipeline):
 * sentences whose verdict changed, figures that appeared or disappeared, edges whose status
 * flipped, and how many sentences found no partner.
 */
export function compareAudits(base: AuditedReport, head: AuditedReport): AuditComparison {
  const matched = matchSentences(base.sentences, head.sentences);
  const headEdges = new Map(head.edges.map((edge) => [edge.fence, edge.status]));
  const baseFences = new Set(base.edges.map((edge) => edge.fence));
  return {
    sentences: {
      matchedByText: matched.byText,
      matchedByPosition: matched.pairs.length - matched.byText,
      unmatched: { base: matched.unmatchedBase.map(ref), head: matched.unmatchedHead.map(ref) },
      changed: matched.pairs
        .filter(([a, b]) => a.verdict !== b.verdict)
        .sort(([a], [b]) => a.index - b.index)
        .map(([a, b]) => ({ base: ref(a), head: ref(b) })),
    },
    figures: { appeared: missingFrom(head.claims, base.claims), disappeared: missingFrom(base.claims, head.claims) },
    edges: {
      flipped: base.edges.filter((edge) => headEdges.has(edge.fence) && headEdges.get(edge.fence) !== edge.status).map((edge) => ({ fence: edge.fence, base: edge.status, head: headEdges.get(edge.fence)! })),
      onlyBase: base.edges.filter((edge) => !headEdges.has(edge.fence)).map((edge) => edge.fence),
      onlyHead: head.edges.filter((edge) => !baseFences.has(edge.fence)).map((edge) => edge.fence),
    },
  };
}

/**
 * The regression a nightly gate looks for: sentences that are ✗ now and were not ✗ in the
 * baseline, a paired sentence whose verdict turned not-found or a new ✗ sentence the baseline
 * has no partner for. A sentence ✗ on both sides, or one that got better, is not among them.
 */
export function newlyNotFound(comparison: Pick<AuditComparison, "sentences">): SentenceRef[] {
  const turned = comparison.sentences.changed.filter(({ base, head }) => head.verdict === "not-found" && base.verdict !== "not-found").map(({ head }) => head);
  const added = comparison.sentences.unmatched.head.filter((sentence) => sentence.verdict === "not-found");
  return [...turned, ...added].sort((a, b) => a.index - b.index);
}
