import { LEGEND_ORDER, type EdgeDisplayStatus } from "./graph/edge-status";
import { StatusChip } from "@/components/verdict/status-chip";

/** Edge counts per status; statuses with no edge are left out except pass/fail/not audited. */
export function EdgeLegend({ counts }: { counts: Record<EdgeDisplayStatus, number> }) {
  const shown = LEGEND_ORDER.filter((status) => counts[status] > 0 || status === "pass" || status === "fail" || status === "not-audited");
  return (
    <ul aria-label="Edge status legend" data-testid="edge-legend" className="flex flex-wrap items-center gap-1.5">
      {shown.map((status) => (
        <li key={status} data-testid={`legend-${status}`} data-count={counts[status]}>
          <StatusChip status={status} count={counts[status]} />
        </li>
      ))}
    </ul>
  );
}
