export { createThreadedMechanicalAuditor } from "./threaded-auditor";
export { AuditThreads } from "./audit-threads";
