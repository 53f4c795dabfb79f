import type { MessageRecord } from "../bundle";
import { parseEnvelope } from "../envelope";
import { scanInstructions } from "./instruction-scan";

/**
 * How upstream output crossed the hop A→B (provenance spec, "Recognising envelopes"):
 * `enveloped` inside an envelope naming A; `trusted` raw from a listed source; `raw` raw from an
 * untrusted source; `unknown` when the bundle does not record B's inputs.
 */
export type EdgeProvenanceKind = "enveloped" | "trusted" | "raw" | "unknown";

export interface EdgeProvenanceInput {
  source: string;
  target: string;
  /** Messages that entered B (its `messages.jsonl`), or null when the bundle has none. */
  messagesOfB: readonly MessageRecord[] | null;
  /** The run's trusted-source list: these agents' output may pass raw. */
  trustedSources: readonly string[];
  /** What A wrote, scanned for instruction-like text; null when A wrote nothing. */
  outputOfA: string | null;
}

export interface EdgeProvenance {
  provenance: EdgeProvenanceKind;
  /** Raw and untrusted, and A's output holds instruction-like text: the loud warning. */
  warning: boolean;
}

/**
 * A crossing counts as enveloped only when every message from A reached B inside an envelope
 * naming A: one raw message from A is enough for injected text to arrive as if it were an
 * instruction, so the hop is judged by its weakest message. A message is "from A" when its
 * `source` is A or its envelope names A. When B's inputs are recorded but none came visibly
 * enveloped from A, A's output can only have reached B raw (or through unrecorded state), so
 * the hop is `trusted` or `raw`.
 */
export function edgeProvenance(input: EdgeProvenanceInput): EdgeProvenance {
  if (input.messagesOfB === null) return { provenance: "unknown", warning: false };
  const fromSource = input.messagesOfB.filter((message) => message.source === input.source || parseEnvelope(message.content).source === input.source);
  const enveloped = fromSource.length > 0 && fromSource.every((message) => parseEnvelope(message.content).source === input.source);
  if (enveloped) return { provenance: "enveloped", warning: false };
  if (input.trustedSources.includes(input.source)) return { provenance: "trusted", warning: false };
  const injected = input.outputOfA !== null && scanInstructions(input.outputOfA).length > 0;
  return { provenance: "raw", warning: injected };
}
