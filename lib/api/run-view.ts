import { z } from "zod";
import type { EdgeOrigin } from "@/lib/core/topology";
import type { AuditSummary, FenceResult } from "./audits";

/**
 * Shapes of the run page's read API (GET /api/runs/:runId/…), shared by the route handlers
 * (which validate the query with the schemas here) and lib/client hooks (which read the answers).
 */

export interface RunAgentDto {
  name: string;
  /** Manifest order; the layout uses it to keep the same run looking the same. */
  position: number;
  /** The graph-hierarchy scope the agent is a node of (lib/core/bundle/SCOPES.md); null outside one. */
  scope: string | null;
  /** The node whose subgraph this agent ran in, so its group; null in a root scope or outside the hierarchy. */
  parent: string | null;
  hasTrace: boolean;
  traceDir: string;
  toolCalls: number;
  errors: number;
  traceBytes: number;
  toolCounts: Record<string, number>;
  artifacts: string[];
}

export interface RunEdgeDto {
  source: string;
  target: string;
  origin: EdgeOrigin;
}

export interface RunViewDto {
  run: {
    id: string;
    name: string;
    sessionId: string;
    incomplete: boolean;
    createdAt: string;
    toolCalls: number;
    errors: number;
    traceBytes: number;
    /** Secrets masked at ingest, before anything was stored. */
    redactedSecrets: number;
    hasReport: boolean;
  };
  agents: RunAgentDto[];
  edges: RunEdgeDto[];
  /** Newest first. */
  audits: AuditSummary[];
  /** The audit shown when none is named: one in progress, else the newest finished, else the newest. */
  defaultAuditId: string | null;
  /** The default audit's per-fence results, in the audit's order; empty when no audit has run. */
  defaultAuditResults: FenceResult[];
}

export const toolCallPageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  /** Only the calls of this tool. */
  tool: z.string().min(1).max(200).optional(),
});
export type ToolCallPageQuery = z.infer<typeof toolCallPageQuery>;

export interface ToolCallRowDto {
  id: string;
  seq: number;
  tool: string;
  status: string;
  durationMs: number | null;
  outputBytes: number;
  error: string | null;
  /** The input on one line, cut short (repos/mappers/tool-calls.ts). */
  inputPreview: string;
}

export interface ToolCallPageDto {
  agent: string;
  /** The tool the page is filtered to; null for every call. */
  tool: string | null;
  offset: number;
  /** Calls matching the filter. */
  total: number;
  calls: ToolCallRowDto[];
}

export interface ToolCallDetailDto extends ToolCallRowDto {
  agent: string;
  input: unknown;
  timestamp: number;
  outputFile: string;
  /** The trace file holding the call's flat text, with the call's line range in it. */
  trace: { path: string; lineStart: number; lineEnd: number } | null;
}

export const traceLinesQuery = z.object({
  path: z.string().min(1).max(2000),
  /** 1-based first line. */
  from: z.coerce.number().int().min(1).default(1),
  lines: z.coerce.number().int().min(1).max(2000).default(500),
  /** Case-insensitive search; the answer then lists every matching line number (capped). */
  q: z.string().max(200).optional(),
});
export type TraceLinesQuery = z.infer<typeof traceLinesQuery>;

export interface TraceLinesDto {
  path: string;
  kind: string;
  bytes: number;
  totalLines: number;
  from: number;
  lines: string[];
  /** Present when `q` was given: matching line numbers, ascending. */
  matches?: { lines: number[]; truncated: boolean };
}

export interface ClaimDto {
  id: string;
  recordId: number;
  claim: string;
  claimInDocument: string;
  evidence: string;
  finding: string;
  sourceAgent: string;
  sourceTool: string;
  rawValue: string;
}

export interface RejectionDto {
  id: string;
  tool: string;
  content: string;
  reason: string;
}

export interface EdgeAuditDto {
  auditId: string;
  result: FenceResult;
  claims: ClaimDto[];
  rejections: RejectionDto[];
}
