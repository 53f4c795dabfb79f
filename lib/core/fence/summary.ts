import type { ClaimRecord, RejectionRecord } from "../records";

/**
 * AuditResult.summary (spec §8.3): `total`, `rejections`, then one count per finding (an empty
 * finding counts as `unknown`). As in Python, a finding named `total` or `rejections` overwrites
 * that key.
 */
export function summarizeClaims(claims: readonly ClaimRecord[], rejections: readonly RejectionRecord[]): Record<string, number> {
  const findingCounts = new Map<string, number>();
  for (const claim of claims) {
    const finding = claim.finding || "unknown";
    findingCounts.set(finding, (findingCounts.get(finding) ?? 0) + 1);
  }
  return { total: claims.length, rejections: rejections.length, ...Object.fromEntries(findingCounts) };
}
