import type { Chain } from "@/lib/api";
import { statusTone } from "./verdict-style";

/** A claim's chain, hop by hop, ending on its source line or where it breaks. All text is rendered as text. */
export function ChainView({ chain }: { chain: Chain }) {
  return (
    <div className="space-y-3" data-testid="claim-chain">
      <ol className="space-y-2">
        {chain.hops.map((hop) => (
          <li key={hop.claimId} className="rounded-md border border-zinc-200 p-2 text-sm dark:border-zinc-800" data-testid="chain-hop">
            <div className="flex items-center justify-between gap-2">
              <span className="font-mono text-xs text-zinc-500">{hop.fence}</span>
              <span className={`text-xs font-semibold ${statusTone(hop.finding)}`}>{hop.finding}</span>
            </div>
            <p className="mt-1">“{hop.claim}”</p>
            {hop.evidence ? <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">Evidence: {hop.evidence}</p> : null}
          </li>
        ))}
      </ol>
      {chain.source ? (
        <p className="text-sm" data-testid="chain-source">
          Source: <span className="font-mono text-xs">{chain.source.tracePath}</span> line {chain.source.line}
          {chain.source.tool ? <span className="text-zinc-500"> ({chain.source.tool})</span> : null}
        </p>
      ) : null}
      {chain.brokenAt ? (
        <p className="text-sm text-red-700 dark:text-red-400" data-testid="chain-broken">
          {chain.brokenAt.explanation}
        </p>
      ) : null}
    </div>
  );
}
