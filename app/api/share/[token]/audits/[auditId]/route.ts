import { getAudit } from "@/lib/server/audits";
import { requiredFrozenAudit, shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The frozen audit with its per-fence results; any other audit is not found. */
export const GET = shareRoute(async (db, access, { auditId }: { auditId: string }) => ({ audit: await getAudit(db, access.runId, requiredFrozenAudit(access, auditId)) }));
