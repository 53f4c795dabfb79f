import { dictFrom, type BundleDocument, type ParsedAgent, type ParsedBundle, type ToolCall } from "@/lib/core/bundle";
import { maskPatterns, maskValues, redactJson } from "@/lib/core/redaction";

/**
 * Secrets out of a parsed bundle before any of it is stored, so no page, API answer, share link or
 * export can show one. audit-fence redacts call inputs and flat text with its built-in patterns,
 * but not the JSONL `error` (spec §5.5), and a hand-made or older bundle may be redacted nowhere.
 *
 * - Every stored string (flat text, artifacts, messages, report, summaries, tool inputs, errors,
 *   audit records, the manifest, warnings) gets the built-in patterns: `sk-…`, `AIza…`, `tvly-…`,
 *   `Bearer …`.
 * - In JSON (tool inputs, audit records, the manifest) every string under a secret-named key
 *   (`api_key`, `token`, `secret`, `password`, `authorization`, … see lib/core/redaction) becomes
 *   ***REDACTED***; those values are then masked wherever the same agent's files repeat them (the
 *   flat text's `input:` line renders them, an LLM's messages echo tool arguments).
 *
 * Lines are never added or removed, so line numbers in claims and the call's line range still hold.
 */
export function redactBundle(bundle: ParsedBundle): { bundle: ParsedBundle; redactions: number } {
  let redactions = 0;
  const text = (value: string) => {
    const result = maskPatterns(value);
    redactions += result.masked;
    return result.text;
  };
  const known = (value: string, secrets: readonly string[]) => {
    if (secrets.length === 0) return value;
    const result = maskValues(value, secrets);
    redactions += result.masked;
    return result.text;
  };
  const json = <T>(value: T): { value: T; secrets: string[] } => {
    const result = redactJson(value);
    redactions += result.masked;
    return { value: result.value as T, secrets: result.secrets };
  };
  const document = (doc: BundleDocument): BundleDocument => ({ ...doc, text: text(doc.text) });

  const redactCalls = (calls: readonly ToolCall[], secrets: string[]): ToolCall[] =>
    calls.map((call) => {
      const input = json(call.record.input);
      secrets.push(...input.secrets);
      const error = call.record.error === null ? null : known(text(call.record.error), input.secrets);
      return { ...call, record: { ...call.record, input: input.value, error } };
    });

  // Each listed agent's secret-named input values, found once by redactCalls; the evidence below needs them all.
  const secretsByAgent: string[][] = [];
  const agents = bundle.agents.map((agent): ParsedAgent => {
    const secrets: string[] = [];
    const toolCalls = redactCalls(agent.toolCalls, secrets);
    secretsByAgent.push(secrets);
    const callTexts = dictFrom(Object.entries(agent.callTexts).map(([path, value]) => [path, known(text(value), secrets)] as const));
    return {
      ...agent,
      toolCalls,
      callTexts,
      artifacts: agent.artifacts.map((artifact) => ({ ...artifact, text: known(text(artifact.text), secrets) })),
      messages: agent.messages?.map((message) => ({ ...message, content: known(text(message.content), secrets) })) ?? null,
    };
  });
  const audit = bundle.audit;
  // Evidence quotes source lines, which may hold a value masked above.
  const secrets = secretsByAgent.flat();
  const redacted: ParsedBundle = {
    ...bundle,
    manifest: json(bundle.manifest).value,
    agents,
    unlistedAgents: bundle.unlistedAgents.map((agent) => ({ ...agent, toolCalls: redactCalls(agent.toolCalls, []) })),
    report: bundle.report ? document(bundle.report) : null,
    outputSummaries: dictFrom(Object.entries(bundle.outputSummaries).map(([node, summary]) => [node, document(summary)] as const)),
    audit: {
      claims: audit.claims.map((claim) => {
        const record = json(claim.record).value;
        return { ...claim, record: { ...record, evidence: known(record.evidence, secrets) } };
      }),
      rejections: audit.rejections.map((rejection) => ({ ...rejection, record: json(rejection.record).value })),
      groupSnapshot: audit.groupSnapshot ? json(audit.groupSnapshot).value : null,
      cascade: audit.cascade ? json(audit.cascade).value : null,
    },
    warnings: bundle.warnings.map((warning) => ({ ...warning, message: text(warning.message) })),
  };
  return { bundle: redacted, redactions };
}
