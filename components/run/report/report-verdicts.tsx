"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ReportSentenceDto, ReportVerdictsDto } from "@/lib/api/audits";
import { VerdictBadge } from "@/components/verdict/verdict-badge";
import { VERDICT_ORDER, type VerdictWord } from "@/lib/core/verdict-style";
import { ReportMarkdown, SentenceStates, type SentenceState } from "./report-markdown";
import { isTriageKey, triageTarget } from "./triage";
import { isTyping } from "../is-typing";
import styles from "./report.module.css";

/** What the report view needs of a sentence: the owner's API and a share link's both give this much. */
export type ReportSentenceView = Pick<ReportSentenceDto, "index" | "start" | "end" | "verdict" | "claimIds" | "figures"> & {
  /** Set when `verdict` is a reviewer's: the auditor's, drawn beside it. */
  auditorVerdict?: ReportSentenceDto["verdict"];
};

interface ReportVerdictsProps {
  report: Pick<ReportVerdictsDto, "text"> & { sentences: readonly ReportSentenceView[] };
  selectedClaim: string | null;
  onOpenSentence: (sentence: ReportSentenceView) => void;
}

/**
 * The final report, rendered as Markdown, every sentence marked by its verdict. A sentence with
 * claims opens its chain (click, or `j`/`k` and `n`/`N` to move and Enter to open); the legend's
 * verdicts filter the report. The one report-by-sentence view, on the run page and on a share link.
 */
export function ReportVerdicts({ report, selectedClaim, onOpenSentence }: ReportVerdictsProps) {
  const article = useRef<HTMLElement>(null);
  const [filter, setFilter] = useState<VerdictWord | null>(null);
  const counts = useMemo(() => {
    const tally = Object.fromEntries(VERDICT_ORDER.map((verdict) => [verdict, 0])) as Record<VerdictWord, number>;
    for (const sentence of report.sentences) tally[sentence.verdict]++;
    return tally;
  }, [report.sentences]);
  const byIndex = useMemo(() => new Map(report.sentences.map((sentence) => [sentence.index, sentence])), [report.sentences]);
  const states = useCallback(
    (index: number): SentenceState | undefined => {
      const sentence = byIndex.get(index);
      if (!sentence) return undefined;
      return {
        verdict: sentence.verdict,
        auditorVerdict: sentence.auditorVerdict,
        openable: sentence.claimIds.length > 0,
        selected: selectedClaim !== null && sentence.claimIds.includes(selectedClaim),
        match: filter === sentence.verdict,
        open: () => onOpenSentence(sentence),
      };
    },
    [byIndex, selectedClaim, filter, onOpenSentence],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isTriageKey(event.key) || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
      const key = event.key;
      const all = [...(article.current?.querySelectorAll<HTMLElement>("[data-sentence]") ?? [])];
      // Under a filter, j/k step through the sentences it shows; n/N always reach every ✗ sentence.
      const sentences = filter && (key === "j" || key === "k") ? all.filter((sentence) => sentence.hasAttribute("data-match")) : all;
      const from = sentences.findIndex((sentence) => sentence === document.activeElement || (document.activeElement === document.body && sentence.getAttribute("aria-pressed") === "true"));
      const target = triageTarget(
        sentences.map((sentence) => sentence.dataset.verdict as VerdictWord),
        from,
        key,
      );
      if (target === null) return;
      event.preventDefault();
      if ((key === "n" || key === "N") && filter && filter !== "not-found") setFilter(null);
      sentences[target].focus();
      sentences[target].scrollIntoView({ block: "nearest" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [filter]);

  const shown = filter ? counts[filter] : report.sentences.length;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-zinc-100 px-4 py-2 dark:border-zinc-900">
        <ul aria-label="Sentence verdicts: click one to show only its sentences" data-testid="verdict-legend" className="flex flex-wrap gap-x-1.5 gap-y-1">
          {VERDICT_ORDER.map((verdict) => (
            <li key={verdict} data-testid={`verdict-legend-${verdict}`}>
              <button
                type="button"
                data-testid={`verdict-filter-${verdict}`}
                aria-pressed={filter === verdict}
                disabled={counts[verdict] === 0}
                onClick={() => setFilter((current) => (current === verdict ? null : verdict))}
                title={filter === verdict ? "Show every sentence" : "Show only these sentences"}
                className={`rounded px-1.5 py-0.5 disabled:opacity-50 ${filter === verdict ? "bg-blue-100 ring-1 ring-blue-500 dark:bg-blue-950" : "hover:bg-zinc-100 dark:hover:bg-zinc-800"}`}
              >
                <VerdictBadge verdict={verdict} count={counts[verdict]} />
              </button>
            </li>
          ))}
        </ul>
        {filter && (
          <p className="text-[11px] text-zinc-500" data-testid="verdict-filter-state">
            {shown} of {report.sentences.length} sentences shown ·{" "}
            <button type="button" onClick={() => setFilter(null)} className="underline">
              show all
            </button>
          </p>
        )}
        <p className="ml-auto text-[11px] text-zinc-500">
          <kbd className="font-mono">j</kbd>/<kbd className="font-mono">k</kbd> move · <kbd className="font-mono">n</kbd>/<kbd className="font-mono">N</kbd> next ✗ · <kbd className="font-mono">Enter</kbd> opens · <kbd className="font-mono">?</kbd> keys
        </p>
      </div>
      <article ref={article} data-testid="report-view" data-filter={filter ?? undefined} className={`${styles.report} relative overflow-y-auto px-4 py-3 text-sm leading-7 break-words text-zinc-800 dark:text-zinc-200`}>
        <SentenceStates.Provider value={states}>
          <ReportMarkdown text={report.text} sentences={report.sentences} />
        </SentenceStates.Provider>
      </article>
    </div>
  );
}
