export { AuditRunner, type AuditRunnerOptions } from "./audit-runner";
export { getAuditRunner } from "./process-runner";
