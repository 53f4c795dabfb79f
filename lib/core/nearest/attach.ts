import { knownFigures, type KnownFigures } from "../figure-index";
import type { ClaimRecord } from "../records";
import { NEAREST_LIMIT, nearestCandidates, type NearestQuery } from "./nearest";

/**
 * Records why each not-found claim was not found: its `nearest` candidates in the audit's source
 * files, searched once for all of them. Claims that already carry candidates are left alone. The
 * files' figure indexes are `known`'s, else those an auditor registered for this `sourceFiles`
 * record (lib/core/figure-index's `rememberFigures`: the mechanical auditor's, for its run).
 */
export function attachNearest(claims: readonly ClaimRecord[], sourceFiles: Readonly<Record<string, string>>, known?: KnownFigures): void {
  const missing: ClaimRecord[] = [];
  const queries: NearestQuery[] = [];
  for (const claim of claims) {
    if (claim.finding !== "not-found" || claim.nearest !== undefined) continue;
    missing.push(claim);
    queries.push({ claim: claim.claim, sentence: claim.claim_in_document });
  }
  if (missing.length === 0) return;
  const candidates = nearestCandidates(queries, sourceFiles, NEAREST_LIMIT, known ?? knownFigures(sourceFiles));
  for (let at = 0; at < missing.length; at++) missing[at].nearest = candidates[at];
}
