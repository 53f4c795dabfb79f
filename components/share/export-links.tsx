import type { ExportFormat } from "@/lib/api/share";

/**
 * Download links for an audit: the `audit/` zip and the self-contained HTML report. `hrefFor`
 * comes from lib/client/share (auditExportUrl for the run page, sharedExportUrl on a share link).
 */
export function ExportLinks({ hrefFor }: { hrefFor: (format: ExportFormat) => string }) {
  const style = "rounded-md border border-zinc-300 px-2.5 py-1 text-xs font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900";
  return (
    <div className="flex items-center gap-2" data-testid="export-links">
      <a href={hrefFor("zip")} download className={style} data-testid="export-zip">
        Download audit (.zip)
      </a>
      <a href={hrefFor("html")} download className={style} data-testid="export-html">
        HTML report
      </a>
    </div>
  );
}
