import { STATUS_STYLES, type EdgeDisplayStatus } from "@/lib/core/verdict-style";

export function StatusChip({ status, count }: { status: EdgeDisplayStatus; count?: number }) {
  const style = STATUS_STYLES[status];
  return (
    <span data-status={status} className={`inline-flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs font-medium ${style.chip}`}>
      <span aria-hidden>{style.icon}</span>
      {style.label}
      {count !== undefined && <span className="tabular-nums">{count}</span>}
    </span>
  );
}
