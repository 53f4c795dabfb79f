import { z } from "zod";

export const trustedSourcesBody = z.object({ trustedSources: z.array(z.string().trim().min(1).max(200)).max(500) });

export type EdgeProvenanceKind = "enveloped" | "trusted" | "raw" | "unknown";

export interface ProvenanceDto {
  trustedSources: string[];
  /** Per DAG edge between agents: how the upstream's output crossed the hop. */
  edges: { source: string; target: string; provenance: EdgeProvenanceKind; warning: boolean }[];
  /** Instruction-like text found in agent outputs and tool outputs. */
  hits: { node: string; file: string; kind: string; start: number; end: number; text: string }[];
}
