import type { EdgeProvenanceKind } from "@/lib/api/provenance";
import { provenanceStyle } from "./provenance-style";

/** An edge's provenance as icon and word; with `explain`, the one-line explanation follows. */
export function ProvenanceBadge({ kind, warning, explain = false }: { kind: EdgeProvenanceKind; warning: boolean; explain?: boolean }) {
  const style = provenanceStyle(kind, warning);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2" data-testid="provenance" data-provenance={kind} data-warning={warning ? "true" : undefined}>
      <span className={`inline-flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs font-semibold ${style.chip}`}>
        <span aria-hidden>{style.icon}</span>
        {style.label}
        {warning && kind !== "raw" && <span title="Instruction-like text upstream">⚠</span>}
      </span>
      {explain && <span className="text-xs text-zinc-600 dark:text-zinc-400">{style.explanation}</span>}
    </span>
  );
}
