export { listRuns, getRunOutline, type RunOutline, hasRuns, renameRun, deleteRun } from "./runs";
export { setTrustedSources, getProvenance } from "./provenance";
export { createAdminSession, findAdminSession, deleteAdminSession, deleteDeadAdminSessions, findAdminSessionReviewer, setAdminSessionReviewer, type AdminSessionRow } from "./admin-sessions";
export {
  createQueuedAudit,
  auditsOfRun,
  getAudit,
  cancelAudit,
  runOfAudit,
  startAuditRun,
  markFenceRunning,
  recordFenceResult,
  finishAuditRun,
  requeueStaleAudits,
  claimQueuedAudit,
  beatAudit,
  requeueRunningFences,
  failAudit,
} from "./audits";
export { AuditRows } from "./mappers/claims";
export { findLayoutSource, storeRunLayout } from "./run-layouts";
export { findReportDocument, findReportAudit } from "./report-documents";
export { auditOfRunExists, readChain, findChainToolCall, type CitedToolCall } from "./chain-reads";
export { createShareLink, listShareLinks, revokeShareLink, resolveShareLink, openShareLink, type ShareAccess } from "./share-links";
export {
  listAuditClaims,
  listNotFoundClaims,
  listFenceInfos,
  listRejections,
  findAuditHeader,
  listFenceRows,
  type FenceInfo,
  type StoredClaimRecord,
} from "./claims";
export { insertReview, listRunReviews, findRunReview, insertSignOff, listSignOffs, runReviewStates, type NewReview, type NewSignOff } from "./reviews";
export { findRunAudit, findLatestFinishedAudit, auditClaimsAndEdges, findAuditClaim, auditHasFence, findRunAgents, runHasReport, type ReviewableAudit } from "./audited-report";
