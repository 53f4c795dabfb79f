import { strToU8, zipSync } from "fflate";
import { cascadeClaimsJsonl, cascadeEnforcementLog, cascadeJson } from "@/lib/core/cascade";
import { reviewsJsonl, type Review } from "@/lib/core/reviews";
import type { StoredCascade } from "./stored-cascade";

/**
 * The audit as a zip of the three `audit/` files (spec §6.4 "Files"). Unzipped beside a bundle's
 * manifest, the `audit/` folder is what Cairn's ingest and audit-fence tooling read back. The
 * run's reviews go beside it in `reviews.jsonl`, outside `audit/`, where ingest would read every
 * `.jsonl` as claims.
 */
export function auditZip({ cascade, meta }: StoredCascade, reviews: readonly Review[]): Uint8Array<ArrayBuffer> {
  // Flat paths, so the archive holds just the three files and no directory entry.
  // fflate allocates a plain ArrayBuffer; its typings just do not say so.
  return zipSync({
    "audit/cascade.json": strToU8(cascadeJson(cascade, meta)),
    "audit/claims.jsonl": strToU8(cascadeClaimsJsonl(cascade)),
    "audit/enforcement_log.jsonl": strToU8(cascadeEnforcementLog(cascade)),
    "reviews.jsonl": strToU8(reviewsJsonl(reviews)),
  }) as Uint8Array<ArrayBuffer>;
}
