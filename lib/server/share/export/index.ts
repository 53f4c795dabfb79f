import type { ExportFormat } from "@/lib/api/share";
import type { Db } from "../../db";
import { exportedReviews } from "../../reviews";
import { auditZip } from "./audit-zip";
import { renderHtmlReport } from "./html-report";
import { loadHtmlReportData } from "./report-data";
import { loadStoredCascade } from "./stored-cascade";

export { auditZip } from "./audit-zip";
export { renderHtmlReport } from "./html-report";
export { dagSvg, type DagEdge } from "./dag-svg";
export { escapeHtml } from "./escape-html";
export { loadHtmlReportData, type HtmlReportData, type NotFoundClaim } from "./report-data";
export { loadStoredCascade, type StoredCascade } from "./stored-cascade";

export interface AuditExport {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  filename: string;
}

/** ASCII letters, digits, dot and dash only, so the name is safe in a Content-Disposition header. */
const fileStem = (name: string) => name.replace(/[^A-Za-z0-9.-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80) || "run";

/** One finished audit of a run as a download: the `audit/` zip or the self-contained HTML report. */
export async function exportAudit(db: Db, runId: string, auditId: string, format: ExportFormat, now = new Date()): Promise<AuditExport> {
  if (format === "zip") {
    const stored = await loadStoredCascade(db, runId, auditId);
    const run = await db.run.findUniqueOrThrow({ where: { id: runId }, select: { name: true } });
    const { reviews } = await exportedReviews(db, runId, auditId);
    return { body: auditZip(stored, reviews), contentType: "application/zip", filename: `${fileStem(run.name)}-audit.zip` };
  }
  const data = await loadHtmlReportData(db, runId, auditId);
  return {
    body: new TextEncoder().encode(renderHtmlReport(data, now)),
    contentType: "text/html; charset=utf-8",
    filename: `${fileStem(data.runName)}-audit.html`,
  };
}

/** The response for an export: always a download, never rendered in Cairn's own origin. */
export function exportResponse(file: AuditExport): Response {
  return new Response(file.body, {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "no-store",
    },
  });
}
