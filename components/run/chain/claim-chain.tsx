import type { ReactNode } from "react";
import type { Chain, ReportFigureDto } from "@/lib/api";
import { scopesLeft, type ScopePlace } from "@/lib/core/topology";
import { ChainHopCard } from "./chain-hop";

const REASON_WORDS: Record<NonNullable<Chain["brokenAt"]>["reason"], string> = {
  "not-found": "not found upstream",
  unchecked: "nothing checkable",
  unlinked: "no link to an upstream claim",
  cycle: "the links loop",
};

/**
 * A claim's chain, hop by hop from the report back to its tool call, or to where it breaks and
 * why: the one drawing of a chain, on the run page and on a share link. `nearest` lists what the
 * search found closest to a figure that was not found; `source` draws where a complete chain ends
 * (the run page shows the call's flat text there). `placeOf` tells where each agent sits in the
 * graph hierarchy, so a hop across a subgraph boundary says which subgraph it leaves.
 */
export function ClaimChain({ chain, nearest = [], source, placeOf }: { chain: Chain; nearest?: ReportFigureDto["nearest"]; source?: ReactNode; placeOf?: (agent: string) => ScopePlace | undefined }) {
  const brokenHop = chain.brokenAt ? chain.hops.findIndex((hop) => hop.fence === chain.brokenAt?.fence) : -1;
  const rejections = chain.hops.reduce((sum, hop) => sum + hop.rejections.length, 0);
  // A hop can find nothing while its link still leads on to a tool call: the chain then ends, but is not whole.
  const unsupportedHop = chain.brokenAt ? undefined : chain.hops.find((hop) => hop.finding === "not-found");
  return (
    <>
      {unsupportedHop && (
        <div role="status" data-testid="chain-broken" data-fence={unsupportedHop.fence} data-reason="not-found" className="rounded-md border-2 border-red-500 bg-red-50 p-3 dark:bg-red-950">
          <p className="text-sm font-semibold text-red-800 dark:text-red-200">
            ✗ <span className="font-mono">{unsupportedHop.fence}</span> did not find “{unsupportedHop.claim}”, though the chain goes on to a tool call.
          </p>
        </div>
      )}
      {chain.brokenAt && (
        <div role="status" data-testid="chain-broken" data-fence={chain.brokenAt.fence} data-reason={chain.brokenAt.reason} className="rounded-md border-2 border-red-500 bg-red-50 p-3 dark:bg-red-950">
          <p className="text-sm font-semibold text-red-800 dark:text-red-200">
            ✗ The chain breaks at <span className="font-mono">{chain.brokenAt.fence}</span>: {REASON_WORDS[chain.brokenAt.reason]}
          </p>
          <p className="mt-1 text-sm text-red-900 dark:text-red-100">{chain.brokenAt.explanation}</p>
          {nearest.length > 1 && (
            <ul data-testid="chain-nearest" aria-label="Nearest candidates" className="mt-1 list-inside list-disc text-xs text-red-900 dark:text-red-100">
              {nearest.map((candidate) => (
                <li key={`${candidate.file}:${candidate.line}`}>
                  <span className="font-mono">{candidate.text}</span> in <span className="font-mono">{candidate.file}</span> line {candidate.line}: {candidate.excerpt}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-1 text-xs text-red-800 dark:text-red-300">
            {rejections === 0 ? "No submission was rejected along the way." : `${rejections} rejected submission${rejections === 1 ? "" : "s"} along the way (listed under their hops).`}
          </p>
        </div>
      )}
      <ol className="space-y-2" aria-label="Hops, from the report upstream">
        {chain.hops.map((hop, index) => (
          <ChainHopCard key={hop.claimId} hop={hop} step={index + 1} broken={index === brokenHop} leaves={placeOf && scopesLeft(placeOf, hop.sources, hop.target)} />
        ))}
      </ol>
      {chain.source && source}
    </>
  );
}
