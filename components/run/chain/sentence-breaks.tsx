import type { ReportFigureDto } from "@/lib/api";

/**
 * Why a ✗ sentence is ✗, said where the reviewer looks first: each figure whose chain is not
 * found and the hop where it breaks, also when the report's own hop found it (the break is
 * upstream), so a red sentence never shows only "found" claims. The hop opens on the page.
 */
export function SentenceBreaks({ figures, onOpenFence }: { figures: readonly ReportFigureDto[]; onOpenFence?: (fence: string) => void }) {
  const broken = figures.filter((figure) => figure.finding === "not-found");
  if (broken.length === 0) return null;
  return (
    <div role="status" data-testid="sentence-breaks" className="rounded-md border border-red-300 bg-red-50 p-2.5 text-xs text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">✗ This sentence is not supported:</p>
      <ul className="mt-1 space-y-0.5">
        {broken.map((figure) => (
          <li key={figure.claimId} data-testid="sentence-break" data-claim={figure.claimId} data-hop={figure.hop} data-upstream={figure.upstream ? "true" : undefined}>
            <span className="font-mono font-medium">{figure.claim}</span>{" "}
            {figure.upstream && figure.ownFinding === "found" ? "is found in the report, but its chain breaks upstream at " : "is not found at "}
            {onOpenFence ? (
              <button type="button" data-testid="sentence-break-hop" onClick={() => onOpenFence(figure.hop)} className="font-mono underline underline-offset-2 hover:text-red-700 dark:hover:text-red-300" title="Open this hop">
                {figure.hop}
              </button>
            ) : (
              <span className="font-mono">{figure.hop}</span>
            )}
            {figure.searched && figure.searched.sources.length > 0 && <span className="text-red-800 dark:text-red-300"> (searched {figure.searched.sources.join(", ")})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
