import type { NumberToken } from "./number-tokens";

/**
 * The precision model: a figure in a report is the true value rounded to the last digit
 * written. "4.2 billion" stands for anything in [4.15e9, 4.25e9]; "22" for [21.5, 22.5].
 */
export function precisionExponent(token: NumberToken): number {
  return Math.round(Math.log10(token.scale)) + token.exponent - token.decimals;
}

/**
 * How far a source figure may lie from the report's: half a step of the last digit written,
 * and a whole step after a hedge ("about", "roughly", "~"): a hedge adds at most the rounding
 * of the last written digit, so "roughly 20%" accepts 19–21%, never 17%.
 */
export const tolerance = (fact: { precision: number; approximate: boolean }) => (fact.approximate ? fact.precision : fact.precision / 2);

/** 10^exponent without the float noise of `10 ** -3` style products. */
export const powerOfTen = (exponent: number) => Number(`1e${exponent}`);

/**
 * Whether `candidate` lies within `allowed` of `reported` (both ends inclusive, so a source
 * 4.25 supports both "4.2" and "4.3"). The noise term absorbs binary float noise such as
 * 0.0448 * 100 = 4.4799999….
 */
export function roundsTo(candidate: number, reported: number, allowed: number): boolean {
  const noise = 1e-9 * Math.max(Math.abs(candidate), Math.abs(reported), allowed);
  return Math.abs(candidate - reported) <= allowed + noise;
}
