"use client";

import type { ReactNode } from "react";
import type { ReportFigureDto } from "@/lib/api";
import { useChains } from "@/lib/client/audits";
import { useRunView } from "@/lib/client/run-view";
import { VerdictBadge } from "@/components/verdict/verdict-badge";
import { findingVerdict } from "@/lib/core/verdict-style";
import { ClaimReview } from "../review/claim-review";
import { ToggleButton } from "../toggle-button";
import { ClaimChain } from "./claim-chain";
import { ChainSource } from "./chain-source";
import { SentenceBreaks } from "./sentence-breaks";

interface ChainPanelProps {
  auditId: string;
  /** The claims of the sentence the open claim belongs to (one per fact), in the sentence's order. */
  sentenceClaims: readonly string[];
  claimId: string;
  /** The sentence's figures as the report view decided them (finding along the chain, hop, nearest), when known. */
  figures?: readonly ReportFigureDto[];
  onOpenClaim: (claimId: string) => void;
  /** Opens a hop (fence) on the page: where a figure's chain breaks. */
  onOpenFence?: (fence: string) => void;
  onClose: () => void;
  /** Drawn above the chain: the review of the sentence the claim is in. */
  children?: ReactNode;
}

/** A claim's chain, hop by hop from the report back to its tool call, or to where it breaks and why. */
export function ChainPanel({ auditId, sentenceClaims, claimId, figures, onOpenClaim, onOpenFence, onClose, children }: ChainPanelProps) {
  const claimIds = sentenceClaims.includes(claimId) ? sentenceClaims : [claimId];
  const chains = useChains(auditId, claimIds);
  const open = chains[claimIds.indexOf(claimId)];
  const chain = open?.data;
  const figureOf = (id: string) => figures?.find((figure) => figure.claimId === id);
  const nearest = figureOf(claimId)?.nearest ?? [];
  // The page already holds the run view; this reads it from the query cache.
  const agents = useRunView().data?.agents;
  const placeOf = (name: string) => agents?.find((agent) => agent.name === name);

  return (
    <section data-testid="claim-chain" data-claim={claimId} aria-label="Claim chain" className="flex h-full min-h-0 flex-col">
      <header className="flex items-start gap-2 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">Claim chain</h2>
          <p className="mt-0.5 text-xs text-zinc-500">From the report back to the tool call it came from.</p>
        </div>
        <button type="button" onClick={onClose} aria-label="Close the chain" title="Close (Esc)" className="ml-auto rounded px-2 py-0.5 text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800">
          ✕
        </button>
      </header>
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3">
        {children}
        {figures && <SentenceBreaks figures={figures} onOpenFence={onOpenFence} />}
        {claimIds.length > 1 && (
          <div role="group" aria-label="Claims of this sentence, one per fact">
            <p className="mb-1 text-xs text-zinc-500">This sentence makes {claimIds.length} claims, one per fact:</p>
            <ul className="flex flex-wrap gap-1.5">
              {claimIds.map((id, index) => {
                const first = chains[index]?.data?.hops[0];
                const figure = figureOf(id);
                return (
                  <li key={id}>
                    <ToggleButton
                      data-testid="claim-option"
                      data-claim={id}
                      pressed={id === claimId}
                      look="soft"
                      onClick={() => onOpenClaim(id)}
                      className="flex items-center gap-1.5 rounded-md px-2 py-0.5 text-xs focus-visible:outline-2 focus-visible:outline-blue-500"
                    >
                      <span className="font-mono">{first?.claim ?? "…"}</span>
                      {(figure || first) && <VerdictBadge verdict={findingVerdict(figure?.finding ?? first!.finding)} />}
                      {figure?.upstream && figure.finding === "not-found" && (
                        <span data-testid="claim-option-upstream" className="text-red-700 dark:text-red-400">
                          upstream, at <span className="font-mono">{figure.hop}</span>
                        </span>
                      )}
                    </ToggleButton>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {open?.isPending && <p className="text-sm text-zinc-500">Walking the chain…</p>}
        {open?.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Could not load this claim&apos;s chain: {open.error.message}
          </p>
        )}
        {chain?.hops[0] && <ClaimReview claimId={claimId} fence={chain.hops[0].fence} claim={chain.hops[0].claim} />}
        {chain && <ClaimChain chain={chain} nearest={nearest} placeOf={placeOf} source={chain.source && <ChainSource source={chain.source} />} />}
      </div>
    </section>
  );
}
