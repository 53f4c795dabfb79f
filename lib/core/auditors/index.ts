export { createMechanicalAuditor, sentenceVerdicts, EXCERPT_TOOL_NAME, type MechanicalAuditorOptions, type SentenceVerdict } from "./mechanical";
export { createLlmAuditor, createHybridAuditor, LlmAuditError, DEFAULT_AUDIT_LIMITS, type LlmAuditorOptions } from "./llm";
