import { REJECT_REASON_LABELS, reviewDay, type Review } from "@/lib/core/reviews";

type HistoryEntry = Pick<Review, "kind" | "reason" | "text" | "reviewer" | "at">;

const KIND_WORDS: Record<Review["kind"], string> = { accept: "✓ accepted", reject: "✗ rejected", comment: "commented" };

/** Every review of one sentence, claim or edge, oldest first: an edit adds an entry and never erases one. */
export function ReviewHistory({ history }: { history: readonly HistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <ol data-testid="review-history" aria-label="Review history, oldest first" className="space-y-1 text-xs">
      {history.map((entry, index) => (
        <li key={index} data-testid="review-entry" data-kind={entry.kind} className="rounded border border-zinc-200 px-2 py-1 dark:border-zinc-800">
          <span className={entry.kind === "reject" ? "font-medium text-red-700 dark:text-red-400" : entry.kind === "accept" ? "font-medium text-green-700 dark:text-green-400" : "font-medium"}>
            {KIND_WORDS[entry.kind]}
            {entry.reason ? ` (${REJECT_REASON_LABELS[entry.reason]})` : ""}
          </span>{" "}
          <span className="text-zinc-500">
            by {entry.reviewer}, <time dateTime={entry.at}>{reviewDay(entry.at)}</time>
          </span>
          {entry.text && <p className="mt-0.5 break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">{entry.text}</p>}
        </li>
      ))}
    </ol>
  );
}
