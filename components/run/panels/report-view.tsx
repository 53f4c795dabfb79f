"use client";

import type { RunDocumentDto } from "@/lib/api/run-view";

/**
 * The final report as text. This is the seam for sentence-level verdicts: a later change swaps
 * the plain paragraph rendering for sentences coloured by their claims' findings.
 */
export function ReportView({ document }: { document: RunDocumentDto }) {
  return (
    <article data-testid="report-view" className="px-4 py-3 text-sm leading-6 whitespace-pre-wrap text-zinc-800 dark:text-zinc-200">
      {document.text}
    </article>
  );
}
