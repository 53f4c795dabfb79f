import { exportQuery } from "@/lib/api/share";
import { exportAudit, exportResponse, requiredFrozenAudit, shareRoute } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The frozen audit as a download, like the run page's export. */
export const GET = shareRoute({ query: exportQuery }, async (db, access, { auditId }: { auditId: string }, query) =>
  exportResponse(await exportAudit(db, access.runId, requiredFrozenAudit(access, auditId), query.format)),
);
