export { listRuns, countRuns, renameRun, deleteRun } from "./runs";
export { createAdminSession, findAdminSession, deleteAdminSession, deleteDeadAdminSessions, type AdminSessionRow } from "./admin-sessions";
