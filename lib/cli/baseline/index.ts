export { readBaseline, type Baseline } from "./read-baseline";
export { compareWithBaseline, type BaselineComparison } from "./compare-baseline";
export { printDiff } from "./print-diff";
