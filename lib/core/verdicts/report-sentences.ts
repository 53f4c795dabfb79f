import { indexClaims, parseFenceName, traceClaim, worstFinding, type ChainHop, type Finding } from "../cascade";
import type { ClaimRecord } from "../records";
import { splitSentences } from "../sentences";
import { placeClaims } from "./place-claims";
import type { FigureSearch, ReportSentence, SentenceFigure, SentenceVerdict } from "./types";

type ClaimIndex = Parameters<typeof traceClaim>[1];

/** What a not-found claim was searched for: the auditor's recorded pattern (`metadata.searched`), else the figure as written. */
export function searchedPattern(claim: ClaimRecord): string {
  const pattern = claim.metadata.searched;
  return typeof pattern === "string" && pattern ? pattern : claim.claim;
}

function searchedAt(hop: ChainHop): FigureSearch {
  const parsed = parseFenceName(hop.fence);
  return {
    pattern: searchedPattern(hop.claim),
    sources: parsed ? (parsed.grounding ? [`${parsed.target}/calls`] : parsed.sources) : [],
  };
}

/** One figure of a sentence, walked back along its chain to a tool call line or to where it breaks. */
export function figureOf(start: ChainHop, index: ClaimIndex): SentenceFigure {
  const chain = traceClaim(start, index);
  let broken: ChainHop | null = null;
  for (const hop of chain.hops) if (hop.claim.finding === "not-found") broken = hop;
  const ownFinding = worstFinding([start.claim.finding]);
  const hop = broken?.fence ?? chain.brokenAt?.fence ?? chain.hops[chain.hops.length - 1].fence;
  return {
    claim: start.claim.claim,
    finding: broken ? "not-found" : ownFinding,
    ownFinding,
    hop,
    upstream: hop !== start.fence,
    source: chain.source && { agent: chain.source.agent, file: `${chain.source.agent}/${chain.source.outputFile}`, line: chain.source.line },
    searched: broken && searchedAt(broken),
    nearest: broken?.claim.nearest ?? [],
    fence: start.fence,
    id: start.claim.id,
  };
}

/** ✗ when a figure or its chain is not found, else ✓ when one is found, else ? (no figure, or only uncheckable ones). */
export function sentenceVerdict(figures: readonly Pick<SentenceFigure, "finding">[]): SentenceVerdict {
  if (figures.some((figure) => figure.finding === "not-found")) return "✗";
  return figures.some((figure) => figure.finding === "found") ? "✓" : "?";
}

/**
 * The one decision of a report sentence's verdict. Each sentence of `document` (splitSentences
 * offsets) gets the claims of the report hop about its own text (`placeClaims`), each walked
 * back through `index` (the cascade's claims by fence, with their upstream links): a figure
 * found in the report but invented upstream is not-found, with the hop where it broke.
 */
export function reportSentences(document: string, claims: readonly ChainHop[], index: ClaimIndex): ReportSentence[] {
  const sentences = splitSentences(document);
  const placed = placeClaims(
    document,
    sentences,
    claims.map((hop) => hop.claim),
  );
  const figures = sentences.map((): SentenceFigure[] => []);
  claims.forEach((hop, i) => {
    if (placed[i] >= 0) figures[placed[i]].push(figureOf(hop, index));
  });
  return sentences.map((sentence, i) => ({ ...sentence, verdict: sentenceVerdict(figures[i]), figures: figures[i] }));
}

/** `reportSentences` for one audit on its own (no upstream hops): a document checked against its sources. */
export function auditSentences(document: string, audit: { fence: string; claims: readonly ClaimRecord[] }): ReportSentence[] {
  return reportSentences(
    document,
    audit.claims.map((claim) => ({ fence: audit.fence, claim })),
    indexClaims([audit]),
  );
}

/** A verdict in the words the API and the cascade files use. */
export const VERDICT_FINDING: Readonly<Record<SentenceVerdict, Finding>> = { "✓": "found", "✗": "not-found", "?": "unchecked" };

export function verdictCounts(sentences: readonly Pick<ReportSentence, "verdict">[]): Record<SentenceVerdict, number> {
  const counts: Record<SentenceVerdict, number> = { "✓": 0, "✗": 0, "?": 0 };
  for (const sentence of sentences) counts[sentence.verdict]++;
  return counts;
}
