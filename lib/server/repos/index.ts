export { listRuns, countRuns } from "./runs";
