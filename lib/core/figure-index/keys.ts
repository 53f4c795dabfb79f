/**
 * The two keys a figure is filed under. The number key is its first four significant digits, as
 * an integer 1000..9999 (0 for a figure that is all zeros): `4,213,000,000`, `4.213` and `4213`
 * all key 4213, whatever scale words, labels or percent-versus-fraction do to the decimal point.
 * The leading-digits key is its first two significant digits, trailing zeros left out (`17.4%`
 * and `0.174` → "17", `50` and `5` → "5"), as lib/core/nearest proposes candidates by it.
 */
export const SIGNIFICANT_DIGITS = 4;
export const ZERO_KEY = 0;
export const SMALLEST_KEY = 10 ** (SIGNIFICANT_DIGITS - 1);
export const LARGEST_KEY = 10 ** SIGNIFICANT_DIGITS - 1;
/** Keys are 0 and 1000..9999: an array of this length holds one slot per key. */
export const KEY_COUNT = LARGEST_KEY + 1;

/** Leading-digits keys ("1".."9", "10".."99") are numbered 1..99, their slots: a one-digit key is its digit, a two-digit one its value. The slot of a leading-digits key ("5" → 5, "17" → 17). */
export function leadingDigitsSlot(key: string): number {
  return key.length === 1 ? key.charCodeAt(0) - 48 : (key.charCodeAt(0) - 48) * 10 + key.charCodeAt(1) - 48;
}
