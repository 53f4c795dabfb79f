import type { NumberToken } from "./number-tokens";

/**
 * The precision model: a figure in a report is the true value rounded to the last digit
 * written. "4.2 billion" stands for anything in [4.15e9, 4.25e9]; "22" for [21.5, 22.5].
 * A rounded-looking integer after "about" ("about 3,000") is read at its last non-zero digit.
 */
export function precisionExponent(token: NumberToken, approximate: boolean): number {
  const written = Math.round(Math.log10(token.scale)) + token.exponent - token.decimals;
  if (!approximate || token.decimals > 0 || token.magnitude === 0) return written;
  const trailingZeros = /0*$/.exec(token.digits.replace(/,/g, ""))![0].length;
  return written + trailingZeros;
}

/** 10^exponent without the float noise of `10 ** -3` style products. */
export const powerOfTen = (exponent: number) => Number(`1e${exponent}`);

/**
 * Whether `candidate` rounds to `reported` at `precision` (both ends inclusive, so a source
 * 4.25 supports both "4.2" and "4.3"). The tolerance absorbs binary float noise such as
 * 0.0448 * 100 = 4.4799999….
 */
export function roundsTo(candidate: number, reported: number, precision: number): boolean {
  const noise = 1e-9 * Math.max(Math.abs(candidate), Math.abs(reported), precision);
  return Math.abs(candidate - reported) <= precision / 2 + noise;
}
