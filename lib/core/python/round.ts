import { pyTypeName } from "./type-name";

/** CPython's limits for round(x, ndigits): beyond them it returns x, or a zero of x's sign. */
const NDIGITS_MAX = 323;
const NDIGITS_MIN = -308;
/**
 * A decimal of 17 significant digits identifies one double, so rounding x to 17 or more digits
 * and reading it back gives x again.
 */
const DIGITS_THAT_IDENTIFY_A_DOUBLE = 17;

/** A finite double exactly: (-1)^negative × mantissa × 2^exponent. */
function exactBinary(x: number): { negative: boolean; mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const negative = bits >> 63n === 1n;
  const biasedExponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xf_ffff_ffff_ffffn;
  return biasedExponent === 0
    ? { negative, mantissa: fraction, exponent: -1074 }
    : { negative, mantissa: fraction | (1n << 52n), exponent: biasedExponent - 1075 };
}

/** numerator / denominator rounded to an integer, ties to even. */
function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const twiceRemainder = 2n * (numerator - quotient * denominator);
  if (twiceRemainder > denominator) return quotient + 1n;
  if (twiceRemainder < denominator) return quotient;
  return quotient + (quotient & 1n);
}

/**
 * Python's round(x, ndigits) for a float: the exact binary value of x is rounded to ndigits
 * decimal places, ties to even, and the nearest double to that decimal is returned (CPython
 * rounds a correctly rounded decimal string and reads it back). So round(4.55, 1) is 4.5, as
 * 4.55 is stored as 4.54999…, and round(0.125, 2) is 0.12. The sign of zero is kept.
 */
export function pyRound(x: number, ndigits: number): number {
  if (!Number.isInteger(ndigits)) throw new TypeError(`'${pyTypeName(ndigits)}' object cannot be interpreted as an integer`);
  if (!Number.isFinite(x) || ndigits > NDIGITS_MAX) return x;
  if (ndigits < NDIGITS_MIN) return 0 * x;
  const { negative, mantissa, exponent } = exactBinary(x);
  // |x| × 10^ndigits as an exact fraction.
  let numerator = mantissa;
  let denominator = 1n;
  if (exponent >= 0) numerator <<= BigInt(exponent);
  else denominator <<= BigInt(-exponent);
  if (ndigits >= 0) numerator *= 10n ** BigInt(ndigits);
  else denominator *= 10n ** BigInt(-ndigits);
  const digits = divideHalfEven(numerator, denominator).toString();
  if (digits.length >= DIGITS_THAT_IDENTIFY_A_DOUBLE) return x;
  // At most 16 significant digits: JavaScript reads such a decimal correctly rounded.
  const rounded = Number(`${negative ? "-" : ""}${digits}e${-ndigits}`);
  if (!Number.isFinite(rounded)) throw new RangeError("rounded value too large to represent");
  return rounded;
}
