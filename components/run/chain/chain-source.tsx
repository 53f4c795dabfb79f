import type { Chain } from "@/lib/api";
import { TraceText } from "../panels/trace-text";

/** Where a complete chain ends: the tool call (agent, sequence number, tool, input) and its flat text at the cited line. */
export function ChainSource({ source }: { source: NonNullable<Chain["source"]> }) {
  return (
    <section data-testid="chain-source" data-agent={source.agent} data-tool={source.tool ?? ""} className="rounded-md border border-green-300 dark:border-green-900">
      <header className="flex flex-wrap items-baseline gap-x-2 px-2.5 pt-2 text-sm">
        <span className="text-xs text-zinc-500">Tool call</span>
        <span className="font-semibold">{source.agent}</span>
        {source.seq !== null && <span className="font-mono text-xs text-zinc-500">#{source.seq}</span>}
        <span className="font-mono font-medium">{source.tool ?? "unknown tool"}</span>
        <span className="ml-auto text-xs text-zinc-500">line {source.line}</span>
      </header>
      <pre data-testid="chain-source-input" className="mx-2.5 mt-1 max-h-28 overflow-auto rounded bg-zinc-50 p-1.5 font-mono text-[11px] dark:bg-zinc-900">
        {JSON.stringify(source.input, null, 2)}
      </pre>
      <div className="mt-2 flex h-72 flex-col border-t border-zinc-200 dark:border-zinc-800">
        <TraceText path={source.tracePath} focusLine={source.line} />
      </div>
    </section>
  );
}
