import type { EdgeProvenanceKind } from "@/lib/api/provenance";

/** How an upstream's output crossed a hop, as icon, word, colours and a one-line explanation. */
export interface ProvenanceStyle {
  label: string;
  icon: string;
  fill: string;
  text: string;
  chip: string;
  explanation: string;
}

export const PROVENANCE_STYLES: Record<EdgeProvenanceKind, ProvenanceStyle> = {
  enveloped: {
    label: "enveloped",
    icon: "✉",
    fill: "#e0f2fe",
    text: "#075985",
    chip: "border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-300",
    explanation: "The upstream's output reached this agent inside an inter-agent envelope, marked as data rather than instructions.",
  },
  trusted: {
    label: "trusted",
    icon: "◆",
    fill: "#ede9fe",
    text: "#5b21b6",
    chip: "border-violet-300 bg-violet-50 text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-300",
    explanation: "The upstream is on this run's trusted-source list, so its output may cross the hop unwrapped.",
  },
  raw: {
    label: "raw",
    icon: "○",
    fill: "#fef3c7",
    text: "#92400e",
    chip: "border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300",
    explanation: "The upstream's output reached this agent unwrapped, as plain text in its context.",
  },
  unknown: {
    label: "unknown",
    icon: "?",
    fill: "#f4f4f5",
    text: "#52525b",
    chip: "border-zinc-300 bg-zinc-50 text-zinc-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-400",
    explanation: "The bundle records no messages for this agent, so how the output crossed the hop is unknown.",
  },
};

/** Raw with instruction-like text upstream: the one combination a reviewer must not miss. */
export const RAW_WARNING_STYLE: ProvenanceStyle = {
  label: "raw",
  icon: "⚠",
  fill: "#dc2626",
  text: "#ffffff",
  chip: "border-red-500 bg-red-600 text-white dark:border-red-400",
  explanation: "The upstream's output reached this agent unwrapped and holds instruction-like text: an injection could steer this agent.",
};

export function provenanceStyle(kind: EdgeProvenanceKind, warning: boolean): ProvenanceStyle {
  return kind === "raw" && warning ? RAW_WARNING_STYLE : PROVENANCE_STYLES[kind];
}
