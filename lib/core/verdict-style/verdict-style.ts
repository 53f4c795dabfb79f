import type { FenceStatus, Finding } from "../cascade";

/**
 * The one look of every verdict, as plain data: the run page, the share page and the HTML export
 * (lib/server/share/export) all draw from here, which is why it lives in lib/core and not beside
 * the React components. Every status carries an icon and a word besides its colour, so no verdict
 * is told by colour alone.
 */

/** A fence's status as drawn on an edge or a node; `not-audited` where no audit covers it. */
export type EdgeDisplayStatus = FenceStatus | "not-audited";

export interface StatusStyle {
  label: string;
  icon: string;
  /** The colour of the edge, ring or word (also the HTML export's). */
  stroke: string;
  strokeWidth: number;
  dash?: string;
  animated?: boolean;
  /** Tailwind classes for a chip showing the status. */
  chip: string;
  /** Tailwind classes for the status as a coloured word. */
  tone: string;
}

export const STATUS_STYLES: Record<EdgeDisplayStatus, StatusStyle> = {
  pass: { label: "pass", icon: "✓", stroke: "#16a34a", strokeWidth: 2, tone: "text-green-700 dark:text-green-400", chip: "border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300" },
  fail: { label: "fail", icon: "✗", stroke: "#dc2626", strokeWidth: 2.5, tone: "text-red-700 dark:text-red-400", chip: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-300" },
  empty: { label: "empty", icon: "∅", stroke: "#9ca3af", strokeWidth: 2, tone: "text-zinc-500", chip: "border-zinc-300 bg-zinc-50 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300" },
  "no-output": { label: "no output", icon: "⊘", stroke: "#9ca3af", strokeWidth: 2, dash: "6 4", tone: "text-zinc-500", chip: "border-dashed border-zinc-400 bg-zinc-50 text-zinc-700 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-300" },
  error: { label: "error", icon: "!", stroke: "#ea580c", strokeWidth: 2.5, tone: "text-orange-700 dark:text-orange-400", chip: "border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-300" },
  running: { label: "running", icon: "↻", stroke: "#2563eb", strokeWidth: 2, dash: "5 5", animated: true, tone: "text-blue-700 dark:text-blue-400", chip: "border-blue-300 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-300" },
  queued: { label: "queued", icon: "…", stroke: "#a1a1aa", strokeWidth: 1.5, dash: "2 4", tone: "text-zinc-500", chip: "border-zinc-300 bg-white text-zinc-600 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-400" },
  "not-audited": { label: "not audited", icon: "·", stroke: "#a1a1aa", strokeWidth: 1, tone: "text-zinc-500", chip: "border-zinc-200 bg-white text-zinc-500 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-500" },
};

/** A status as stored or sent; null (no audit covers it) and any word this code does not know read as not audited. */
export function statusStyle(status: string | null): StatusStyle {
  return (status !== null && STATUS_STYLES[status as EdgeDisplayStatus]) || STATUS_STYLES["not-audited"];
}

/** A report sentence's verdict in words, as the API sends it: lib/core/verdicts' ✓ / ✗ / ? (VERDICT_FINDING), or not-audited before any audit. */
export type VerdictWord = Finding | "not-audited";

export interface VerdictStyle {
  label: string;
  icon: string;
  /** Tailwind classes of a sentence with this verdict: each its own underline, so it reads without colour too. */
  text: string;
  /** Tailwind classes of the verdict's icon. */
  tone: string;
  /** Background of the sentence in the HTML export. */
  background: string;
}

export const VERDICT_STYLES: Record<VerdictWord, VerdictStyle> = {
  found: { label: "found", icon: "✓", tone: "text-green-700 dark:text-green-400", background: "#dcfce7", text: "bg-green-50 underline decoration-green-600 decoration-solid decoration-2 underline-offset-4 dark:bg-green-950/50" },
  "not-found": { label: "not found", icon: "✗", tone: "text-red-700 dark:text-red-400", background: "#fee2e2", text: "bg-red-50 underline decoration-red-600 decoration-wavy decoration-2 underline-offset-4 dark:bg-red-950/60" },
  unchecked: { label: "unchecked", icon: "?", tone: "text-zinc-500", background: "#f4f4f5", text: "underline decoration-zinc-400 decoration-dotted decoration-2 underline-offset-4" },
  "not-audited": { label: "not audited", icon: "·", tone: "text-zinc-400", background: "transparent", text: "" },
};

export const VERDICT_ORDER: readonly VerdictWord[] = ["found", "not-found", "unchecked", "not-audited"];

/** A claim's finding (found, not-found, unchecked, or a Fence-specific word) in the sentence verdicts' terms. */
export function findingVerdict(finding: string): VerdictWord {
  if (finding === "not-found" || finding === "unchecked") return finding;
  return "found";
}

/** The "✎ N" mark of verdicts a reviewer overrode, on the graph's edges and in the legend. */
export const OVERRIDE_BADGE_COLOURS = { fill: "#fef3c7", stroke: "#b45309", text: "#92400e" };

/** How much a stale edge (the previous audit's colour while a new audit has not reached it) fades. */
export const STALE_OPACITY = 0.45;
