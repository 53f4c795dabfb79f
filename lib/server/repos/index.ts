export { listRuns, hasRuns, findRunByArchive, renameRun, deleteRun } from "./runs";
export { setTrustedSources, getProvenance } from "./provenance";
export { createAdminSession, findAdminSession, deleteAdminSession, deleteDeadAdminSessions, type AdminSessionRow } from "./admin-sessions";
export {
  createQueuedAudit,
  auditsOfRun,
  getAudit,
  cancelAudit,
  runOfAudit,
  startAuditRun,
  recordFenceResult,
  finishAuditRun,
  requeueStaleAudits,
  claimQueuedAudit,
  beatAudit,
  requeueRunningFences,
  failAudit,
} from "./audits";
