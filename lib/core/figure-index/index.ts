export { digitsKey, knownFigures, numberEnd, ownFigureArrays, rememberFigures, TextFigures, type FigureArrays, type KnownFigures } from "./text-figures";
export { keyBits, type KeyedLines } from "./keyed-lines";
export { KEY_COUNT, LARGEST_KEY, leadingDigitsSlot, SIGNIFICANT_DIGITS, SMALLEST_KEY, ZERO_KEY } from "./keys";
