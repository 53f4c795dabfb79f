export { createMechanicalAuditor, EXCERPT_TOOL_NAME, type MechanicalAuditorOptions } from "./mechanical";
export { createLlmAuditor, createHybridAuditor, LlmAuditError, DEFAULT_AUDIT_LIMITS, type LlmAuditorOptions } from "./llm";
