export { pyStr, pyRepr, pyStrRepr, pyFloatRepr, PyFloat, PyTuple } from "./py-str";
export { pyJsonDumps, parsePyJson, type PyJsonOptions } from "./json";
export { codePointLength, codePointSlice } from "./code-points";
export { fnmatch, fnmatchToRegExp } from "./fnmatch";
export { normpath } from "./normpath";
export { pyIsoformat, utcSecondStamp, parseIsoTimestamp, pyRound } from "./time";
