export { createShareToken, hashShareToken, isWellFormedShareToken, tokenMatchesHash, type ShareToken } from "./token";
export { expiresAtFor } from "./expiry";
export { ShareLinkUnavailableError } from "./errors";
export { createShareLink, listShareLinks, revokeShareLink, resolveShareLink, openShareLink, type ShareAccess } from "../repos/share-links";
export { getSharedRunView, getSharedAudits, getSharedReport, frozenAuditOf, requiredFrozenAudit } from "./shared-run";
export { shareRoute } from "./share-route";
export { exportAudit, exportResponse, renderHtmlReport, loadHtmlReportData, loadStoredCascade, auditZip, type AuditExport } from "./export";
