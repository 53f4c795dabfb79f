export { searchRun } from "./run-search";
