import type { ReportSentenceDto } from "@/lib/api/audits";

export type SentenceVerdict = ReportSentenceDto["verdict"];

/**
 * One look per sentence verdict. Each has its own underline style and icon besides its colour,
 * so the verdict reads without colour too.
 */
export const VERDICT_STYLES: Record<SentenceVerdict, { label: string; icon: string; text: string }> = {
  found: { label: "found", icon: "✓", text: "bg-green-50 underline decoration-green-600 decoration-solid decoration-2 underline-offset-4 dark:bg-green-950/50" },
  "not-found": { label: "not found", icon: "✗", text: "bg-red-50 underline decoration-red-600 decoration-wavy decoration-2 underline-offset-4 dark:bg-red-950/60" },
  unchecked: { label: "unchecked", icon: "?", text: "underline decoration-zinc-400 decoration-dotted decoration-2 underline-offset-4" },
  "not-audited": { label: "not audited", icon: "·", text: "" },
};

export const VERDICT_ICON_TONE: Record<SentenceVerdict, string> = {
  found: "text-green-700 dark:text-green-400",
  "not-found": "text-red-700 dark:text-red-400",
  unchecked: "text-zinc-500",
  "not-audited": "text-zinc-400",
};

export const VERDICT_ORDER: readonly SentenceVerdict[] = ["found", "not-found", "unchecked", "not-audited"];

/** A claim's finding (found, not-found, unchecked, or a Fence-specific word) in the sentence verdicts' terms. */
export function findingVerdict(finding: string): SentenceVerdict {
  if (finding === "not-found" || finding === "unchecked") return finding;
  return "found";
}
