import type { AuditOutcome, AuditTask, Auditor, AuditorContext } from "../../cascade";
import type { ManifestOverview } from "../../bundle";
import { runAuditSession, type AuditLimits, type SessionSettings } from "./audit-session";
import { ChatEndpoint, DEFAULT_RETRY_POLICY, type RetryPolicy } from "./chat-endpoint";
import { systemPrompt } from "./prompts";
import { DEFAULT_MODEL_PRICES, type ModelPrice } from "./usage";

export const DEFAULT_AUDIT_LIMITS: AuditLimits = { maxRounds: 200, maxTokens: 2_000_000, timeoutMs: 900_000 };
export const DEFAULT_ENVELOPE_MAX_CHARS = 8000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;

export interface LlmAuditorOptions {
  /** Any OpenAI-compatible chat-completions endpoint with tool calling. */
  baseURL: string;
  apiKey: string;
  model: string;
  limits?: Partial<AuditLimits>;
  /** Cap on one search result's enveloped content (characters); 0: no cap. */
  envelopeMaxChars?: number;
  requestTimeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** The run's manifest: its summary (spec §8.5) is appended to the system prompt. */
  manifest?: ManifestOverview;
  /** Merged over DEFAULT_MODEL_PRICES for `usage.estimatedCostUsd`. */
  prices?: Readonly<Record<string, ModelPrice>>;
  fetch?: typeof fetch;
}

/** An audit by the model, settings resolved once; the hybrid auditor reuses it for its open sentences. */
export class LlmAuditSessions {
  readonly model: string;
  private readonly settings: SessionSettings;

  constructor(options: LlmAuditorOptions) {
    const endpoint = new ChatEndpoint({
      baseURL: options.baseURL,
      apiKey: options.apiKey,
      model: options.model,
      requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
      fetch: options.fetch,
    });
    this.model = options.model;
    this.settings = {
      endpoint,
      systemPrompt: systemPrompt(options.manifest),
      limits: { ...DEFAULT_AUDIT_LIMITS, ...options.limits },
      envelopeMaxChars: options.envelopeMaxChars ?? DEFAULT_ENVELOPE_MAX_CHARS,
      prices: { ...DEFAULT_MODEL_PRICES, ...options.prices },
    };
  }

  audit(task: AuditTask, focus: readonly string[] | null, context: AuditorContext): Promise<AuditOutcome> {
    return runAuditSession(task, focus, this.settings, context.signal);
  }
}

/** The audit agent of spec §8 over an OpenAI-compatible endpoint: every sentence of the document goes to the model. */
export function createLlmAuditor(options: LlmAuditorOptions): Auditor {
  const sessions = new LlmAuditSessions(options);
  return {
    kind: "llm",
    model: sessions.model,
    audit: (task, context) => sessions.audit(task, null, context),
  };
}
