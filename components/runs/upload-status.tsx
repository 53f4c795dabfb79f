import Link from "next/link";
import type { UploadState } from "@/lib/client";

const formatBytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

function Bar({ value, label }: { value: number | null; label: string }) {
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value === null ? undefined : Math.round(value * 100)}
        className="h-1.5 overflow-hidden rounded bg-zinc-200 dark:bg-zinc-800"
      >
        <div className={`h-full bg-zinc-900 dark:bg-zinc-100 ${value === null ? "w-1/3 animate-pulse" : ""}`} style={value === null ? undefined : { width: `${value * 100}%` }} />
      </div>
      <p className="mt-1 text-xs text-zinc-500">{label}</p>
    </div>
  );
}

function processingLabel(state: Extract<UploadState, { stage: "processing" }>): { value: number | null; label: string } {
  const event = state.event;
  if (!event) return { value: null, label: "Upload complete; the server is opening the bundle…" };
  if (event.phase === "extracting") return { value: event.bytesTotal ? event.bytesRead / event.bytesTotal : null, label: `Extracting: ${event.entries} entries read` };
  if (event.phase === "parsing") return { value: event.files ? event.filesRead / event.files : null, label: `Reading: ${event.filesRead} of ${event.files} files` };
  const total = event.filesTotal + event.toolCallsTotal;
  return {
    value: total ? (event.filesStored + event.toolCallsStored) / total : null,
    label: `Storing: ${event.filesStored}/${event.filesTotal} files, ${event.toolCallsStored}/${event.toolCallsTotal} tool calls`,
  };
}

export function UploadStatus({ state, onRetryAsDuplicate, onDismiss }: { state: UploadState; onRetryAsDuplicate: () => void; onDismiss: () => void }) {
  if (state.stage === "idle") return null;
  return (
    <div data-testid="upload-status" className="mt-3 rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800">
      <div className="flex items-center justify-between gap-2">
        <span className="truncate font-mono text-xs">{state.label}</span>
        {(state.stage === "done" || state.stage === "failed") && (
          <button type="button" onClick={onDismiss} className="text-xs text-zinc-500 hover:underline">
            Dismiss
          </button>
        )}
      </div>
      {state.stage === "sending" && <Bar value={state.totalBytes ? state.sentBytes / state.totalBytes : null} label={`Uploading ${formatBytes(state.sentBytes)} of ${formatBytes(state.totalBytes)}`} />}
      {state.stage === "processing" && <Bar {...processingLabel(state)} />}
      {state.stage === "failed" && (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-400">
          {state.message}
        </p>
      )}
      {state.stage === "done" && state.answer.status === "created" && (
        <div className="mt-2">
          <p>
            Stored <strong>{state.answer.run.name}</strong>: {state.answer.run.totals.agents} agents, {state.answer.run.totals.toolCalls} tool calls.{" "}
            <Link href={`/runs/${state.answer.run.id}`} className="font-medium underline underline-offset-4">
              Open run
            </Link>
          </p>
          {state.answer.run.warnings.length > 0 && (
            <details className="mt-2 text-amber-700 dark:text-amber-400">
              <summary>{state.answer.run.warnings.length} warning(s)</summary>
              <ul className="mt-1 list-disc pl-5 font-mono text-xs">
                {state.answer.run.warnings.map((warning, i) => (
                  <li key={i}>
                    {warning.file}
                    {warning.line !== undefined ? `:${warning.line}` : ""}: {warning.message}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {state.stage === "done" && state.answer.status === "duplicate" && (
        <p className="mt-2">
          This bundle was already ingested as{" "}
          <Link href={`/runs/${state.answer.run.id}`} className="font-medium underline underline-offset-4">
            {state.answer.run.name}
          </Link>
          .{" "}
          <button type="button" onClick={onRetryAsDuplicate} className="underline underline-offset-4">
            Store another copy
          </button>
        </p>
      )}
    </div>
  );
}
