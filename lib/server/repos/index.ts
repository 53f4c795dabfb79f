export { listRuns, countRuns, renameRun, deleteRun } from "./runs";
