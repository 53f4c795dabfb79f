export { listRuns, getRunOutline, type RunOutline, hasRuns, findRunByArchive, renameRun, deleteRun } from "./runs";
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
export { createShareLink, listShareLinks, revokeShareLink, resolveShareLink, openShareLink, type ShareAccess } from "./share-links";
export {
  listAuditClaims,
  findAuditClaim,
  listNotFoundClaims,
  listFenceInfos,
  listRejections,
  findToolCallAtLine,
  findAuditHeader,
  listFenceRows,
  type FenceInfo,
  type StoredClaimRecord,
} from "./claims";
