"use client";

import { useEffect, useMemo, useRef, type ReactNode } from "react";
import type { ReportSentenceDto, ReportVerdictsDto } from "@/lib/api/audits";
import { VerdictBadge } from "@/components/verdict/verdict-badge";
import { VERDICT_ORDER, VERDICT_STYLES } from "@/lib/core/verdict-style";

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

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The final report, every sentence marked by its verdict. The report is untrusted text: it is
 * cut at the sentence offsets and rendered as React text nodes only, never parsed as HTML.
 * A sentence with claims opens its chain (click, or `j`/`k` to move and Enter to open). The one
 * report-by-sentence view, on the run page and on a share link.
 */
export function ReportVerdicts({ report, selectedClaim, onOpenSentence }: ReportVerdictsProps) {
  const article = useRef<HTMLElement>(null);
  const counts = useMemo(() => {
    const tally = Object.fromEntries(VERDICT_ORDER.map((verdict) => [verdict, 0])) as Record<ReportSentenceDto["verdict"], number>;
    for (const sentence of report.sentences) tally[sentence.verdict]++;
    return tally;
  }, [report.sentences]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== "j" && event.key !== "k") || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
      const sentences = [...(article.current?.querySelectorAll<HTMLElement>("[data-sentence]") ?? [])];
      if (sentences.length === 0) return;
      event.preventDefault();
      const from = sentences.findIndex((sentence) => sentence === document.activeElement || (document.activeElement === document.body && sentence.getAttribute("aria-pressed") === "true"));
      const next = from === -1 ? (event.key === "j" ? 0 : sentences.length - 1) : Math.min(sentences.length - 1, Math.max(0, from + (event.key === "j" ? 1 : -1)));
      sentences[next].focus();
      sentences[next].scrollIntoView({ block: "nearest" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const parts: ReactNode[] = [];
  let at = 0;
  for (const sentence of report.sentences) {
    // What lies between sentences (blank lines, heading and list marks) is kept as plain text.
    if (sentence.start > at) parts.push(report.text.slice(at, sentence.start));
    parts.push(<Sentence key={sentence.index} sentence={sentence} text={report.text.slice(sentence.start, sentence.end)} selected={selectedClaim !== null && sentence.claimIds.includes(selectedClaim)} onOpen={onOpenSentence} />);
    at = Math.max(at, sentence.end);
  }
  parts.push(report.text.slice(at));

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ul aria-label="Sentence verdict legend" data-testid="verdict-legend" className="flex flex-wrap gap-x-3 gap-y-1 border-b border-zinc-100 px-4 py-2 dark:border-zinc-900">
        {VERDICT_ORDER.map((verdict) => (
          <li key={verdict} data-testid={`verdict-legend-${verdict}`}>
            <VerdictBadge verdict={verdict} count={counts[verdict]} />
          </li>
        ))}
        <li className="ml-auto text-[11px] text-zinc-500">
          <kbd className="font-mono">j</kbd>/<kbd className="font-mono">k</kbd> move · <kbd className="font-mono">Enter</kbd> opens
        </li>
      </ul>
      <article ref={article} data-testid="report-view" className="relative overflow-y-auto px-4 py-3 text-sm leading-7 whitespace-pre-wrap text-zinc-800 dark:text-zinc-200">
        {parts}
      </article>
    </div>
  );
}

function Sentence({ sentence, text, selected, onOpen }: { sentence: ReportSentenceView; text: string; selected: boolean; onOpen: (sentence: ReportSentenceView) => void }) {
  const style = VERDICT_STYLES[sentence.verdict];
  const auditor = sentence.auditorVerdict && sentence.auditorVerdict !== sentence.verdict ? VERDICT_STYLES[sentence.auditorVerdict] : null;
  const marker = sentence.verdict === "not-audited" ? null : (
    <sup aria-hidden className={`ml-0.5 font-bold ${VERDICT_STYLES[sentence.verdict].tone}`}>
      {auditor && <s className="mr-0.5 font-normal text-zinc-400" title={`auditor: ${auditor.label}`}>{auditor.icon}</s>}
      {style.icon}
    </sup>
  );
  if (sentence.claimIds.length === 0) {
    return (
      <span data-testid="report-sentence" data-verdict={sentence.verdict} data-auditor-verdict={sentence.auditorVerdict} className={style.text}>
        {text}
        {marker}
      </span>
    );
  }
  // A span, not a <button>: a button is laid out as an inline block, so a sentence could not wrap like text.
  return (
    <span
      role="button"
      tabIndex={0}
      data-sentence={sentence.index}
      data-testid="report-sentence"
      data-verdict={sentence.verdict}
      data-auditor-verdict={sentence.auditorVerdict}
      aria-pressed={selected}
      onClick={() => onOpen(sentence)}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onOpen(sentence);
        }
      }}
      className={`cursor-pointer rounded-sm text-left whitespace-pre-wrap ${style.text} hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-blue-500 dark:hover:bg-zinc-800 ${
        selected ? "outline-2 outline-offset-1 outline-blue-500" : ""
      }`}
    >
      {text}
      <span className="sr-only"> ({style.label}{auditor ? `, auditor: ${auditor.label}` : ""})</span>
      {marker}
    </span>
  );
}
