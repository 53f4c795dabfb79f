import { VERDICT_STYLES, type VerdictWord } from "@/lib/core/verdict-style";

/** A verdict as icon and word, for legends, claim lists and chain hops. */
export function VerdictBadge({ verdict, count }: { verdict: VerdictWord; count?: number }) {
  const style = VERDICT_STYLES[verdict];
  return (
    <span data-verdict={verdict} className={`inline-flex items-center gap-1 text-xs font-semibold ${style.tone}`}>
      <span aria-hidden>{style.icon}</span>
      <span className={style.text}>{style.label}</span>
      {count !== undefined && <span className="font-normal tabular-nums text-zinc-500">{count}</span>}
    </span>
  );
}
