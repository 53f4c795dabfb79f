export { createLlmAuditor, DEFAULT_AUDIT_LIMITS, DEFAULT_ENVELOPE_MAX_CHARS, DEFAULT_REQUEST_TIMEOUT_MS, type LlmAuditorOptions } from "./llm-auditor";
export { createHybridAuditor, type HybridAuditorOptions } from "./hybrid-auditor";
export type { AuditLimits } from "./audit-session";
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./chat-endpoint";
export { DEFAULT_MODEL_PRICES, type ModelPrice } from "./usage";
export { LlmAuditError, type LlmAuditErrorCode } from "./errors";
