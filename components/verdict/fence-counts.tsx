import { FENCE_STATUSES, type FenceTally } from "@/lib/core/cascade";
import { StatusChip } from "./status-chip";

/**
 * An audit's fences per status (`tallyFences`), the one count of a run: the runs list and the run
 * header both render this, so they say the same numbers in the same words. Pass and fail always
 * show; other statuses only when some fence has them. `null` is a run no audit has judged.
 */
export function FenceCounts({ tally }: { tally: FenceTally | null }) {
  if (!tally) return <span data-testid="fence-counts" data-state="not-audited" className="text-sm text-zinc-500">not audited</span>;
  const shown = FENCE_STATUSES.filter((status) => tally[status] > 0 || status === "pass" || status === "fail");
  return (
    <span
      data-testid="fence-counts"
      title="Fences the audit judged: one per audited edge (a merged fan-in counts once) and one per agent's grounding in its own tool calls"
      className="inline-flex flex-wrap items-center gap-1.5 text-xs text-zinc-500"
    >
      fences
      {shown.map((status) => (
        <span key={status} data-testid={`fence-count-${status}`} data-count={tally[status]}>
          <StatusChip status={status} count={tally[status]} />
        </span>
      ))}
    </span>
  );
}
