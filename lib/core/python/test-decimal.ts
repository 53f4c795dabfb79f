/**
 * Test-only reference arithmetic: the exact decimal expansion of a double, and decimal rounding
 * done on its digits. Deliberately a different method from round.ts (digit strings instead of
 * fractions), so the two check each other.
 */

export interface ExactDecimal {
  negative: boolean;
  /** Every digit of |x|, no leading zeros beyond one before the point. */
  digits: string;
  /** How many of `digits` lie before the decimal point. */
  pointAt: number;
}

/** |x| = m × 2^e exactly; with e < 0 that is m × 5^-e / 10^-e, a finite decimal. */
export function exactDecimal(x: number): ExactDecimal {
  const negative = x < 0 || Object.is(x, -0);
  let mantissa = Math.abs(x);
  let exponent = 0;
  while (!Number.isInteger(mantissa)) {
    mantissa *= 2; // exact: a power-of-two scaling of a finite double
    exponent -= 1;
  }
  if (exponent === 0) return { negative, digits: BigInt(mantissa).toString(), pointAt: BigInt(mantissa).toString().length };
  const scaled = (BigInt(mantissa) * 5n ** BigInt(-exponent)).toString().padStart(-exponent + 1, "0");
  return { negative, digits: scaled, pointAt: scaled.length + exponent };
}

/** The decimal rounded to `places` decimal places (negative: tens, hundreds…), ties to even, as an integer count of 10^-places. */
export function roundDecimalHalfEven({ digits, pointAt }: ExactDecimal, places: number): bigint {
  const keep = pointAt + places;
  const cut = Math.max(keep, 0);
  const padded = (keep < 0 ? "0".repeat(-keep) + digits : digits).padEnd(cut, "0");
  const kept = BigInt(padded.slice(0, cut) || "0");
  const rest = padded.slice(cut);
  const first = rest[0] ?? "0";
  const beyondHalf = /[1-9]/.test(rest.slice(1));
  const up = first > "5" || (first === "5" && (beyondHalf || kept % 2n === 1n));
  return up ? kept + 1n : kept;
}

/** How far the digits after `places` decimal places lie from exactly one half, in units of that place. */
export function distanceFromHalf({ digits, pointAt }: ExactDecimal, places: number): number {
  const keep = pointAt + places;
  const rest = keep < 0 ? "0".repeat(-keep) + digits : digits.slice(Math.max(keep, 0));
  return Math.abs(Number(`0.${rest.slice(0, 30) || "0"}`) - 0.5);
}
