import type { ChainHop } from "../cascade";

/**
 * Which of an audit's claims are about the report: those of fences `aboutReport` says audit it;
 * an imported audit with none of those (audit-fence logs name no target) offers all its claims.
 * Fences keep the order they first appear in, claims their record order within a fence. The
 * server's stored audits and the CLI's baseline file both choose their report claims here.
 */
export function reportClaims(claims: readonly ChainHop[], aboutReport: (fence: string) => boolean, imported: boolean): ChainHop[] {
  const about = claims.filter(({ fence }) => aboutReport(fence));
  const chosen = about.length || !imported ? about : [...claims];
  const fenceOrder = new Map<string, number>();
  for (const { fence } of chosen) if (!fenceOrder.has(fence)) fenceOrder.set(fence, fenceOrder.size);
  return chosen.sort((a, b) => fenceOrder.get(a.fence)! - fenceOrder.get(b.fence)! || a.claim.id - b.claim.id);
}
