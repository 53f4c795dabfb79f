import type { Finding } from "../cascade";
import type { NearestCandidate } from "../records";

/**
 * A report sentence's verdict and the figures behind it: the shape every view of a report
 * reads (the run view and share view through the API, the HTML export, `cairn audit` and its
 * `--json`, JUnit and GitHub formats). Defined here once.
 */

/** ✓ a figure traced to a tool call line and none broken, ✗ a figure (or its chain) not found, ? nothing checkable. */
export type SentenceVerdict = "✓" | "✗" | "?";

/** The tool call line a figure's chain ends on. */
export interface FigureSource {
  agent: string;
  /** The call's flat-text file in the bundle, `agent/calls/NNNN_tool.txt`. */
  file: string;
  line: number;
}

/** What a not-found figure was searched for, and where. */
export interface FigureSearch {
  /** The pattern the auditor searched (its `metadata.searched`), else the figure as written. */
  pattern: string;
  /** The sources of the hop where it was not found: upstream agents, or `agent/calls` for an agent's own tool calls. */
  sources: string[];
}

export interface SentenceFigure {
  /** The figure as the sentence writes it. */
  claim: string;
  /** The figure's verdict along its whole chain: not-found when any hop of it is. */
  finding: Finding;
  /** The figure's finding on the sentence's own hop; `found` with `finding` not-found means the break is upstream. */
  ownFinding: Finding;
  /** The audit (fence) where the figure's chain ends: where it breaks, or where it reached a tool call. */
  hop: string;
  /** True when `hop` is upstream of the sentence's own hop. */
  upstream: boolean;
  source: FigureSource | null;
  /** Set for a not-found figure. */
  searched: FigureSearch | null;
  /** Why not found: the source lines nearest the figure where it broke, best first (at most 3). */
  nearest: NearestCandidate[];
  /** The claim on the sentence's hop: its fence and record id, as in claims.jsonl. */
  fence: string;
  id: number;
}

export interface ReportSentence {
  /** 0-based, in splitSentences order. */
  index: number;
  text: string;
  /** Offsets in the report's text, end exclusive. */
  start: number;
  end: number;
  verdict: SentenceVerdict;
  figures: SentenceFigure[];
}
