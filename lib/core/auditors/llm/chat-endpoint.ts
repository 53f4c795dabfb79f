/**
 * One chat-completions call with the failures of a real endpoint handled: retryable statuses and
 * connection failures are retried with exponential backoff (a Retry-After header wins), every
 * wait ends early when the audit is cancelled or out of time, and a context-length refusal is
 * reported as such so the loop can shrink what it sends. The `openai` client's own retries are
 * off: its waits cannot be cancelled and ignore the audit's deadline.
 */
import OpenAI from "openai";
import type { ChatCompletion, ChatCompletionFunctionTool, ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { LlmAuditError } from "./errors";
import type { UsageMeter } from "./usage";

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 4, initialDelayMs: 500, maxDelayMs: 8000 };

export interface ChatEndpointOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** One request's time limit; the audit's deadline shortens it further. */
  requestTimeoutMs: number;
  retry: RetryPolicy;
  fetch?: typeof fetch;
}

/** The audit's stop signals: the caller's cancellation and the audit's time limit. */
export interface CallBudget {
  cancel?: AbortSignal;
  deadline: number;
}

const RETRYABLE_STATUSES = new Set([408, 409, 429]);
const CONTEXT_LENGTH_MESSAGE = /context[ _-]?(?:length|window)|maximum context|too many tokens|prompt is too long|reduce the length/i;

export class DeadlineExceeded extends Error {
  constructor() {
    super("the audit's time limit was reached");
    this.name = "DeadlineExceeded";
  }
}

function isContextLengthError(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError) || error instanceof OpenAI.APIConnectionError) return false;
  return error.code === "context_length_exceeded" || error.status === 413 || (error.status === 400 && CONTEXT_LENGTH_MESSAGE.test(error.message));
}

function isRetryable(error: unknown): boolean {
  if (error instanceof OpenAI.APIUserAbortError) return false;
  if (error instanceof OpenAI.APIConnectionError) return true;
  return error instanceof OpenAI.APIError && error.status !== undefined && (RETRYABLE_STATUSES.has(error.status) || error.status >= 500);
}

/** Retry-After in milliseconds (`retry-after-ms`, then seconds or an HTTP date), when the server sent one. */
function retryAfterMs(error: unknown): number | null {
  const headers = error instanceof OpenAI.APIError ? error.headers : undefined;
  const milliseconds = Number.parseFloat(headers?.get("retry-after-ms") ?? "");
  if (Number.isFinite(milliseconds)) return Math.max(0, milliseconds);
  const value = headers?.get("retry-after");
  if (!value) return null;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function sleep(ms: number, cancel: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new LlmAuditError("aborted", "the audit was cancelled"));
    };
    const timer = setTimeout(() => {
      cancel?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    cancel?.addEventListener("abort", onAbort, { once: true });
  });
}

export class ChatEndpoint {
  readonly model: string;
  private readonly client: OpenAI;
  private readonly options: ChatEndpointOptions;

  constructor(options: ChatEndpointOptions) {
    this.options = options;
    this.model = options.model;
    this.client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, maxRetries: 0, fetch: options.fetch });
  }

  /**
   * Throws LlmAuditError (`aborted`, `context_length`, `endpoint`) or DeadlineExceeded; counts
   * each completion and each retry in `meter`.
   */
  async complete(messages: ChatCompletionMessageParam[], tools: ChatCompletionFunctionTool[], budget: CallBudget, meter: UsageMeter): Promise<ChatCompletion> {
    const { retry } = this.options;
    for (let attempt = 0; ; attempt++) {
      const remaining = budget.deadline - Date.now();
      if (remaining <= 0) throw new DeadlineExceeded();
      if (budget.cancel?.aborted) throw new LlmAuditError("aborted", "the audit was cancelled");
      try {
        const completion = await this.client.chat.completions.create(
          { model: this.model, messages, tools, tool_choice: "auto" },
          { signal: budget.cancel, timeout: Math.min(this.options.requestTimeoutMs, remaining) },
        );
        meter.addCompletion(completion.usage);
        return completion;
      } catch (error) {
        if (budget.cancel?.aborted) throw new LlmAuditError("aborted", "the audit was cancelled", { cause: error });
        if (isContextLengthError(error)) throw new LlmAuditError("context_length", this.describe(error), { cause: error });
        if (!isRetryable(error) || attempt >= retry.maxRetries) {
          throw new LlmAuditError("endpoint", `${this.model} at ${displayUrl(this.options.baseURL)}: ${this.describe(error)}`, { cause: error });
        }
        const backoff = Math.min(retry.initialDelayMs * 2 ** attempt, retry.maxDelayMs) * (1 - Math.random() * 0.25);
        const wait = retryAfterMs(error) ?? backoff;
        if (Date.now() + wait >= budget.deadline) throw new DeadlineExceeded();
        meter.retries++;
        await sleep(wait, budget.cancel);
      }
    }
  }

  /**
   * The error's message, fit for an audit record that share links show: the URL's user, password
   * and query values (where deployments put keys) are masked wherever the message repeats them.
   */
  private describe(error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    return urlSecrets(this.options.baseURL).reduce((text, secret) => text.replaceAll(secret, "***"), message.replaceAll(this.options.baseURL, displayUrl(this.options.baseURL)));
  }
}

/** Scheme, host and path of the endpoint: never its credentials or query. */
function displayUrl(baseURL: string): string {
  try {
    const url = new URL(baseURL);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return "the configured endpoint";
  }
}

function urlSecrets(baseURL: string): string[] {
  try {
    const url = new URL(baseURL);
    const values = [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password), ...url.searchParams.values()];
    return [...new Set(values)].filter((value) => value.length >= 4).sort((left, right) => right.length - left.length);
  } catch {
    return [];
  }
}
