import { exportQuery } from "@/lib/api/share";
import { getDb } from "@/lib/server/db";
import { route } from "@/lib/server/http";
import { exportAudit, exportResponse } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** Download a finished audit: `?format=zip` (the `audit/` files, default) or `?format=html` (the report). */
export const GET = route({ query: exportQuery }, async (_request, { params }: { params: Promise<{ runId: string; auditId: string }> }, { query }) => {
  const { runId, auditId } = await params;
  return exportResponse(await exportAudit(getDb(), runId, auditId, query.format));
});
