/**
 * The significant digits of a figure, which every way of writing it keeps: `17.4%` → "174",
 * `$4,213,000,000` → "4213", `0.0448` → "448", `4.21B` → "421". Trailing zeros are dropped
 * too, so `4.2 billion` and `4,200,000,000` agree. Empty when the text has no digit.
 */
export function significantDigits(number: string): string {
  let digits = "";
  for (let i = 0; i < number.length; i++) {
    const code = number.charCodeAt(i);
    if (code >= 48 && code <= 57 && (digits.length > 0 || code !== 48)) digits += number[i];
  }
  return digits.replace(/0+$/, "");
}

const NUMBER = /\d+(?:[.,]\d+)*/;

/** The first number written in a claim (`$4.6 billion` → "4.6"), or null. */
export function firstNumber(text: string): string | null {
  return NUMBER.exec(text)?.[0] ?? null;
}

/** How many leading digits two digit strings share. */
export function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
