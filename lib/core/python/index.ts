export { pyStr, pyRepr, pyStrRepr, pyFloatRepr, PyFloat, PyTuple } from "./py-str";
export { pyJsonDumps, parsePyJson, type PyJsonOptions } from "./json";
export { codePointLength, codePointSlice } from "./code-points";
export { fnmatch, fnmatchToRegExp } from "./fnmatch";
export { normpath } from "./normpath";
export { pyIsoformat, utcSecondStamp, parseIsoTimestamp, pyRound } from "./time";
export { pyStrip, pyIsDigit, pySplit, pySplitWhitespace, pyLstripChars, PY_WHITESPACE, PY_WORD_CHAR } from "./text";
export { parsePyFloat } from "./float";
export { pyTypeName } from "./type-name";
