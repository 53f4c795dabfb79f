export { queueAudit } from "./queue-audit";
export { auditsOfRun, getAudit, cancelAudit } from "../repos/audits";
export { getChain } from "./chain";
export { getReportVerdicts } from "./report-verdicts";
export { executeAudit } from "./execute-audit";
export { createAuditor, auditorAvailability, AUDITOR_KINDS, type AuditorKind, type AuditorAvailability } from "./auditors";
