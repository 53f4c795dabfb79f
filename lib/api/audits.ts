import { z } from "zod";
import type { FenceStatus } from "@/lib/core/cascade";
import type { VerdictWord } from "@/lib/core/verdict-style";
import type { NearestCandidate } from "@/lib/core/records";
import type { SentenceFigure, SourceAttribution } from "@/lib/core/verdicts";

/** Shapes of the audit API, shared by route handlers and lib/client hooks. */

export const startAuditBody = z.object({ auditor: z.enum(["mechanical", "hybrid", "llm"]).default("mechanical") });

export interface AuditorOptionDto {
  kind: "mechanical" | "hybrid" | "llm";
  available: boolean;
  model?: string;
  reason?: string;
}

/** Where an audit job stands. A fence's verdict is a FenceStatus, never this. */
export type AuditState = "queued" | "running" | "done" | "failed" | "cancelled";

export type { FenceStatus };

export interface AuditSummary {
  /** Token usage and cost estimate of model-backed audits ({} for the mechanical auditor). */
  usage: Record<string, number>;
  id: string;
  kind: "cascade" | "imported";
  auditor: string;
  model: string | null;
  status: AuditState;
  progressDone: number;
  progressTotal: number;
  claimCount: number;
  allPassed: boolean | null;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** An audit's result for one fence: an edge's (`A+C->B`) or an agent's grounding in its own calls (`A/calls->A`). */
export interface FenceResult {
  id: string;
  fence: string;
  sources: string[];
  target: string;
  documentKind: string;
  status: FenceStatus;
  claims: number;
  found: number;
  notFound: number;
  unchecked: number;
  rejections: number;
  error: string | null;
  /** A merged fan-in audit (`A+B->C`): per incoming edge, what that upstream supplied and its own status; null or absent otherwise. */
  bySource?: SourceAttribution[] | null;
}

/** A run's audits, newest first, and the one a view shows when the URL names none (decided by the server, once). */
export interface AuditList {
  audits: AuditSummary[];
  defaultAuditId: string | null;
}

export interface AuditDetail extends AuditSummary {
  edgeResults: FenceResult[];
}

export interface ChainHop {
  claimId: string;
  fence: string;
  target: string;
  sources: string[];
  documentKind: string;
  finding: string;
  claim: string;
  claimInDocument: string;
  evidence: string;
  rawValue: string;
  searchFile: string;
  searchLine: number;
  /** Why not found: on a not-found hop, the source lines nearest its figure, best first (at most 3); else empty (the server always sets it). */
  nearest?: NearestCandidate[];
  rejections: { tool: string; content: string; reason: string }[];
}

/** A claim walked back hop by hop, to the tool call line it came from or the hop where it breaks. */
export interface Chain {
  auditId: string;
  hops: ChainHop[];
  /** The tool call and line the chain ends on, when it reaches one. */
  source: {
    toolCallId: string | null;
    agent: string;
    seq: number | null;
    tool: string | null;
    /** The call's input (parsed JSON); null when the call is not stored. */
    input: unknown;
    outputFile: string;
    tracePath: string;
    line: number;
  } | null;
  brokenAt: { fence: string; reason: "not-found" | "unchecked" | "unlinked" | "cycle"; upstream?: string; explanation: string } | null;
}

/** One figure of a report sentence (lib/core/verdicts' SentenceFigure) with the stored claim it is. */
export type ReportFigureDto = SentenceFigure & { claimId: string };

export interface ReportSentenceDto {
  index: number;
  start: number;
  end: number;
  text: string;
  verdict: VerdictWord;
  claimIds: string[];
  /** The sentence's figures, in claimIds order: finding along the chain, hop, source, why not found. */
  figures: ReportFigureDto[];
}

export interface ReportVerdictsDto {
  auditId: string | null;
  path: string;
  text: string;
  sentences: ReportSentenceDto[];
}
