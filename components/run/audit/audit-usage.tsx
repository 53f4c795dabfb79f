/** How an audit's usage figures read; keys not listed here are shown under their own name. */
const USAGE_LABELS: Record<string, { label: string; format?: (value: number) => string }> = {
  totalTokens: { label: "tokens" },
  promptTokens: { label: "prompt tokens" },
  completionTokens: { label: "completion tokens" },
  modelCalls: { label: "model calls" },
  retries: { label: "retries" },
  estimatedCostUsd: { label: "est. cost", format: (usd) => `$${usd < 0.01 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}` },
  sentences: { label: "sentences" },
  facts: { label: "facts" },
  searches: { label: "searches" },
};

/** Prompt and completion tokens are folded into the total when it is there. */
const FOLDED = new Set(["promptTokens", "completionTokens"]);

/** An audit's usage: tokens, model calls and cost estimate for model-backed audits, work counts for the mechanical one. */
export function AuditUsage({ usage }: { usage: Record<string, number> }) {
  const entries = Object.entries(usage).filter(([key]) => !(FOLDED.has(key) && "totalTokens" in usage));
  if (entries.length === 0) return null;
  const title = Object.entries(usage)
    .map(([key, value]) => `${USAGE_LABELS[key]?.label ?? key}: ${value.toLocaleString()}`)
    .join("\n");
  return (
    <dl data-testid="audit-usage" title={title} className="flex flex-wrap gap-x-2.5 text-xs text-zinc-500 tabular-nums">
      {entries.map(([key, value]) => {
        const shown = USAGE_LABELS[key];
        return (
          <div key={key} className="flex gap-1">
            <dd className="font-medium text-zinc-700 dark:text-zinc-300">{shown?.format ? shown.format(value) : value.toLocaleString()}</dd>
            <dt>{shown?.label ?? key}</dt>
          </div>
        );
      })}
    </dl>
  );
}
