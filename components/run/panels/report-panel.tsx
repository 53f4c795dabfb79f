"use client";

import { useRunReport } from "@/lib/client/run-view";
import { PanelFrame } from "./panel-frame";
import { ReportView } from "./report-view";

export function ReportPanel({ runId, hasReport, onClose }: { runId: string; hasReport: boolean; onClose: () => void }) {
  const report = useRunReport(runId, hasReport);
  return (
    <PanelFrame testId="report-panel" title="Final report" subtitle={report.data ? <span className="font-mono">{report.data.path}</span> : null} onClose={onClose}>
      {!hasReport && <p className="px-4 py-6 text-sm text-zinc-500">This run has no final report.</p>}
      {hasReport && report.isPending && <p className="px-4 py-6 text-sm text-zinc-500">Loading the report…</p>}
      {report.isError && <p role="alert" className="px-4 py-6 text-sm text-red-700 dark:text-red-400">Could not load the report: {report.error.message}</p>}
      {report.data && <ReportView document={report.data} />}
    </PanelFrame>
  );
}
