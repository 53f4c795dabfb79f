export { createMechanicalAuditor, joinParts, EXCERPT_TOOL_NAME, type AuditPart, type FiguresReader, type MechanicalAuditor, type MechanicalAuditorOptions } from "./mechanical";
export { createLlmAuditor, createHybridAuditor, LlmAuditError, DEFAULT_AUDIT_LIMITS, type LlmAuditorOptions } from "./llm";
