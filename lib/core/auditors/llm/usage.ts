/** Prices in US dollars per million tokens. */
export interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

/**
 * List prices at the time of writing, for the estimate only; pass `prices` to override or extend.
 * A dated model name (`gpt-4o-mini-2024-07-18`) is priced by its longest listed prefix.
 */
export const DEFAULT_MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  "gpt-4o": { inputPerMillion: 2.5, outputPerMillion: 10 },
  "gpt-4o-mini": { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  "gpt-4.1": { inputPerMillion: 2, outputPerMillion: 8 },
  "gpt-4.1-mini": { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  "gpt-4.1-nano": { inputPerMillion: 0.1, outputPerMillion: 0.4 },
};

function priceOf(model: string, prices: Readonly<Record<string, ModelPrice>>): ModelPrice | null {
  const listed = Object.keys(prices)
    .filter((name) => model === name || model.startsWith(`${name}-`))
    .sort((a, b) => b.length - a.length)[0];
  return listed === undefined ? null : prices[listed];
}

/** What one audit spent; becomes `AuditOutcome.usage`. */
export class UsageMeter {
  modelCalls = 0;
  retries = 0;
  promptTokens = 0;
  completionTokens = 0;

  get totalTokens(): number {
    return this.promptTokens + this.completionTokens;
  }

  addCompletion(usage: { prompt_tokens: number; completion_tokens: number } | undefined): void {
    this.modelCalls++;
    this.promptTokens += usage?.prompt_tokens ?? 0;
    this.completionTokens += usage?.completion_tokens ?? 0;
  }

  /** `estimatedCostUsd` only when the model has a price. */
  figures(model: string, prices: Readonly<Record<string, ModelPrice>>): Record<string, number> {
    const figures: Record<string, number> = {
      modelCalls: this.modelCalls,
      retries: this.retries,
      promptTokens: this.promptTokens,
      completionTokens: this.completionTokens,
      totalTokens: this.totalTokens,
    };
    const price = priceOf(model, prices);
    if (price) figures.estimatedCostUsd = (this.promptTokens * price.inputPerMillion + this.completionTokens * price.outputPerMillion) / 1e6;
    return figures;
  }
}

/** Sums two audits' usage figures key by key (the hybrid's base and model halves). */
export function addUsage(a: Record<string, number> | undefined, b: Record<string, number> | undefined): Record<string, number> {
  const sum: Record<string, number> = { ...a };
  for (const [key, value] of Object.entries(b ?? {})) sum[key] = (sum[key] ?? 0) + value;
  return sum;
}
