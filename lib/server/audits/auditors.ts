import { createHybridAuditor, createLlmAuditor, createMechanicalAuditor, type LlmAuditorOptions } from "@/lib/core/auditors";
import type { ManifestOverview } from "@/lib/core/bundle";
import type { Auditor } from "@/lib/core/cascade";

/** The auditors a user can choose, by the names the API, UI and CLI use. */
export const AUDITOR_KINDS = ["mechanical", "hybrid", "llm"] as const;
export type AuditorKind = (typeof AUDITOR_KINDS)[number];

export interface AuditorAvailability {
  kind: AuditorKind;
  available: boolean;
  model?: string;
  reason?: string;
}

const numberFromEnv = (name: string): number | undefined => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) ? value : undefined;
};

function definedOnly<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}

/** The OpenAI-compatible endpoint from CAIRN_LLM_BASE_URL / CAIRN_LLM_API_KEY / CAIRN_LLM_MODEL, when set. */
export function llmEndpoint(): Omit<LlmAuditorOptions, "manifest"> | null {
  const baseURL = process.env.CAIRN_LLM_BASE_URL;
  const model = process.env.CAIRN_LLM_MODEL;
  if (!baseURL || !model) return null;
  // Only settings that are set: an undefined limit would override the auditor's default.
  const limits = definedOnly({ maxRounds: numberFromEnv("CAIRN_LLM_MAX_ROUNDS"), maxTokens: numberFromEnv("CAIRN_LLM_MAX_TOKENS"), timeoutMs: numberFromEnv("CAIRN_LLM_TIMEOUT_MS") });
  return definedOnly({ baseURL, model, apiKey: process.env.CAIRN_LLM_API_KEY ?? "not-needed", limits, envelopeMaxChars: numberFromEnv("CAIRN_LLM_ENVELOPE_MAX_CHARS") });
}

export function auditorAvailability(): AuditorAvailability[] {
  const endpoint = llmEndpoint();
  const missing = "set CAIRN_LLM_BASE_URL and CAIRN_LLM_MODEL (and CAIRN_LLM_API_KEY) to use a model";
  return AUDITOR_KINDS.map((kind) =>
    kind === "mechanical" ? { kind, available: true } : endpoint ? { kind, available: true, model: endpoint.model } : { kind, available: false, reason: missing },
  );
}

export function createAuditor(kind: string, context: { manifest?: ManifestOverview } = {}): Auditor {
  if (kind === "mechanical") return createMechanicalAuditor();
  const endpoint = llmEndpoint();
  if (!endpoint || (kind !== "llm" && kind !== "hybrid")) throw new Error(`the ${kind} auditor is not available on this server`);
  const options = { ...endpoint, manifest: context.manifest };
  return kind === "llm" ? createLlmAuditor(options) : createHybridAuditor({ ...options, base: createMechanicalAuditor() });
}
