import { exportQuery } from "@/lib/api/share";
import { getDb } from "@/lib/server/db";
import { notFound, route } from "@/lib/server/http";
import { exportAudit, exportResponse, resolveShareLink } from "@/lib/server/share";

export const dynamic = "force-dynamic";

/** The frozen audit of a share link as a download, like the run page's export. */
export const GET = route({ query: exportQuery }, async (_request, { params }: { params: Promise<{ token: string }> }, { query }) => {
  const { token } = await params;
  const db = getDb();
  const access = await resolveShareLink(db, token);
  if (!access.auditId) throw notFound("Audit");
  return exportResponse(await exportAudit(db, access.runId, access.auditId, query.format));
});
