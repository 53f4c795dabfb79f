import { roundsTo, tolerance } from "./precision";
import { BASIS_POINT, isCalendarFact, isTokenFact, type Fact, type QuantityFact, type ScaleHint } from "./types";

/**
 * The ways a bare source figure can be read against a report fact, as multipliers from the
 * source figure to the report's value units. This one table drives both the predicate below
 * and the search pattern (which inverts it), so the two never disagree.
 *
 * - a percent fact: any figure as-is or as a fraction (source 0.125 supports "12.5%"), even under a
 *   percent label: data feeds name fractions `*_pct` as often as percent points
 *   (`short_interest_pct_float: 0.034`). Under an amount label (`balance_bn`) a figure is no
 *   percentage at all; under a basis-point label (`nim_change_bps: 14`) it is hundredths of a point.
 * - a `percent` hint on another fact: only a fraction-like number or ratio (|value| ≤ 1) reads
 *   it as a fraction (source "24%" supports report "0.24"); counts and amounts never do.
 * - a `multiplier` hint: the figure is in those units (a "millions" label → 1e6).
 * - no hint: as-is, or in the report's own scale (a bare "4.213" under "4.2 billion").
 */
export function sourceReadings(fact: QuantityFact, hint?: ScaleHint): number[] {
  if (fact.kind === "percent") {
    // An amount column (`balance_bn`) never holds a percentage; basis points (`_bps`) are 0.01 pp.
    if (hint?.kind === "multiplier") return hint.factor === BASIS_POINT ? [BASIS_POINT] : [];
    // "25 bp" is 0.25 points as written: never read as the fraction 25 = 2,500%.
    if (hint?.kind === "percent" && hint.written) return [1];
    return [1, 100];
  }
  if (hint?.kind === "percent") {
    // Only a fraction-like figure is ever restated as a percent; never a head count or money.
    // "0.24" is fraction-like; a whole "1" (of the last 2 games) is not.
    const fractionLike = (fact.kind === "number" || fact.kind === "ratio") && fact.decimals > 0 && Math.abs(fact.value) <= 1;
    return fractionLike ? [0.01] : [];
  }
  // Basis points scale only percentages; "7 basis points" in a report is read against `_bps: 7` as is.
  if (hint?.kind === "multiplier") return [hint.factor === BASIS_POINT ? 1 : hint.factor];
  return [...new Set([1, fact.scale])];
}

/**
 * The one equivalence predicate: does a figure found in the source support the report's fact?
 *
 * It does when some reading of it (see `sourceReadings`) rounds to the report's figure at the
 * precision the report wrote. Signs: a negative report figure needs a negative source; an
 * unsigned report figure also accepts a negative source of the same size, since prose states
 * direction in words ("fell by 31%" for a change of -0.31). A year needs the exact integer; a
 * full date cannot be judged from a number alone (use `matchesFact` on text).
 */
export function numbersEquivalent(reportFact: Fact, sourceValue: number, sourceScaleHint?: ScaleHint): boolean {
  if (!Number.isFinite(sourceValue)) return false;
  if (isCalendarFact(reportFact)) return reportFact.kind === "year" && sourceValue === reportFact.value;
  if (isTokenFact(reportFact)) return false;
  // A loop, not a closure made per call (lib/core README, hot paths).
  for (const factor of sourceReadings(reportFact, sourceScaleHint)) {
    const read = sourceValue * factor;
    const comparable = reportFact.value < 0 ? read : Math.abs(read);
    if (roundsTo(comparable, reportFact.value, tolerance(reportFact))) return true;
  }
  return false;
}
