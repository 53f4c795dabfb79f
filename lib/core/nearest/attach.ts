import { knownFigures } from "../figure-index";
import type { ClaimRecord } from "../records";
import { NEAREST_LIMIT, nearestCandidates } from "./nearest";
import type { FiguresOf } from "./source-numbers";

/**
 * Records why each not-found claim was not found: its `nearest` candidates in the audit's source
 * files, searched once for all of them. Claims that already carry candidates are left alone. The
 * files' figure indexes are `figuresOf`, else those an auditor registered for this `sourceFiles`
 * record (lib/core/figure-index's `rememberFigures`: the mechanical auditor's, for its run).
 */
export function attachNearest(claims: readonly ClaimRecord[], sourceFiles: Readonly<Record<string, string>>, figuresOf?: FiguresOf): void {
  const missing = claims.filter((claim) => claim.finding === "not-found" && claim.nearest === undefined);
  if (missing.length === 0) return;
  const candidates = nearestCandidates(
    missing.map((claim) => ({ claim: claim.claim, sentence: claim.claim_in_document })),
    sourceFiles,
    NEAREST_LIMIT,
    figuresOf ?? knownFigures(sourceFiles),
  );
  missing.forEach((claim, i) => (claim.nearest = candidates[i]));
}
