export { createMechanicalAuditor, type MechanicalAuditor, type MechanicalAuditorOptions } from "./mechanical-auditor";
export { joinParts, type AuditPart } from "./audit-parts";
export { EXCERPT_TOOL_NAME } from "./excerpt";
export type { FiguresReader } from "./source-corpus";
