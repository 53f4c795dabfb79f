import { getChain } from "@/lib/server/audits";
import { requiredFrozenAudit, shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** A claim's chain within the frozen audit; a claim of any other audit is not found. */
export const GET = shareRoute((db, access, { auditId, claimId }: { auditId: string; claimId: string }) => getChain(db, access.runId, requiredFrozenAudit(access, auditId), claimId));
