import type { FencedClaim } from "@/lib/core/bundle";

/** The report hop's fence: `writer->report`, `a+b->report`. */
export const isReportFence = (fence: string) => fence.endsWith("->report");

const keyOf = (fence: string, id: number) => `${fence}\u0000${id}`;

/** An audit's claims by fence and id, to follow the links the cascade made between hops. */
export class ClaimIndex {
  private readonly byKey = new Map<string, FencedClaim>();

  constructor(claims: readonly FencedClaim[]) {
    for (const claim of claims) {
      const key = keyOf(claim.fence, claim.record.id);
      if (!this.byKey.has(key)) this.byKey.set(key, claim);
    }
  }

  /** The claim, then each claim it links to upstream (`upstream_fence` / `upstream_id`), hop by hop, stopping at a cycle. */
  chainOf(claim: FencedClaim): FencedClaim[] {
    const chain = [claim];
    const seen = new Set(chain);
    for (let hop = claim; hop.record.upstream_id >= 0 && hop.record.upstream_fence; ) {
      const next = this.byKey.get(keyOf(hop.record.upstream_fence, hop.record.upstream_id));
      if (!next || seen.has(next)) break;
      seen.add(next);
      chain.push(next);
      hop = next;
    }
    return chain;
  }
}
