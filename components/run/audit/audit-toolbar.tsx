"use client";

import { useState } from "react";
import type { AuditDetail, AuditorOptionDto, AuditSummary } from "@/lib/api";
import { isAuditInProgress, useCancelAudit, useStartAudit } from "@/lib/client/audits";
import { useAuditors } from "@/lib/client/provenance";
import { plural } from "../format";
import { AuditUsage } from "./audit-usage";

interface AuditToolbarProps {
  runId: string;
  /** The run's audits, newest first; undefined while loading. */
  audits: AuditSummary[] | undefined;
  /** The audit the page shows (live while it runs). */
  shown: AuditSummary | AuditDetail | null;
  onShow: (auditId: string) => void;
}

const AUDITOR_NAMES: Record<AuditorOptionDto["kind"], string> = { mechanical: "Mechanical", hybrid: "Hybrid (mechanical + model)", llm: "LLM" };

const button = "rounded-md border px-3 py-1 text-sm font-medium disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-blue-500";

/** Choose an auditor and run it; follow a running audit's progress (and cancel it); switch between the run's audits. */
export function AuditToolbar({ runId, audits, shown, onShow }: AuditToolbarProps) {
  const auditors = useAuditors();
  const start = useStartAudit(runId);
  const cancel = useCancelAudit(runId);
  const [auditor, setAuditor] = useState<AuditorOptionDto["kind"]>("mechanical");
  // An audit started here keeps its progress bar when it ends, so its outcome is seen even when it ran in a second.
  const [startedId, setStartedId] = useState<string | null>(null);
  const running = audits?.find((audit) => isAuditInProgress(audit.status)) ?? null;
  const unavailable = auditors.data?.filter((option) => !option.available) ?? [];

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="audit-toolbar">
      <label className="sr-only" htmlFor="auditor-choice">
        Auditor
      </label>
      <select
        id="auditor-choice"
        data-testid="auditor-choice"
        value={auditor}
        onChange={(event) => setAuditor(event.target.value as AuditorOptionDto["kind"])}
        title={unavailable.map((option) => `${AUDITOR_NAMES[option.kind]}: ${option.reason ?? "not available"}`).join("\n") || undefined}
        className="max-w-48 rounded-md border border-zinc-300 bg-transparent px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950"
      >
        {(auditors.data ?? [{ kind: "mechanical", available: true } satisfies AuditorOptionDto]).map((option) => (
          <option key={option.kind} value={option.kind} disabled={!option.available} data-testid={`auditor-${option.kind}`}>
            {AUDITOR_NAMES[option.kind]}
            {option.model ? ` · ${option.model}` : ""}
            {option.available ? "" : ` — unavailable: ${option.reason ?? "not configured"}`}
          </option>
        ))}
      </select>
      <button
        type="button"
        data-testid="run-audit"
        disabled={start.isPending || running !== null}
        title={running ? "An audit is already running on this run" : undefined}
        onClick={() =>
          start.mutate(auditor, {
            onSuccess: (audit) => {
              setStartedId(audit.id);
              onShow(audit.id);
            },
          })
        }
        className={`${button} border-zinc-900 bg-zinc-900 text-white hover:bg-zinc-700 dark:border-zinc-100 dark:bg-zinc-100 dark:text-zinc-900`}
      >
        {start.isPending ? "Starting…" : "Run audit"}
      </button>
      {start.isError && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-400">
          {start.error.message}
        </span>
      )}
      {shown && (isAuditInProgress(shown.status) || shown.id === startedId) && (
        <AuditProgress audit={shown} cancelling={cancel.isPending} onCancel={() => cancel.mutate(shown.id)} />
      )}
      {audits && audits.length > 0 && <AuditHistory audits={audits} shownId={shown?.id ?? null} onShow={onShow} />}
      {shown && !isAuditInProgress(shown.status) && <AuditUsage usage={shown.usage} />}
    </div>
  );
}

/** Hops done of all planned, and the hops the auditor is on (once the audit's per-fence results have loaded). */
function AuditProgress({ audit, cancelling, onCancel }: { audit: AuditSummary | AuditDetail; cancelling: boolean; onCancel: () => void }) {
  const { progressDone: done, progressTotal: total } = audit;
  const live = isAuditInProgress(audit.status);
  const running = live && "edgeResults" in audit ? audit.edgeResults.filter((result) => result.status === "running").map((result) => result.fence) : [];
  return (
    <div className="flex items-center gap-2 text-xs" data-testid="audit-progress" data-status={audit.status} data-done={done} data-total={total} data-running={running.join(" ") || undefined}>
      <progress
        value={total ? done : undefined}
        max={total || undefined}
        aria-label="Audit progress"
        className="h-2 w-28 overflow-hidden rounded bg-zinc-200 [&::-webkit-progress-bar]:bg-zinc-200 [&::-webkit-progress-value]:bg-blue-600 dark:[&::-webkit-progress-bar]:bg-zinc-800"
      />
      <span aria-live="polite" className="text-zinc-600 tabular-nums dark:text-zinc-400">
        {audit.status === "queued" ? "queued" : `${done} / ${total} hops`}
        {running.length > 0 && (
          <>
            {" · "}
            <span data-testid="audit-running-hop" className="font-mono">
              {running[0]}
              {running.length > 1 ? ` +${running.length - 1}` : ""}
            </span>
          </>
        )}
        {" · "}
        {plural(audit.claimCount, "claim")}
        {!live && <span className={audit.status === "done" ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}> · {audit.status === "done" ? "✓ done" : `✗ ${audit.status}`}</span>}
      </span>
      {audit.error && <span className="text-red-700 dark:text-red-400">{audit.error}</span>}
      {live && (
        <button type="button" data-testid="cancel-audit" disabled={cancelling} onClick={onCancel} className={`${button} border-red-300 py-0.5 text-xs text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950`}>
          {cancelling ? "Cancelling…" : "Cancel"}
        </button>
      )}
    </div>
  );
}

const STATUS_WORDS: Record<AuditSummary["status"], string> = { queued: "queued", running: "running", done: "done", failed: "failed", cancelled: "cancelled" };

/** The run's audits, newest first; choosing one puts it in the URL (`?audit=`). */
function AuditHistory({ audits, shownId, onShow }: { audits: AuditSummary[]; shownId: string | null; onShow: (auditId: string) => void }) {
  return (
    <>
      <label className="sr-only" htmlFor="audit-history">
        Audit shown
      </label>
      <select
        id="audit-history"
        data-testid="audit-history"
        value={shownId ?? ""}
        onChange={(event) => onShow(event.target.value)}
        className="max-w-64 rounded-md border border-zinc-300 bg-transparent px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950"
      >
        {audits.map((audit, index) => (
          <option key={audit.id} value={audit.id} data-kind={audit.kind}>
            #{audits.length - index} {audit.kind === "imported" ? "imported" : audit.auditor} · {STATUS_WORDS[audit.status]}
            {audit.allPassed === null ? "" : audit.allPassed ? " · all pass" : " · failures"} · {new Date(audit.createdAt).toLocaleString()}
          </option>
        ))}
      </select>
    </>
  );
}
