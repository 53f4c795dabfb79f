"use client";

import { useToolCall } from "@/lib/client/run-view";
import { formatBytes, formatDuration } from "../format";
import { PanelFrame, PanelSection } from "./panel-frame";
import { TraceText } from "./trace-text";

interface ToolCallDetailProps {
  callId: string;
  /** Text searched in the flat text when it opens (a run search's query). */
  find: string | null;
  /** A line of the flat text scrolled to and marked (a run search's hit). */
  line: number | null;
  onBack: () => void;
  onClose: () => void;
}

/** One tool call: status, timing, input as formatted JSON and its flat text. */
export function ToolCallDetail({ callId, find, line, onBack, onClose }: ToolCallDetailProps) {
  const call = useToolCall(callId);
  if (call.isPending) return <PanelMessage onClose={onClose}>Loading tool call…</PanelMessage>;
  if (call.isError) return <PanelMessage onClose={onClose}>Could not load this tool call: {call.error.message}</PanelMessage>;
  const detail = call.data;
  const failed = detail.status !== "ok";
  return (
    <PanelFrame
      testId="call-panel"
      onClose={onClose}
      title={
        <span className="font-mono">
          #{detail.seq} {detail.tool}
        </span>
      }
      subtitle={
        <button type="button" onClick={onBack} className="hover:underline">
          ← {detail.agent}
        </button>
      }
    >
      <dl className="grid grid-cols-3 gap-2 border-b border-zinc-100 px-4 py-3 text-xs dark:border-zinc-900">
        <div>
          <dt className="text-zinc-500">status</dt>
          <dd data-testid="call-status" className={`mt-0.5 font-semibold ${failed ? "text-orange-700 dark:text-orange-400" : "text-green-700 dark:text-green-400"}`}>
            {failed ? "! " : "✓ "}
            {detail.status}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-500">duration</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{formatDuration(detail.durationMs)}</dd>
        </div>
        <div>
          <dt className="text-zinc-500">output</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{formatBytes(detail.outputBytes)}</dd>
        </div>
      </dl>
      {detail.error && (
        <p className="mx-4 mt-3 rounded border border-orange-300 bg-orange-50 p-2 font-mono text-xs break-words text-orange-900 dark:border-orange-900 dark:bg-orange-950 dark:text-orange-200">{detail.error}</p>
      )}
      <PanelSection title="Input">
        <pre data-testid="call-input" className="mx-4 max-h-48 overflow-auto rounded bg-zinc-50 p-2 font-mono text-xs dark:bg-zinc-900">
          {JSON.stringify(detail.input, null, 2)}
        </pre>
      </PanelSection>
      {detail.trace ? (
        <div className="flex min-h-[24rem] flex-1 flex-col">
          <TraceText
            key={`${find ?? ""}\u0000${line ?? ""}`}
            path={detail.trace.path}
            range={{ start: detail.trace.lineStart, end: detail.trace.lineEnd }}
            initialQuery={find ?? undefined}
            focusLine={line ?? undefined}
          />
        </div>
      ) : (
        <p className="px-4 py-3 text-sm text-zinc-500">The bundle holds no flat text for this call ({detail.outputFile}).</p>
      )}
    </PanelFrame>
  );
}

export function PanelMessage({ children, onClose }: { children: React.ReactNode; onClose: () => void }) {
  return (
    <PanelFrame testId="panel-message" title="" onClose={onClose}>
      <p className="px-4 py-6 text-sm text-zinc-500">{children}</p>
    </PanelFrame>
  );
}
