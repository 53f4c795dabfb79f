/**
 * `endpoint`: the endpoint failed in a way retries did not cure (auth, bad request, retries spent);
 * `context_length`: the conversation no longer fits even with search output at its smallest cap;
 * `aborted`: the caller cancelled the audit.
 */
export type LlmAuditErrorCode = "endpoint" | "context_length" | "aborted";

export class LlmAuditError extends Error {
  readonly code: LlmAuditErrorCode;

  constructor(code: LlmAuditErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LlmAuditError";
    this.code = code;
  }
}
