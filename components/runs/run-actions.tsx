"use client";

import { useState } from "react";
import { useDeleteRun, useRenameRun } from "@/lib/client";
import type { RunSummary } from "@/lib/api";

/** Rename in place, delete after an explicit confirmation naming what will be lost. */
export function RunActions({ run }: { run: RunSummary }) {
  const rename = useRenameRun();
  const remove = useDeleteRun();
  const [mode, setMode] = useState<"idle" | "renaming" | "confirming">("idle");
  const [name, setName] = useState(run.name);
  const error = rename.error ?? remove.error;

  if (mode === "renaming") {
    return (
      <form
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          rename.mutate({ runId: run.id, name }, { onSuccess: () => setMode("idle") });
        }}
      >
        <input aria-label="New run name" value={name} onChange={(event) => setName(event.target.value)} autoFocus className="w-40 rounded border px-1 py-0.5 text-xs dark:border-zinc-700 dark:bg-zinc-900" />
        <button type="submit" className="text-xs underline">
          Save
        </button>
        <PromptEnd leave="Cancel" onLeave={() => setMode("idle")} error={error} />
      </form>
    );
  }
  if (mode === "confirming") {
    return (
      <span className="flex items-center gap-2 text-xs" role="alertdialog" aria-label={`Delete ${run.name}?`}>
        <span>Delete this run, its traces, audits and share links?</span>
        <button type="button" onClick={() => remove.mutate(run.id)} disabled={remove.isPending} className="font-medium text-red-700 underline dark:text-red-400">
          Delete
        </button>
        <PromptEnd leave="Keep" onLeave={() => setMode("idle")} error={error} />
      </span>
    );
  }
  return (
    <span className="flex gap-2 text-xs text-zinc-500">
      <button type="button" onClick={() => setMode("renaming")} className="hover:underline" aria-label={`Rename ${run.name}`}>
        Rename
      </button>
      <button type="button" onClick={() => setMode("confirming")} className="hover:underline" aria-label={`Delete ${run.name}`}>
        Delete
      </button>
    </span>
  );
}

/** How both prompts end: the button back to the plain actions, then the last attempt's error. */
function PromptEnd({ leave, onLeave, error }: { leave: string; onLeave: () => void; error: Error | null }) {
  return (
    <>
      <button type="button" onClick={onLeave} className="text-xs text-zinc-500">
        {leave}
      </button>
      {error && <span role="alert" className="text-xs text-red-600">{error.message}</span>}
    </>
  );
}
