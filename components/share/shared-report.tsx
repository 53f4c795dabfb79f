import type { SharedReportDto } from "@/lib/api/share";
import { VERDICT_STYLE } from "./verdict-style";

interface SharedReportProps {
  report: SharedReportDto;
  selectedClaimId: string | null;
  onOpenClaim: (claimId: string) => void;
}

/** The final report, each sentence coloured by verdict; a sentence with claims opens its chain. */
export function SharedReport({ report, selectedClaimId, onOpenClaim }: SharedReportProps) {
  const endOf = (index: number) => (index < 0 ? 0 : report.sentences[index].end);
  const parts = report.sentences.flatMap((sentence, index) => {
    // The text between sentences (spaces, headings' marks) is kept as it is.
    const gap = report.text.slice(endOf(index - 1), sentence.start);
    const text = report.text.slice(sentence.start, sentence.end);
    const claimId = sentence.claimIds[0];
    const selected = selectedClaimId !== null && sentence.claimIds.includes(selectedClaimId);
    const body = claimId ? (
      <button
        type="button"
        onClick={() => onOpenClaim(claimId)}
        data-testid="report-sentence"
        data-verdict={sentence.verdict}
        aria-pressed={selected}
        className={`inline rounded-sm text-left ${VERDICT_STYLE[sentence.verdict]} ${selected ? "ring-2 ring-blue-500" : ""} hover:ring-1 hover:ring-zinc-400`}
      >
        {text}
      </button>
    ) : (
      <span data-testid="report-sentence" data-verdict={sentence.verdict} className={VERDICT_STYLE[sentence.verdict]}>
        {text}
      </span>
    );
    return [gap, <span key={sentence.index}>{body}</span>];
  });
  return (
    <div className="whitespace-pre-wrap text-sm leading-7" data-testid="shared-report">
      {parts}
      {report.text.slice(endOf(report.sentences.length - 1))}
    </div>
  );
}
