import { figureMagnitudes } from "../facts";
import { lineIndexAt, lineStarts } from "../lines";
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
 * What identifies a figure across its forms: the numbers written, sorted (a score "109-101" is
 * found as the row "101 | 109"), so `0.3 pp` / `0.3`, `+35 bp` / `35.0` and `4.2B` / `4.2
 * billion` share a key; null when no number is written. Never a figure whose digits merely
 * contain the other's (`3` in `3,052,971`).
 */
function figureKey(text: string): string | null {
  const magnitudes = figureMagnitudes(text).sort((a, b) => a - b);
  return magnitudes.length > 0 ? magnitudes.join(" ") : null;
}

/**
 * `read`, run once per distinct text of one linking pass: a sentence's claims share its text, and
 * the hops of a run restate the same figures.
 */
function perText<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text)!;
    const value = read(text);
    known.set(text, value);
    return value;
  };
}

/** The words of four letters or more a sentence holds. */
const contentWordsOf = (text: string): ReadonlySet<string> => new Set(text.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= 4));

function sharedWords(words: ReadonlySet<string>, other: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of other) if (words.has(word)) shared++;
  return shared;
}

/** The 1-based lines a sentence spans in its document, each sentence located once however many claims it holds. */
function lineSpans(document: string): (text: string) => [number, number] | null {
  let starts: Uint32Array | undefined;
  const known = new Map<string, [number, number] | null>();
  return (text) => {
    if (known.has(text)) return known.get(text)!;
    const at = document.indexOf(text);
    let span: [number, number] | null = null;
    if (at !== -1) {
      starts ??= lineStarts(document);
      const first = lineIndexAt(starts, at) + 1;
      span = [first, first + text.split("\n").length - 1];
    }
    known.set(text, span);
    return span;
  };
}

interface Candidate {
  fence: string;
  claim: ClaimRecord;
  normalizedClaimInDocument: string;
  lines: [number, number] | null;
}

/**
 * What a claim is found by: its figureKey, or (when it writes no number) its normalised text. A
 * claim written as another's matched source text writes the same numbers, so the key covers both.
 */
const findingKey = (text: string) => figureKey(text) ?? `\u0000${text}`;

/** One target's claims, found by the figure they state. */
class UpstreamClaims {
  readonly #byFigure = new Map<string, Candidate[]>();

  /** `key`: the findingKey of the candidate's claim, normalised. */
  add(key: string, candidate: Candidate): void {
    const list = this.#byFigure.get(key);
    if (list) list.push(candidate);
    else this.#byFigure.set(key, [candidate]);
  }

  /** The claims whose key is `key` (the findingKey of a normalised raw value), in the order they were added. */
  sameFigure(key: string): readonly Candidate[] {
    return this.#byFigure.get(key) ?? [];
  }
}

/** A claim that can be linked: it quotes, as found, the output of another node. */
function citedUpstream(claim: ClaimRecord): string | null {
  return claim.finding === "not-found" ? null : upstreamOfEvidence(claim);
}

/**
 * Links claims across adjacent audits (spec §6.4 "Linking"): a claim whose evidence came from U's
 * output points at the claim, in an audit of U's output, whose claim-in-document text contains the
 * evidence (or is contained in it) and that states the same figure, never another one; among
 * several, prefer one whose sentence covers the cited line, then a found claim.
 *
 * Audits are added as they finish, in any order: an audit's claims are linked as soon as every
 * audit of the outputs they cite has been added, so a caller can store them while later hops are
 * still audited. The links do not depend on that order: each node's candidates are taken in the
 * plan's order.
 */
export class ClaimLinker {
  readonly #normalized = perText(normalize);
  readonly #figureOf = perText(findingKey);
  readonly #contentWords = perText(contentWordsOf);
  /** A line's claims cite the same evidence. */
  readonly #evidence = perText(evidenceText);
  readonly #position = new Map<string, number>();
  /** Per target: its audits not added yet. */
  readonly #unfinished = new Map<string, number>();
  /** Per target: the added audits' candidates, by plan position, until every audit of it is added. */
  readonly #added = new Map<string, { position: number; candidates: [string, Candidate][] }[]>();
  /** The targets whose audits are all added. */
  readonly #byTarget = new Map<string, UpstreamClaims>();
  readonly #spans = new Map<string, (text: string) => [number, number] | null>();
  /** Added audits whose claims cite a target still being audited. */
  #waiting: { result: AuditResult; upstreams: Set<string> }[] = [];
  /** How many claims were linked so far. */
  linked = 0;

