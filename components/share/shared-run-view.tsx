"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { sharedExportUrl, useSharedChain, useSharedReport, useSharedRun } from "@/lib/client/share";
import { useSharedReviews } from "@/lib/client/reviews";
import { reviewedSentences } from "@/components/run/review/reviewed-verdicts";
import { SharedReviewSummary, SharedSentenceReview } from "@/components/run/review/shared-review";
import { ClaimChain } from "@/components/run/chain/claim-chain";
import { ReportVerdicts } from "@/components/run/report/report-verdicts";
import { ExportLinks } from "./export-links";
import { SharedChainSource } from "./shared-chain-source";
import { statusStyle } from "@/components/verdict/verdict-style";

/**
 * A run seen through a share link, read-only: the DAG's edges with the frozen audit's verdicts,
 * the report by sentence, and the chain of the claim in `?claim=`. Its only requests go to
 * /api/share/<token>/…, and it offers no control that changes anything.
 */
export function SharedRunView({ token }: { token: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const claimParam = useSearchParams().get("claim");
  const shared = useSharedRun(token);
  const report = useSharedReport(token);
  const claimId = claimParam ?? shared.data?.claimId ?? null;
  const chain = useSharedChain(token, claimId);
  const reviews = useSharedReviews(token);
  const openSentence = claimId ? report.data?.sentences.find((sentence) => sentence.claimIds.includes(claimId)) : undefined;
  const openReview = openSentence && reviews.data?.sentences.find((sentence) => sentence.index === openSentence.index);
  // Why a figure was not found: the nearest candidates the frozen audit stored with it.
  const nearest = report.data?.sentences.flatMap((sentence) => sentence.figures).find((figure) => figure.claimId === claimId)?.nearest ?? [];
  const openClaim = (id: string) => router.push(`${pathname}?${new URLSearchParams({ claim: id })}`, { scroll: false });

  if (shared.isPending) return <p className="p-8 text-sm text-zinc-500">Loading the shared run…</p>;
  if (shared.isError) return <p role="alert" className="p-8 text-sm text-red-700">{shared.error.message}</p>;
  const { run, audit, edges, agents } = shared.data;
  const groundings = audit?.edgeResults.filter((result) => result.fence.endsWith(`/calls->${result.target}`)) ?? [];

  return (
    <main className="mx-auto max-w-7xl px-4 py-6" data-testid="shared-run-view">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-zinc-200 pb-4 dark:border-zinc-800">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-zinc-500">Shared run · read-only</p>
          <h1 className="truncate text-xl font-semibold" data-testid="run-name">
            {run.name}
          </h1>
          <p className="font-mono text-xs text-zinc-500">
            {run.sessionId}
            {run.incomplete ? <span className="ml-2 font-sans text-amber-600">incomplete bundle</span> : null}
          </p>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400" data-testid="shared-audit">
            {audit
              ? `${audit.auditor} audit of ${new Date(audit.finishedAt ?? audit.createdAt).toLocaleString()}: ${audit.allPassed ? "all audits passed" : "some audits failed"}`
              : "This run had not been audited when the link was made."}
          </p>
          {reviews.data && <SharedReviewSummary reviews={reviews.data} />}
        </div>
        {audit ? <ExportLinks hrefFor={(format) => sharedExportUrl(token, format)} /> : null}
      </header>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section className="space-y-6">
          <div>
            <h2 className="mb-2 text-sm font-semibold">Edges</h2>
            <table className="w-full text-left text-sm" data-testid="shared-edges">
              <thead className="border-b border-zinc-200 text-xs uppercase tracking-wide text-zinc-500 dark:border-zinc-800">
                <tr>
                  <th className="py-1.5 pr-3 font-medium">From</th>
                  <th className="py-1.5 pr-3 font-medium">To</th>
                  <th className="py-1.5 font-medium">Audit</th>
                </tr>
              </thead>
              <tbody>
                {edges.map((edge) => (
                  <tr key={`${edge.source}\u0000${edge.target}`} className="border-b border-zinc-100 dark:border-zinc-900" data-testid="shared-edge">
                    <td className="py-1.5 pr-3 font-mono text-xs">{edge.source}</td>
                    <td className="py-1.5 pr-3 font-mono text-xs">{edge.target}</td>
                    <td className={`py-1.5 text-xs font-semibold ${statusStyle(edge.status).tone}`}>{edge.status ?? "not audited"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-semibold">Agents</h2>
            <ul className="space-y-1 text-sm">
              {agents.map((agent) => {
                const grounding = groundings.find((result) => result.target === agent.name);
                return (
                  <li key={agent.name} className="flex justify-between gap-2">
                    <span className="truncate font-mono text-xs">{agent.name}</span>
                    <span className="text-xs text-zinc-500 tabular-nums">
                      {agent.toolCalls} tool calls
                      {grounding ? <span className={`ml-2 font-semibold ${statusStyle(grounding.status).tone}`}>grounding {grounding.status}</span> : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          {claimId ? (
            <div>
              <h2 className="mb-2 text-sm font-semibold">Chain of the selected claim</h2>
              {openReview && <SharedSentenceReview review={openReview} />}
              {chain.isPending ? <p className="text-sm text-zinc-500">Walking the chain…</p> : null}
              {chain.isError ? <p role="alert" className="text-sm text-red-700">{chain.error.message}</p> : null}
              {chain.data ? (
                <div className="space-y-3" data-testid="claim-chain" data-claim={claimId}>
                  <ClaimChain chain={chain.data} nearest={nearest} source={chain.data.source && <SharedChainSource source={chain.data.source} />} />
                </div>
              ) : null}
            </div>
          ) : null}
        </section>

        <section>
          <h2 className="mb-2 text-sm font-semibold">Report</h2>
          {report.isPending ? <p className="text-sm text-zinc-500">Loading the report…</p> : null}
          {report.isError ? <p className="text-sm text-zinc-500">{report.error.message}</p> : null}
          {report.data ? (
            <div className="flex flex-col rounded-md border border-zinc-200 dark:border-zinc-800" data-testid="shared-report">
              <ReportVerdicts report={{ text: report.data.text, sentences: reviewedSentences(report.data.sentences, reviews.data) }} selectedClaim={claimId} onOpenSentence={(sentence) => openClaim(sentence.claimIds[0])} />
            </div>
          ) : null}
        </section>
      </div>
    </main>
  );
}
