import { LABELS, MUST_FLAG_LABELS, type Label } from "./truth";

/** Sentence counts over one bundle or several: what the thresholds are measured on. */
export interface Tally {
  /** Sentences labelled fabricated, near-miss or dropped … */
  mustFlag: number;
  /** … and how many of them the audit flagged. */
  flagged: number;
  supported: number;
  supportedFlagged: number;
  /** Supported sentences whose figures' chains all end on one of their truth sources. */
  chainsRight: number;
  /** Per label: sentences judged right, of all. */
  byLabel: Record<Label, { ok: number; total: number }>;
}

export function emptyTally(): Tally {
  const byLabel = Object.fromEntries(LABELS.map((label) => [label, { ok: 0, total: 0 }])) as Tally["byLabel"];
  return { mustFlag: 0, flagged: 0, supported: 0, supportedFlagged: 0, chainsRight: 0, byLabel };
}

export function isMustFlag(label: Label): boolean {
  return (MUST_FLAG_LABELS as readonly Label[]).includes(label);
}

/** Counts one scored sentence into `tally`. */
export function countSentence(tally: Tally, label: Label, { ok, flagged, chainRight }: { ok: boolean; flagged: boolean; chainRight: boolean }): void {
  if (label === "supported") {
    tally.supported++;
    if (flagged) tally.supportedFlagged++;
    if (chainRight) tally.chainsRight++;
  } else if (isMustFlag(label)) {
    tally.mustFlag++;
    if (flagged) tally.flagged++;
  }
  tally.byLabel[label].total++;
  if (ok) tally.byLabel[label].ok++;
}

export function addTally(into: Tally, other: Tally): void {
  into.mustFlag += other.mustFlag;
  into.flagged += other.flagged;
  into.supported += other.supported;
  into.supportedFlagged += other.supportedFlagged;
  into.chainsRight += other.chainsRight;
  for (const label of LABELS) {
    into.byLabel[label].ok += other.byLabel[label].ok;
    into.byLabel[label].total += other.byLabel[label].total;
  }
}

/** The three measures as fractions; with nothing to measure, the best value. */
export function rates(tally: Tally): { mustFlagFlagged: number; supportedFlagged: number; chainsRight: number } {
  const fraction = (part: number, whole: number, none: number) => (whole === 0 ? none : part / whole);
  return {
    mustFlagFlagged: fraction(tally.flagged, tally.mustFlag, 1),
    supportedFlagged: fraction(tally.supportedFlagged, tally.supported, 0),
    chainsRight: fraction(tally.chainsRight, tally.supported, 1),
  };
}
