export { TextFigures, numberEnd } from "./text-figures";
export { digitsKey, KEY_COUNT, LARGEST_KEY, SIGNIFICANT_DIGITS, SMALLEST_KEY, ZERO_KEY } from "./keys";
