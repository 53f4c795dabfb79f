"use client";

import { useRunAccess } from "@/lib/client/run-access";
import { auditExportUrl } from "@/lib/client/share";

/** Download links for an audit, through the page's run API: the `audit/` zip and the self-contained HTML report. */
export function ExportLinks({ auditId }: { auditId: string }) {
  const { api } = useRunAccess();
  const style = "rounded-md border border-zinc-300 px-2.5 py-1 text-xs font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900";
  return (
    <div className="flex items-center gap-2" data-testid="export-links">
      <a href={auditExportUrl(api, auditId, "zip")} download className={style} data-testid="export-zip">
        Download audit (.zip)
      </a>
      <a href={auditExportUrl(api, auditId, "html")} download className={style} data-testid="export-html">
        HTML report
      </a>
    </div>
  );
}
