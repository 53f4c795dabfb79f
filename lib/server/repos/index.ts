export { listRuns, hasRuns, findRunByArchive, renameRun, deleteRun } from "./runs";
export { setTrustedSources, getProvenance } from "./provenance";
export { createAdminSession, findAdminSession, deleteAdminSession, deleteDeadAdminSessions, type AdminSessionRow } from "./admin-sessions";
