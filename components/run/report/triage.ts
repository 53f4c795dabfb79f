import type { VerdictWord } from "@/lib/core/verdict-style";

/** The report's movement keys: `j`/`k` next/previous sentence, `n`/`N` next/previous ✗ sentence. */
export type TriageKey = "j" | "k" | "n" | "N";

export const isTriageKey = (key: string): key is TriageKey => key === "j" || key === "k" || key === "n" || key === "N";

/**
 * Where a movement key goes among the report's openable sentences (document order), from the one
 * at `from` (-1: none yet). `j`/`k` stop at the ends; `n`/`N` go round to the first (last) ✗
 * sentence, as a reviewer working through the failures expects. Null when there is nowhere to go.
 */
export function triageTarget(verdicts: readonly VerdictWord[], from: number, key: TriageKey): number | null {
  if (verdicts.length === 0) return null;
  if (key === "j") return from === -1 ? 0 : Math.min(verdicts.length - 1, from + 1);
  if (key === "k") return from === -1 ? verdicts.length - 1 : Math.max(0, from - 1);
  const failed = verdicts.flatMap((verdict, index) => (verdict === "not-found" ? [index] : []));
  if (failed.length === 0) return null;
  if (key === "n") return failed.find((index) => index > from) ?? failed[0];
  return [...failed].reverse().find((index) => from === -1 || index < from) ?? failed[failed.length - 1];
}
