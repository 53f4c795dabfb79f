import { figureMagnitudes } from "../facts";
import { normalize } from "../matching";
import type { ClaimRecord } from "../records";
import type { AuditResult } from "./types";

const OUTPUT_FILE = /^(.+?)_output(?:_\d+)?\.txt$/;
const GREP_PREFIX = /^[^\n:]+:\d+:/;

/** The upstream node a claim's evidence came from, when it cites an `{U}_output.txt` file. */
export function upstreamOfEvidence(claim: ClaimRecord): string | null {
  return OUTPUT_FILE.exec(claim.search_file)?.[1] ?? null;
}

/** Evidence without its `path:N:` prefix, trimmed and normalised as claim-in-document text is. */
function evidenceText(evidence: string): string {
  return normalize(evidence.trim().replace(GREP_PREFIX, ""));
}

/**
 * The same figure: the upstream claim is written as the downstream claim's matched source text,
 * or both write the same numbers (`0.3 pp` / `0.3`, `+35 bp` / `35.0`, `4.2B` / `4.2 billion`).
 * Never a figure whose digits merely contain the other's (`3` in `3,052,971`).
 */
function sameFigure(candidateClaim: string, rawValue: string): boolean {
  if (candidateClaim === rawValue) return true;
  // Sorted: a score "109-101" is found as the row "101 | 109".
  const written = figureMagnitudes(candidateClaim).sort((a, b) => a - b);
  const matched = figureMagnitudes(rawValue).sort((a, b) => a - b);
  return written.length > 0 && written.length === matched.length && written.every((value, index) => value === matched[index]);
}

const contentWords = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= 4));

function sharedWords(words: ReadonlySet<string>, text: string): number {
  let shared = 0;
  for (const word of contentWords(text)) if (words.has(word)) shared++;
  return shared;
}

function lineSpan(document: string, text: string): [number, number] | null {
  const at = document.indexOf(text);
  if (at === -1) return null;
  const first = document.slice(0, at).split("\n").length;
  return [first, first + text.split("\n").length - 1];
}

interface Candidate {
  fence: string;
  claim: ClaimRecord;
  normalizedClaimInDocument: string;
  lines: [number, number] | null;
}

/**
 * Links claims across adjacent audits (spec §6.4 "Linking"): a claim whose evidence came from U's
 * output points at the claim, in an audit of U's output, whose claim-in-document text contains the
 * evidence (or is contained in it) and that states the same figure, never another one; among
 * several, prefer one whose sentence covers the cited line, then a found claim. Mutates the claims'
 * `upstream_fence` / `upstream_id` and returns how many were linked.
 */
export function linkClaims(results: readonly AuditResult[], documents: Readonly<Record<string, string>>): number {
  const byTarget = new Map<string, Candidate[]>();
  for (const result of results) {
    const document = documents[result.target] ?? "";
    const list = byTarget.get(result.target) ?? [];
    for (const claim of result.claims) {
      list.push({ fence: result.fence, claim, normalizedClaimInDocument: normalize(claim.claim_in_document), lines: lineSpan(document, claim.claim_in_document) });
    }
    byTarget.set(result.target, list);
  }

  let linked = 0;
  for (const result of results) {
    for (const claim of result.claims) {
      const upstream = upstreamOfEvidence(claim);
      if (upstream === null || claim.finding === "not-found") continue;
      const evidence = evidenceText(claim.evidence);
      if (!evidence) continue;
      const rawValue = normalize(claim.raw_value);
      if (!rawValue) continue;
      const onCitedLine = (candidate: Candidate) => candidate.lines !== null && candidate.lines[0] <= claim.search_line && claim.search_line <= candidate.lines[1];
      const quoted = (candidate: Candidate) =>
        candidate.normalizedClaimInDocument !== "" &&
        (candidate.normalizedClaimInDocument.includes(evidence) || evidence.includes(candidate.normalizedClaimInDocument));
      // The same figure first, then the cited line (or quoted sentence): never another figure,
      // which would hide that the figure itself was never found upstream.
      const matches = (byTarget.get(upstream) ?? []).filter(
        (candidate) => (onCitedLine(candidate) || quoted(candidate)) && sameFigure(normalize(candidate.claim.claim), rawValue),
      );
      if (matches.length === 0) continue;
      // Among several (the same figure in two sentences of the line), the sentence whose words
      // (the site, the player, the segment) match the claim's own sentence.
      const words = contentWords(claim.claim_in_document);
      const score = (candidate: Candidate) =>
        (quoted(candidate) ? 1000 : 0) + 10 * sharedWords(words, candidate.claim.claim_in_document) + (candidate.claim.finding === "found" ? 1 : 0);
      const best = matches.reduce((top, candidate) => (score(candidate) > score(top) ? candidate : top));
      claim.upstream_fence = best.fence;
      claim.upstream_id = best.claim.id;
      linked++;
    }
  }
  return linked;
}
