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

interface Factors {
  /** From a figure's size (its own scale applied) to the fact's value. */
  sizes: Float64Array;
  /** From a figure's digits, whatever its markers, to the fact's value. */
  digits: Float64Array;
}

/**
 * What `sourceReadings` and the unit conversions read a fact by: its kind, its own scale, whether
 * it is fraction-like, its unit. Facts of one shape share their factors.
 */
function shapeOf(fact: QuantityFact): string {
  const unit = fact.unit?.toLowerCase();
  const fractionLike = (fact.kind === "number" || fact.kind === "ratio") && fact.decimals > 0 && Math.abs(fact.value) <= 1;
  // A unit of no known dimension converts to nothing: "participants" is read as no unit.
  return `${fact.kind} ${fact.scale} ${fractionLike} ${unit !== undefined && UNITS.has(unit) ? unit : ""}`;
}

const factorsByShape = new Map<string, Factors>();

function factorsFor(fact: QuantityFact): Factors {
  const shape = shapeOf(fact);
  let factors = factorsByShape.get(shape);
  if (!factors) {
    const sizes = factorsOf(fact);
    factors = { sizes: Float64Array.from(sizes), digits: Float64Array.from(new Set(sizes.flatMap((factor) => MARK_SCALES.map((scale) => factor * scale)))) };
    factorsByShape.set(shape, factors);
  }
  return factors;
}

/** Far wider than numbersEquivalent's float noise allowance and any rounding of the intervals' ends. */
const INTERVAL_SLACK = 1e-7;

const byLow = (left: readonly [number, number], right: readonly [number, number]) => left[0] - right[0];

/**
 * The sizes some factor may bring within `allowed` of `reported`, as sorted disjoint intervals
 * (lows and highs): a size outside all of them is refused by one binary search, not a pass over
 * every factor. They are wider than the exact test, which still decides inside them.
 */
function intervalsOf(factors: Float64Array, reported: number, allowed: number): { lows: Float64Array; highs: Float64Array } {
  const slack = INTERVAL_SLACK * (reported + allowed);
  // A loop and a module-level comparator, not closures made per call (lib/core README, hot paths).
  const spans: (readonly [number, number])[] = [];
  for (const factor of factors) {
    const low = (reported - allowed - slack) / factor;
    spans.push([low > 0 ? low : -Infinity, (reported + allowed + slack) / factor]);
  }
  spans.sort(byLow);
  const lows: number[] = [];
  const highs: number[] = [];
  for (const [low, high] of spans) {
    if (highs.length > 0 && low <= highs[highs.length - 1]) highs[highs.length - 1] = Math.max(highs[highs.length - 1], high);
    else {
      lows.push(low);
      highs.push(high);
    }
  }
  return { lows: Float64Array.from(lows), highs: Float64Array.from(highs) };
}

/** Whether `size` lies in one of the intervals. */
function within(lows: Float64Array, highs: Float64Array, size: number): boolean {
  let low = 0;
  let high = lows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (lows[middle] <= size) low = middle + 1;
    else high = middle;
  }
  return low > 0 && size <= highs[low - 1];
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
  readonly #sizeLows: Float64Array;
  readonly #sizeHighs: Float64Array;
  readonly #digitLows: Float64Array;
  readonly #digitHighs: Float64Array;

  constructor(fact: QuantityFact) {
    const { sizes, digits } = factorsFor(fact);
    this.#factors = sizes;
    this.#digitFactors = digits;
    this.#reported = Math.abs(fact.value);
    this.#allowed = tolerance(fact);
    ({ lows: this.#sizeLows, highs: this.#sizeHighs } = intervalsOf(sizes, this.#reported, this.#allowed));
    ({ lows: this.#digitLows, highs: this.#digitHighs } = intervalsOf(digits, this.#reported, this.#allowed));
  }

  /** A figure of this size, its own scale applied. */
  admits(size: number): boolean {
    return within(this.#sizeLows, this.#sizeHighs, size) && this.#near(size, this.#factors);
  }

  /** A figure whose digits read `magnitude`, whatever its markers (but a written exponent). */
  admitsDigits(magnitude: number): boolean {
    return within(this.#digitLows, this.#digitHighs, magnitude) && this.#near(magnitude, this.#digitFactors);
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
