import type { Chain } from "@/lib/api";

/** Where a shared chain ends: the tool call and the line it cites (a link holder is not shown the call's input). */
export function SharedChainSource({ source }: { source: NonNullable<Chain["source"]> }) {
  return (
    <section data-testid="chain-source" data-agent={source.agent} data-tool={source.tool ?? ""} className="rounded-md border border-green-300 px-2.5 py-2 text-sm dark:border-green-900">
      <span className="text-xs text-zinc-500">Tool call</span> <span className="font-semibold">{source.agent}</span>
      {source.seq !== null && <span className="ml-1 font-mono text-xs text-zinc-500">#{source.seq}</span>} <span className="font-mono font-medium">{source.tool ?? "unknown tool"}</span>
      <p className="mt-1 font-mono text-xs text-zinc-600 dark:text-zinc-400">
        {source.tracePath} line {source.line}
      </p>
    </section>
  );
}
