export { runSearchCorpus, searchRun } from "./run-search";
