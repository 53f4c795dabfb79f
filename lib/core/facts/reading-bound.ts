import { sourceReadings } from "./equivalence";
import { UNITS } from "./lexicon";
import { tolerance } from "./precision";
import { MARK_SCALES } from "./number-tokens";
import { LABEL_HINTS } from "./source-context";
import type { QuantityFact, ScaleHint } from "./types";

/** A figure carrying its own `%`, `pp` or `bp`. */
export const WRITTEN_PERCENT: ScaleHint = { kind: "percent", written: true };
/** A figure carrying its own scale ("4.21B"), so no implicit scale is tried. */
export const OWN_SCALE: ScaleHint = { kind: "multiplier", factor: 1 };

/** Every hint `matchesFact` may read a source figure with: none, its own marks, or any label's. */
const ANY_HINT: readonly (ScaleHint | undefined)[] = [undefined, WRITTEN_PERCENT, OWN_SCALE, ...LABEL_HINTS];

/** Every factor from a source figure's size to the fact's value: each hint's readings times each unit conversion. */
function factorsOf(fact: QuantityFact): number[] {
  const reported = fact.unit === undefined ? undefined : UNITS.get(fact.unit.toLowerCase());
  const conversions = reported ? [1, ...[...UNITS.values()].filter((unit) => unit.dimension === reported.dimension).map((unit) => unit.size / reported.size)] : [1];
  const readings = new Set(ANY_HINT.flatMap((hint) => sourceReadings(fact, hint)));
  return [...new Set(conversions.flatMap((conversion) => [...readings].map((reading) => conversion * reading)))];
}

/**
 * Which source figures, by size (unsigned, their own scale applied), can support a fact under
 * any label, unit or sign, so `matchesFact` reads the labels of only those figures: most
 * figures of a candidate line are far from the fact's value. Twice numbersEquivalent's float
 * noise allowance covers the other order its products are rounded in, so the bound never
 * rejects a figure the predicate accepts.
 */
export class ReadingBound {
  readonly #factors: Float64Array;
  /** The factors times every scale a figure's own markers give: a bound on its digits alone, before its markers are read. */
  readonly #digitFactors: Float64Array;
  readonly #reported: number;
  readonly #allowed: number;

  constructor(fact: QuantityFact) {
    const factors = factorsOf(fact);
    this.#factors = Float64Array.from(factors);
    this.#digitFactors = Float64Array.from(new Set(factors.flatMap((factor) => MARK_SCALES.map((scale) => factor * scale))));
    this.#reported = Math.abs(fact.value);
    this.#allowed = tolerance(fact);
  }

  /** A figure of this size, its own scale applied. */
  admits(size: number): boolean {
    return this.#near(size, this.#factors);
  }

  /** A figure whose digits read `magnitude`, whatever its markers (but a written exponent). */
  admitsDigits(magnitude: number): boolean {
    return this.#near(magnitude, this.#digitFactors);
  }

  #near(size: number, factors: Float64Array): boolean {
    const reported = this.#reported;
    const allowed = this.#allowed;
    for (let i = 0; i < factors.length; i++) {
      const read = size * factors[i];
      if (Math.abs(read - reported) <= allowed + 2e-9 * Math.max(read, reported, allowed)) return true;
    }
    return false;
  }
}

const known = new WeakMap<QuantityFact, ReadingBound>();

/** A fact's bound, worked out once per fact object: a run's hops test the same facts again. */
export function readingBound(fact: QuantityFact): ReadingBound {
  let bound = known.get(fact);
  if (!bound) known.set(fact, (bound = new ReadingBound(fact)));
  return bound;
}
