export { listRuns, countRuns, renameRun, deleteRun } from "./runs";
export { createAdminSession, findAdminSession, deleteAdminSession, deleteDeadAdminSessions, findAdminSessionReviewer, setAdminSessionReviewer, type AdminSessionRow } from "./admin-sessions";
export { insertReview, listRunReviews, findRunReview, insertSignOff, listSignOffs, runReviewStates, type NewReview, type NewSignOff } from "./reviews";
export { findRunAudit, findLatestFinishedAudit, auditClaimsAndEdges, findAuditClaim, auditHasFence, findRunAgents, runHasReport, type ReviewableAudit } from "./audited-report";
