"use client";

import { useState, type FormEvent } from "react";
import { useSetTrustedSources } from "@/lib/client/provenance";

/**
 * The run's trusted sources: agents whose output may cross a hop unwrapped. Agents are ticked
 * on and off; names already listed that are not agents of this run are kept as they are.
 */
export function TrustedSources({ runId, agents, trusted }: { runId: string; agents: string[]; trusted: string[] }) {
  const save = useSetTrustedSources(runId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(trusted));
  const others = trusted.filter((name) => !agents.includes(name));
  const changed = chosen.size !== trusted.length || trusted.some((name) => !chosen.has(name));

  const toggle = (name: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate([...chosen]);
  };

  return (
    <form onSubmit={submit} className="px-4" data-testid="trusted-sources">
      <p className="pb-1.5 text-xs text-zinc-500">Output from these agents may reach the next agent unwrapped; its edges show as “trusted” instead of “raw”.</p>
      <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        <legend className="sr-only">Trusted sources</legend>
        {[...agents, ...others].map((name) => (
          <label key={name} className="inline-flex items-center gap-1.5">
            <input type="checkbox" checked={chosen.has(name)} onChange={() => toggle(name)} data-testid="trusted-source" value={name} className="accent-violet-600" />
            <span className="font-mono text-xs">{name}</span>
          </label>
        ))}
      </fieldset>
      <div className="mt-2 flex items-center gap-2">
        <button
          type="submit"
          disabled={!changed || save.isPending}
          data-testid="save-trusted-sources"
          className="rounded-md border border-zinc-300 px-2.5 py-0.5 text-xs font-medium hover:bg-zinc-50 disabled:opacity-40 dark:border-zinc-700 dark:hover:bg-zinc-900"
        >
          {save.isPending ? "Saving…" : "Save"}
        </button>
        {save.isSuccess && !changed && <span className="text-xs text-green-700 dark:text-green-400">Saved</span>}
        {save.isError && (
          <span role="alert" className="text-xs text-red-700 dark:text-red-400">
            {save.error.message}
          </span>
        )}
      </div>
    </form>
  );
}
