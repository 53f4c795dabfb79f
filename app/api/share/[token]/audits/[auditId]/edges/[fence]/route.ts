import { orNotFound } from "@/lib/server/http";
import { getEdgeAudit } from "@/lib/server/repos/run-audits";
import { requiredFrozenAudit, shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** One fence's verdict in the frozen audit: counts, claims with evidence, rejections. */
export const GET = shareRoute(async (db, access, { auditId, fence }: { auditId: string; fence: string }) => {
  return orNotFound(await getEdgeAudit(db, access.runId, requiredFrozenAudit(access, auditId), decodeURIComponent(fence)), "Audit edge");
});
