export { memoize } from "./memoize";
