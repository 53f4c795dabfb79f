import type { ChainHop } from "@/lib/api";
import { REPORT_NODE } from "@/lib/core/topology";
import { VerdictBadge } from "@/components/verdict/verdict-badge";
import { findingVerdict } from "@/lib/core/verdict-style";
import { Evidence } from "./evidence";

const DOCUMENT_WORDS: Record<string, string> = { final_document: "the final report", node_output: "the output of" };

function documentName(hop: ChainHop): string {
  if (hop.target === REPORT_NODE) return "the final report";
  const grounding = hop.sources.length === 1 && hop.sources[0] === hop.target;
  return grounding ? `${hop.target}'s output, against its own tool calls` : `${DOCUMENT_WORDS[hop.documentKind] ?? hop.documentKind} ${hop.target}`;
}

/**
 * One hop of a claim's chain: the fence, the document, the claim in it, the evidence, the finding,
 * the fence's rejections. `leaves` names the subgraph scopes the hop brings the claim out of, for
 * a hop across a subgraph boundary (lib/core/topology's scopesLeft).
 */
export function ChainHopCard({ hop, step, broken, leaves = [] }: { hop: ChainHop; step: number; broken: boolean; leaves?: readonly string[] }) {
  return (
    <li
      data-testid="chain-hop"
      data-fence={hop.fence}
      data-finding={hop.finding}
      data-broken={broken ? "true" : undefined}
      data-leaves={leaves.length > 0 ? leaves.join(" ") : undefined}
      className={`rounded-md border p-2.5 text-sm ${broken ? "border-red-400 bg-red-50/50 dark:border-red-800 dark:bg-red-950/30" : "border-zinc-200 dark:border-zinc-800"}`}
    >
      <div className="flex items-center gap-2">
        <span className="text-xs text-zinc-400 tabular-nums">{step}.</span>
        <span className="truncate font-mono text-xs font-medium" title={hop.fence}>
          {hop.fence}
        </span>
        <span className="ml-auto shrink-0">
          <VerdictBadge verdict={findingVerdict(hop.finding)} />
        </span>
      </div>
      {leaves.length > 0 && (
        <p data-testid="chain-boundary" className="mt-1 text-xs text-violet-800 dark:text-violet-300">
          ⤴ Leaves the subgraph{leaves.length === 1 ? "" : "s"} <span className="font-mono">{leaves.join(", ")}</span> for{" "}
          <span className="font-mono">{hop.target}</span>, the node {leaves.length === 1 ? "it" : "they"} ran in
        </p>
      )}
      <p className="mt-1 text-xs text-zinc-500">In {documentName(hop)}:</p>
      <blockquote className="mt-0.5 border-l-2 border-zinc-300 pl-2 text-xs text-zinc-700 italic dark:border-zinc-700 dark:text-zinc-300">
        “{hop.claimInDocument || hop.claim}”
      </blockquote>
      <p className="mt-1.5 text-xs">
        <span className="text-zinc-500">Claim </span>
        <span className="font-medium">{hop.claim}</span>
      </p>
      <div className="mt-1.5">
        <Evidence evidence={hop.evidence} rawValue={hop.rawValue} />
      </div>
      {hop.rejections.length > 0 && (
        <details className="mt-1.5 text-xs" open={broken}>
          <summary className="cursor-pointer text-red-800 dark:text-red-300">
            {hop.rejections.length} rejection{hop.rejections.length === 1 ? "" : "s"} at this fence
          </summary>
          <ul className="mt-1 space-y-1">
            {hop.rejections.map((rejection, index) => (
              <li key={index} data-testid="chain-rejection" className="rounded border border-zinc-200 p-1.5 dark:border-zinc-800">
                <span className="font-mono text-zinc-500">{rejection.tool}</span> <span className="break-words">{rejection.content}</span>
                <div className="mt-0.5 text-red-800 dark:text-red-300">{rejection.reason}</div>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