  /** `plan`: every audit to be added (its fence and target), in the plan's order; `documents`: what each target wrote. */
  constructor(
    plan: readonly { fence: string; target: string }[],
    private readonly documents: Readonly<Record<string, string>>,
  ) {
    plan.forEach(({ fence, target }, position) => {
      this.#position.set(fence, position);
      this.#unfinished.set(target, (this.#unfinished.get(target) ?? 0) + 1);
    });
  }

  /** Adds one finished audit; returns the audits whose claims are now linked (it, or ones that waited for it). */
  add(result: AuditResult): AuditResult[] {
    this.#index(result);
    const upstreams = new Set<string>();
    for (const claim of result.claims) {
      const upstream = citedUpstream(claim);
      if (upstream !== null && this.#unfinished.get(upstream)) upstreams.add(upstream);
    }
    this.#waiting.push({ result, upstreams });
    const ready: AuditResult[] = [];
    this.#waiting = this.#waiting.filter((waiting) => {
      for (const upstream of waiting.upstreams) if (this.#byTarget.has(upstream)) waiting.upstreams.delete(upstream);
      if (waiting.upstreams.size > 0) return true;
      this.#link(waiting.result);
      ready.push(waiting.result);
      return false;
    });
    return ready;
  }

  /** The audit's claims as candidates for the claims downstream of its target. */
  #index(result: AuditResult): void {
    let spanOf = this.#spans.get(result.target);
    if (!spanOf) this.#spans.set(result.target, (spanOf = lineSpans(this.documents[result.target] ?? "")));
    const candidates = result.claims.map((claim): [string, Candidate] => [
      this.#figureOf(this.#normalized(claim.claim)),
      { fence: result.fence, claim, normalizedClaimInDocument: this.#normalized(claim.claim_in_document), lines: spanOf(claim.claim_in_document) },
    ]);
    const added = this.#added.get(result.target) ?? [];
    added.push({ position: this.#position.get(result.fence) ?? this.#position.size, candidates });
    const unfinished = (this.#unfinished.get(result.target) ?? 1) - 1;
    this.#unfinished.set(result.target, unfinished);
    if (unfinished > 0) {
      this.#added.set(result.target, added);
      return;
    }
    this.#added.delete(result.target);
    const upstream = new UpstreamClaims();
    for (const audit of added.sort((a, b) => a.position - b.position)) for (const [key, candidate] of audit.candidates) upstream.add(key, candidate);
    this.#byTarget.set(result.target, upstream);
  }

  #link(result: AuditResult): void {
    for (const claim of result.claims) {
      const upstream = citedUpstream(claim);
      if (upstream === null) continue;
      const evidence = this.#evidence(claim.evidence);
      if (!evidence) continue;
      const rawValue = this.#normalized(claim.raw_value);
      if (!rawValue) continue;
      // The same figure first, then the cited line (or quoted sentence): never another figure,
      // which would hide that the figure itself was never found upstream. Among several (the
      // same figure in two sentences of the line), the sentence whose words (the site, the
      // player, the segment) match the claim's own sentence; the first of equals wins.
      let best: Candidate | null = null;
      let bestScore = -1;
      let words: ReadonlySet<string> | undefined;
      for (const candidate of this.#byTarget.get(upstream)?.sameFigure(this.#figureOf(rawValue)) ?? []) {
        const quoted =
          candidate.normalizedClaimInDocument !== "" &&
          (candidate.normalizedClaimInDocument.includes(evidence) || evidence.includes(candidate.normalizedClaimInDocument));
        const onCitedLine = candidate.lines !== null && candidate.lines[0] <= claim.search_line && claim.search_line <= candidate.lines[1];
        if (!quoted && !onCitedLine) continue;
        words ??= this.#contentWords(claim.claim_in_document);
        const score = (quoted ? 1000 : 0) + 10 * sharedWords(words, this.#contentWords(candidate.claim.claim_in_document)) + (candidate.claim.finding === "found" ? 1 : 0);
        if (score > bestScore) [best, bestScore] = [candidate, score];
      }
      if (best === null) continue;
      claim.upstream_fence = best.fence;
      claim.upstream_id = best.claim.id;
      this.linked++;
    }
  }
}

/** Links the claims of every audit of a cascade at once (ClaimLinker); mutates the claims' `upstream_fence` / `upstream_id` and returns how many were linked. */
export function linkClaims(results: readonly AuditResult[], documents: Readonly<Record<string, string>>): number {
  const linker = new ClaimLinker(results, documents);
  for (const result of results) linker.add(result);
  return linker.linked;
}
