export { queueAudit, listAudits, getAudit, cancelAudit } from "./audits-repo";
export { getChain } from "./chain";
export { getReportVerdicts } from "./report-verdicts";
export { executeAudit } from "./execute-audit";
export { createAuditor, auditorAvailability, AUDITOR_KINDS, type AuditorKind, type AuditorAvailability } from "./auditors";
