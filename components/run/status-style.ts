import type { EdgeDisplayStatus } from "./graph/edge-status";

/**
 * One look per audit status, shared by edges, node rings, the legend and the panels. Every status
 * carries an icon and a word besides its colour, so no verdict is told by colour alone.
 */
export interface StatusStyle {
  label: string;
  icon: string;
  stroke: string;
  strokeWidth: number;
  dash?: string;
  animated?: boolean;
  /** Tailwind classes for a chip showing the status. */
  chip: string;
}

export const STATUS_STYLES: Record<EdgeDisplayStatus, StatusStyle> = {
  pass: { label: "pass", icon: "✓", stroke: "#16a34a", strokeWidth: 2, chip: "border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300" },
  fail: { label: "fail", icon: "✗", stroke: "#dc2626", strokeWidth: 2.5, chip: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-300" },
  empty: { label: "empty", icon: "∅", stroke: "#9ca3af", strokeWidth: 2, chip: "border-zinc-300 bg-zinc-50 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300" },
  "no-output": { label: "no output", icon: "⊘", stroke: "#9ca3af", strokeWidth: 2, dash: "6 4", chip: "border-dashed border-zinc-400 bg-zinc-50 text-zinc-700 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-300" },
  error: { label: "error", icon: "!", stroke: "#ea580c", strokeWidth: 2.5, chip: "border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-300" },
  running: { label: "running", icon: "↻", stroke: "#2563eb", strokeWidth: 2, dash: "5 5", animated: true, chip: "border-blue-300 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-300" },
  queued: { label: "queued", icon: "…", stroke: "#a1a1aa", strokeWidth: 1.5, dash: "2 4", chip: "border-zinc-300 bg-white text-zinc-600 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-400" },
  "not-audited": { label: "not audited", icon: "·", stroke: "#a1a1aa", strokeWidth: 1, chip: "border-zinc-200 bg-white text-zinc-500 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-500" },
};
