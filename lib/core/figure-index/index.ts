export { digitsKey, knownFigures, numberEnd, rememberFigures, TextFigures } from "./text-figures";
export { KEY_COUNT, LARGEST_KEY, SIGNIFICANT_DIGITS, SMALLEST_KEY, ZERO_KEY } from "./keys";
