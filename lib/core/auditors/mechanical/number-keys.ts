/**
 * A fact's keys for the number index (lib/core/figure-index's number keys: first four significant
 * digits). `4,213,000,000`, `4.213`, `4.21B` and `421.3` all key 4213 or 4210: the key ignores
 * where the decimal point sits, which is exactly what a report's scale words, a source's labels
 * (`usd_millions`) and percent-versus-fraction change. Every reading
 * the facts module tries multiplies a source figure by a power of ten, so a figure that supports
 * a fact always carries one of the fact's keys: the index is a superset filter, never a judge.
 */
import { isCalendarFact, isTokenFact, type Fact } from "../../facts";
import { digitsKey, keyBits, LARGEST_KEY, SIGNIFICANT_DIGITS, SMALLEST_KEY, ZERO_KEY } from "../../figure-index";

/** A range reaching zero is searched down to this fraction of its top (0.0004 rounding to "0.0"). */
const NEAR_ZERO_DECADES = 3;
/** Float noise allowance on both ends of a rounding range (the facts module allows 1e-9 too). */
const RELATIVE_NOISE = 1e-9;

/** The key the index gives the first figure written in `text` ("PO-4471-032" → 4471, "v2.14.3" → 2140). */
export function firstFigureKey(text: string): number | null {
  const figure = /\d+(?:\.\d+)?/.exec(text);
  return figure ? digitsKey(figure[0], 0, figure[0].length) : null;
}

/** Every key of the magnitudes in [low, high] (both > 0), decade by decade. */
function keysBetween(low: number, high: number, keys: Set<number>): void {
  for (let decade = Math.floor(Math.log10(low)); decade <= Math.floor(Math.log10(high)); decade++) {
    const unit = 10 ** (decade - SIGNIFICANT_DIGITS + 1);
    const from = Math.max(SMALLEST_KEY, Math.floor(Math.max(low, 10 ** decade) / unit));
    const to = Math.min(LARGEST_KEY, Math.floor(Math.min(high, 10 ** (decade + 1)) / unit));
    for (let key = from; key <= to; key++) keys.add(key);
  }
}

/**
 * The keys a source figure supporting `fact` can carry. A quantity stands for every magnitude
 * that rounds to it (`4.2 billion` → [4.15e9, 4.25e9] → keys 4150..4250); a date or year is
 * written with its four-digit year or a two-digit one (`3Q25`, `FY25`).
 */
export function factKeys(fact: Fact): Set<number> {
  const keys = new Set<number>();
  if (isTokenFact(fact)) {
    const key = firstFigureKey(fact.text);
    if (key !== null) keys.add(key);
    // A label may write a threshold's point as `_` (`above_5_5`): its integer part is a figure there.
    const integer = /\d+/.exec(fact.text);
    if (integer) keys.add(digitsKey(integer[0], 0, integer[0].length));
    return keys;
  }
  if (isCalendarFact(fact) && fact.calendar.year === undefined) {
    // A day without its year is found by its day of the month (`2025-11-17`, `Nov 17`).
    const day = String(fact.calendar.day ?? "");
    keys.add(digitsKey(day, 0, day.length));
    return keys;
  }
  if (isCalendarFact(fact)) {
    const year = String(fact.calendar.year);
    keys.add(digitsKey(year, 0, year.length));
    keys.add(digitsKey(year, year.length - 2, year.length));
    return keys;
  }
  const magnitude = Math.abs(fact.value);
  const half = fact.approximate ? fact.precision : fact.precision / 2;
  const high = (magnitude + half) * (1 + RELATIVE_NOISE);
  let low = (magnitude - half) * (1 - RELATIVE_NOISE);
  if (low <= 0) {
    keys.add(ZERO_KEY);
    low = high / 10 ** NEAR_ZERO_DECADES;
  }
  keysBetween(low, high, keys);
  return keys;
}

/**
 * The keys of every figure a fact's search pattern can match, as `keyBits`, from its leads
 * (lib/core/facts' `sourceNumberSearch`): a match's digits start with a lead, so a lead of four
 * digits or more is one key ("42135" → 4213), a shorter one every key it starts ("42" →
 * 4200..4299). Wider than `factKeys`, which holds only the figures that round to the fact: the
 * pattern's digit grid is coarser ("4.1" matches 4.01).
 */
export function leadKeyBits(leads: readonly string[]): Uint32Array {
  const bits = keyBits([]);
  for (const lead of leads) {
    const digits = Number(lead.slice(0, SIGNIFICANT_DIGITS));
    const width = 10 ** Math.max(0, SIGNIFICANT_DIGITS - lead.length);
    for (let key = digits * width; key < (digits + 1) * width; key++) bits[key >> 5] |= 1 << (key & 31);
  }
  return bits;
}
