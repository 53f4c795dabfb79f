"use client";

import { useReportVerdicts } from "@/lib/client/audits";
import { ChainPanel } from "../chain/chain-panel";
import { ReportVerdicts } from "../report/report-verdicts";
import { ResizableSplit } from "../resizable-split";
import { PanelFrame } from "./panel-frame";

interface ReportPanelProps {
  hasReport: boolean;
  /** The audit whose verdicts colour the sentences; null before any audit (every sentence "not audited"). */
  auditId: string | null;
  claimId: string | null;
  onOpenClaim: (claimId: string | null) => void;
  /** Opens a hop of the cascade (where a figure's chain breaks) on the page. */
  onOpenFence: (fence: string) => void;
  onClose: () => void;
}

/** The final report by sentence verdict and, beside it (resizable; dragging the report away leaves the chain), the chain of the open claim. */
export function ReportPanel({ hasReport, auditId, claimId, onOpenClaim, onOpenFence, onClose }: ReportPanelProps) {
  const report = useReportVerdicts(auditId);
  const sentence = claimId ? report.data?.sentences.find((candidate) => candidate.claimIds.includes(claimId)) : undefined;
  const sentenceClaims = sentence?.claimIds ?? [];
  const chainAudit = auditId ?? report.data?.auditId ?? null;
  const reportView = (
    <PanelFrame testId="report-panel" title="Final report" subtitle={report.data ? <span className="font-mono">{report.data.path}</span> : null} onClose={onClose}>
      {!hasReport && <p className="px-4 py-6 text-sm text-zinc-500">This run has no final report.</p>}
      {hasReport && report.isPending && <p className="px-4 py-6 text-sm text-zinc-500">Loading the report…</p>}
      {hasReport && report.isError && (
        <p role="alert" className="px-4 py-6 text-sm text-red-700 dark:text-red-400">
          Could not load the report: {report.error.message}
        </p>
      )}
      {report.data && <ReportVerdicts report={report.data} selectedClaim={claimId} onOpenSentence={(opened) => onOpenClaim((opened.figures.find((figure) => figure.finding === "not-found") ?? opened.figures[0])?.claimId ?? null)} />}
    </PanelFrame>
  );
  return (
    <ResizableSplit
      id="report-chain"
      sideLabel="claim chain"
      main={reportView}
      side={
        claimId && chainAudit ? (
          <ChainPanel auditId={chainAudit} claimId={claimId} sentenceClaims={sentenceClaims} figures={sentence?.figures} onOpenClaim={onOpenClaim} onOpenFence={onOpenFence} onClose={() => onOpenClaim(null)} />
        ) : null
      }
      sideWidth="50%"
      mainMinWidth={0}
      sideMinWidth={260}
    />
  );
}
