export { BUILTIN_PATTERNS, maskPatterns } from "./patterns";
export { isSecretKey } from "./secret-keys";
export { REDACTED, redactJson, type JsonRedaction } from "./redact-json";
export { maskValues } from "./mask-values";
