import Link from "next/link";
import type { RunSummary } from "@/lib/api";
import { FenceCounts } from "@/components/verdict/fence-counts";
import { reviewDay } from "@/lib/core/reviews";
import { TableHead, type TableColumn } from "@/components/table/table-head";
import { RunActions } from "./run-actions";

function AuditCell({ audit }: { audit: RunSummary["latestAudit"] }) {
  if (!audit) return <FenceCounts tally={null} />;
  if (audit.status !== "done") return <span className="text-zinc-500">{audit.status}</span>;
  return <FenceCounts tally={audit.fences} />;
}

/** Whether a person has judged the run: signed off on its latest audit, reviews made, or none. */
function ReviewCell({ review }: { review: RunSummary["review"] }) {
  const plural = `${review.reviews} review${review.reviews === 1 ? "" : "s"}`;
  return (
    <span data-testid="run-review-state" data-state={review.state}>
      {review.state === "signed-off" && review.lastSignOff ? (
        <span className="text-green-700 dark:text-green-400" title={review.lastSignOff.summary}>
          ✓ signed off by {review.lastSignOff.reviewer}, {reviewDay(review.lastSignOff.at)}
        </span>
      ) : review.state === "in-review" ? (
        <span className="text-amber-700 dark:text-amber-400">in review · {plural}</span>
      ) : (
        <span className="text-zinc-500">not reviewed</span>
      )}
    </span>
  );
}

const RUN_COLUMNS: TableColumn[] = [
  { label: "Run" },
  { label: "Ingested" },
  { label: "Agents", numeric: true },
  { label: "Tool calls", numeric: true },
  { label: "Errors", numeric: true },
  { label: "Latest audit" },
  { label: "Review" },
  { label: "Actions", screenReaderOnly: true },
];

export function RunTable({ runs }: { runs: RunSummary[] }) {
  return (
    <table className="w-full text-left text-sm">
      <TableHead columns={RUN_COLUMNS} />
      <tbody>
        {runs.map((run) => (
          <tr key={run.id} className="border-b border-zinc-100 hover:bg-zinc-50 dark:border-zinc-900 dark:hover:bg-zinc-900/50">
            <td className="py-2 pr-4">
              <Link href={`/runs/${run.id}`} className="font-medium hover:underline">
                {run.name}
              </Link>
              <div className="font-mono text-xs text-zinc-500">
                {run.sessionId}
                {run.incomplete && <span className="ml-2 text-amber-600">incomplete</span>}
              </div>
            </td>
            <td className="py-2 pr-4 text-zinc-600 dark:text-zinc-400">
              <time dateTime={run.createdAt}>{new Date(run.createdAt).toLocaleString()}</time>
            </td>
            <td className="py-2 pr-4 text-right tabular-nums">{run.agents}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{run.toolCalls}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{run.errors}</td>
            <td className="py-2 pr-4">
              <AuditCell audit={run.latestAudit} />
            </td>
            <td className="py-2 pr-4">
              <ReviewCell review={run.review} />
            </td>
            <td className="py-2">
              <RunActions run={run} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
