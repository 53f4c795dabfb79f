import type { Finding } from "@/lib/core/cascade";

/**
 * The report's sentences with their verdicts: the shape `cairn audit --json` prints as
 * `sentences` and the CI formats (JUnit, GitHub annotations) read. Defined here once.
 */

/** ✓ every figure traced to a tool call line, ✗ a figure (or its chain) not found, ? nothing checkable. */
export type SentenceVerdict = "✓" | "✗" | "?";

/** The tool call line a figure's chain ends on. */
export interface FigureSource {
  agent: string;
  /** The call's flat-text file in the bundle, `agent/calls/NNNN_tool.txt`. */
  file: string;
  line: number;
}

/** A line that comes close to a figure that was not found (a typo, a wrong period, a rounding). */
export interface NearestCandidate {
  text: string;
  file: string;
  line: number;
}

export interface SentenceFigure {
  /** The figure as the sentence writes it. */
  claim: string;
  finding: Finding;
  /** The audit (fence) where the figure's chain ends: where it breaks, or where it reached a tool call. */
  hop: string;
  source: FigureSource | null;
  nearest: NearestCandidate[];
}

export interface ReportSentence {
  text: string;
  /** Offsets in the report's text, end exclusive. */
  start: number;
  end: number;
  verdict: SentenceVerdict;
  figures: SentenceFigure[];
}

/** The audited report: its path (in the repository for a folder bundle, in the archive otherwise), text and sentences. */
export interface AuditedReport {
  path: string;
  text: string;
  sentences: ReportSentence[];
}

export function verdictCounts(sentences: readonly ReportSentence[]): Record<SentenceVerdict, number> {
  const counts: Record<SentenceVerdict, number> = { "✓": 0, "✗": 0, "?": 0 };
  for (const sentence of sentences) counts[sentence.verdict]++;
  return counts;
}
