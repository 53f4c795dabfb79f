"use client";

import { createContext, memo, useContext, type ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { rehypeSentences, remarkRawAsText, type SentencePartProperties, type SentenceSpan } from "@/lib/core/report-markdown";
import { VERDICT_STYLES, type VerdictWord } from "@/lib/core/verdict-style";

/** What a sentence part needs to draw itself: the part of the report view that changes with selection and filter. */
export interface SentenceState {
  verdict: VerdictWord;
  /** Set when `verdict` is a reviewer's: the auditor's, drawn struck through beside it. */
  auditorVerdict?: VerdictWord;
  openable: boolean;
  selected: boolean;
  /** The verdict filter is on and this sentence passes it. */
  match: boolean;
  open: () => void;
}

export const SentenceStates = createContext<(index: number) => SentenceState | undefined>(() => undefined);

/**
 * One part of a sentence (the whole of it, or the piece inside one cell, emphasis or link). The
 * first part of a sentence with claims is its focus stop (`data-sentence`, for j/k/n/N); every
 * part opens it; the last carries the verdict's icon and screen-reader word.
 */
function SentencePart({ index, part, parts, children }: { index: number; part: number; parts: number; children: ReactNode }) {
  const state = useContext(SentenceStates)(index);
  if (!state) return <span>{children}</span>;
  const style = VERDICT_STYLES[state.verdict];
  const auditor = state.auditorVerdict && state.auditorVerdict !== state.verdict ? VERDICT_STYLES[state.auditorVerdict] : null;
  const first = part === 0;
  const last = part === parts - 1;
  const ending = last && (
    <>
      {state.openable && <span className="sr-only"> ({style.label}{auditor ? `, auditor: ${auditor.label}` : ""})</span>}
      {state.verdict !== "not-audited" && (
        <sup aria-hidden className={`ml-0.5 font-bold ${style.tone}`}>
          {auditor && (
            <s className="mr-0.5 font-normal text-zinc-400" title={`auditor: ${auditor.label}`}>
              {auditor.icon}
            </s>
          )}
          {style.icon}
        </sup>
      )}
    </>
  );
  const shared = {
    "data-verdict": state.verdict,
    "data-auditor-verdict": state.auditorVerdict,
    "data-match": state.match ? "" : undefined,
    "data-testid": first ? "report-sentence" : "report-sentence-part",
  };
  if (!state.openable) {
    return (
      <span {...shared} className={style.text}>
        {children}
        {ending}
      </span>
    );
  }
  // A span, not a <button>: a button is laid out as an inline block, so a sentence could not wrap like text.
  return (
    <span
      {...shared}
      role={first ? "button" : undefined}
      tabIndex={first ? 0 : undefined}
      data-sentence={first ? index : undefined}
      data-part-of={first ? undefined : index}
      aria-pressed={first ? state.selected : undefined}
      onClick={(event) => {
        // A link inside a sentence still goes where it points.
        if (!(event.target instanceof HTMLElement && event.target.closest("a"))) state.open();
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          state.open();
        }
      }}
      className={`cursor-pointer rounded-sm ${style.text} hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-blue-500 dark:hover:bg-zinc-800 ${state.selected ? "outline-2 outline-offset-1 outline-blue-500" : ""}`}
    >
      {children}
      {ending}
    </span>
  );
}

const COMPONENTS: Components = {
  span({ node, children }) {
    const { dataReportSentence, dataSentencePart, dataSentenceParts } = (node?.properties ?? {}) as Partial<SentencePartProperties>;
    if (dataReportSentence === undefined) return <span>{children}</span>;
    return (
      <SentencePart index={dataReportSentence} part={dataSentencePart ?? 0} parts={dataSentenceParts ?? 1}>
        {children}
      </SentencePart>
    );
  },
  // The report is untrusted: its links leave the page in a new tab and pass on nothing.
  a({ href, children }) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" referrerPolicy="no-referrer" className="text-blue-700 underline dark:text-blue-400">
        {children}
      </a>
    );
  },
};

/**
 * The report as GitHub-flavoured Markdown, sanitised, raw HTML shown as text, each sentence's
 * text marked by its offsets (lib/core/report-markdown). Parsed again only when the text or the
 * sentences change; selection and filter reach the parts through `SentenceStates`.
 */
export const ReportMarkdown = memo(function ReportMarkdown({ text, sentences }: { text: string; sentences: readonly SentenceSpan[] }) {
  return (
    <Markdown remarkPlugins={[remarkGfm, remarkRawAsText]} rehypePlugins={[rehypeSanitize, [rehypeSentences, { source: text, sentences }]]} components={COMPONENTS}>
      {text}
    </Markdown>
  );
});
