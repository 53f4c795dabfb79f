import type { FencedClaim } from "@/lib/core/bundle";
import { ClaimIndex, isReportFence } from "./chains";
import { sourcesOfClaim } from "./figures";
import { coincidence, overlap, ReportText, type Span } from "./report-text";
import { countSentence, emptyTally, isMustFlag, type Tally } from "./tally";
import { isSourceFile, type Truth, type TruthSentence, type TruthSource } from "./truth";

/** Why a sentence was judged as it was; format.ts writes each as one or more lines. */
export type Detail =
  /** Not-found claims on the sentence or along its chains. */
  | { kind: "flagged"; claims: FencedClaim[] }
  /** A supported sentence with no checked claim about any of its truth figures. */
  | { kind: "no-checked-claim"; claims: FencedClaim[] }
  /** A supported figure's chain that does not end on a found claim in one of its sources. */
  | { kind: "off-source"; chain: FencedClaim[] }
  | { kind: "truth-sources"; sources: TruthSource[] }
  /** A must-flag sentence flagged, but not at the hop the truth names. */
  | { kind: "other-hop"; fences: string[]; breaksAt: string }
  /** A must-flag sentence left unflagged, with every chain of its claims. */
  | { kind: "missed"; sentence: TruthSentence; chains: FencedClaim[][] };

export interface SentenceScore {
  sentence: TruthSentence;
  ok: boolean;
  flagged: boolean;
  /** Supported sentences only: every checked claim about a truth figure ends on one of its sources. */
  chainRight: boolean;
  details: Detail[];
}

export interface BundleScore {
  sentences: SentenceScore[];
  claims: number;
  reportClaims: number;
  /** Report-hop claims whose claim_in_document is nowhere in the report. */
  unplaced: number;
  tally: Tally;
}

export interface ScoreOptions {
  /** Flag a sentence by its own report-hop claims only, not by what their chains reach. */
  direct?: boolean;
}

/** Each truth sentence's span: its offsets when they hold its text, else its next occurrence. */
function sentenceSpans(report: ReportText, sentences: readonly TruthSentence[]): Span[] {
  let cursor = 0;
  return sentences.map(({ id, text, start, end }) => {
    let span: Span | undefined = start !== undefined && end !== undefined && report.text.slice(start, end) === text ? [start, end] : undefined;
    if (!span) {
      const anywhere = report.spansOf(text);
      span = anywhere.find(([at]) => at >= cursor) ?? anywhere[0];
    }
    if (!span) throw new Error(`truth sentence ${id} is not in the report: ${JSON.stringify(text.slice(0, 60))}`);
    cursor = span[1];
    return span;
  });
}

/**
 * The report-hop claims of each sentence: those whose claim_in_document overlaps it. A snippet
 * found several times is placed where it best coincides with a sentence.
 */
function placeClaims(report: ReportText, spans: readonly Span[], claims: readonly FencedClaim[]): { bySentence: FencedClaim[][]; unplaced: number } {
  const bySentence = spans.map((): FencedClaim[] => []);
  let unplaced = 0;
  for (const claim of claims) {
    const places = report.spansOf(claim.record.claim_in_document);
    if (places.length === 0) {
      unplaced++;
      continue;
    }
    const fit = (place: Span) => Math.max(...spans.map((span) => coincidence(place, span)));
    const best = places.reduce((chosen, place) => (fit(place) > fit(chosen) ? place : chosen));
    spans.forEach((span, i) => {
      if (overlap(best, span) > 0) bySentence[i].push(claim);
    });
  }
  return { bySentence, unplaced };
}

const notFound = (claim: FencedClaim) => claim.record.finding === "not-found";

/** A supported sentence's chains: right when it has checked claims about its figures and each ends on a source of its figure. */
function judgeChains(sentence: TruthSentence, chains: FencedClaim[][]): { right: boolean; details: Detail[] } {
  const byFigure = sentence.sources.some((source) => source.figure !== undefined);
  const checked = chains.flatMap((chain) => {
    if (chain[0].record.finding === "unchecked") return [];
    const allowed = byFigure ? sourcesOfClaim(chain[0].record.claim, sentence.sources) : sentence.sources;
    return allowed && allowed.length > 0 ? [{ chain, allowed }] : [];
  });
  const offSource = checked.filter(({ chain, allowed }) => {
    const last = chain[chain.length - 1].record;
    return last.finding === "not-found" || last.finding === "unchecked" || !allowed.some((source) => isSourceFile(last.search_file, source));
  });
  const details: Detail[] = [];
  if (checked.length === 0) details.push({ kind: "no-checked-claim", claims: chains.map((chain) => chain[0]) });
  for (const { chain } of offSource) details.push({ kind: "off-source", chain });
  if (offSource.length > 0 || checked.length === 0) details.push({ kind: "truth-sources", sources: sentence.sources });
  return { right: checked.length > 0 && offSource.length === 0, details };
}

function scoreSentence(sentence: TruthSentence, chains: FencedClaim[][], options: ScoreOptions): SentenceScore {
  const flags = [...new Set(chains.flatMap((chain) => (options.direct ? chain.slice(0, 1) : chain)).filter(notFound))];
  const flagged = flags.length > 0;
  const flaggedDetail: Detail[] = flagged ? [{ kind: "flagged", claims: flags }] : [];
  if (sentence.label === "supported") {
    const chainsJudged = judgeChains(sentence, chains);
    return { sentence, flagged, chainRight: chainsJudged.right, ok: !flagged && chainsJudged.right, details: [...flaggedDetail, ...chainsJudged.details] };
  }
  if (isMustFlag(sentence.label)) {
    const details: Detail[] = [];
    const fences = [...new Set(flags.map((claim) => claim.fence))].sort();
    if (!flagged) details.push({ kind: "missed", sentence, chains });
    else if (sentence.breaks_at && !fences.includes(sentence.breaks_at)) details.push({ kind: "other-hop", fences, breaksAt: sentence.breaks_at });
    return { sentence, flagged, chainRight: false, ok: flagged, details };
  }
  return { sentence, flagged, chainRight: false, ok: !flagged, details: flaggedDetail };
}

/** Scores an audit's claims (claims.jsonl) against a labelled bundle's ground truth. */
export function scoreBundle(reportText: string, truth: Truth, claims: readonly FencedClaim[], options: ScoreOptions = {}): BundleScore {
  const report = new ReportText(reportText);
  const spans = sentenceSpans(report, truth.sentences);
  const index = new ClaimIndex(claims);
  const reportClaims = claims.filter((claim) => isReportFence(claim.fence));
  const { bySentence, unplaced } = placeClaims(report, spans, reportClaims);
  const tally = emptyTally();
  const sentences = truth.sentences.map((sentence, i) => {
    const score = scoreSentence(sentence, bySentence[i].map((claim) => index.chainOf(claim)), options);
    countSentence(tally, sentence.label, score);
    return score;
  });
  return { sentences, claims: claims.length, reportClaims: reportClaims.length, unplaced, tally };
}
