export { createShareToken, hashShareToken, isWellFormedShareToken, tokenMatchesHash, type ShareToken } from "./token";
export { expiresAtFor } from "./expiry";
export { ShareLinkUnavailableError } from "./errors";
export { createShareLink, listShareLinks, revokeShareLink, resolveShareLink, openShareLink, type ShareAccess } from "../repos/share-links";
export { getSharedRun, getSharedReport, getSharedChain } from "./shared-run";
export { exportAudit, exportResponse, renderHtmlReport, loadHtmlReportData, loadStoredCascade, auditZip, type AuditExport } from "./export";
