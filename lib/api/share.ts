import { z } from "zod";
import type { ReportSentenceDto } from "./audits";

/** Shapes of the share-link and session APIs, shared by route handlers and lib/client hooks. */

import { DEFAULT_SHARE_EXPIRY, SHARE_EXPIRIES } from "./share-expiry";

export { DEFAULT_SHARE_EXPIRY, SHARE_EXPIRIES, type ShareExpiry } from "./share-expiry";

export const createShareLinkBody = z.object({
  label: z.string().trim().max(200).optional(),
  expiry: z.enum(SHARE_EXPIRIES).default(DEFAULT_SHARE_EXPIRY),
  /** The audit the link freezes; the run's latest finished audit when omitted. */
  auditId: z.string().min(1).max(100).optional(),
  /** A claim the link opens on, as `?claim=` does. */
  claimId: z.string().min(1).max(100).optional(),
});
export type CreateShareLinkBody = z.input<typeof createShareLinkBody>;

export type ShareLinkState = "active" | "expired" | "revoked";

export interface ShareLinkDto {
  id: string;
  runId: string;
  auditId: string | null;
  claimId: string | null;
  label: string | null;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  viewCount: number;
  lastViewedAt: string | null;
  state: ShareLinkState;
}

/** Answer to creating a link: the secret token is shown this once and never stored. */
export interface CreatedShareLinkDto {
  link: ShareLinkDto;
  /** `/s/<token>`, relative to the server's origin. */
  path: string;
}

/**
 * What a share session may see of its run: exactly what the share page shows, nothing more (no
 * ids outside it, no tool-call inputs, no audit errors or usage, no link label), so a field added
 * to the run view never reaches a link's holder by accident.
 */
export interface SharedRunDto {
  run: { name: string; sessionId: string; incomplete: boolean };
  agents: { name: string; toolCalls: number }[];
  /** The run's edges, with the frozen audit's status of each (null when it covers none). */
  edges: { source: string; target: string; status: string | null }[];
  /** The audit frozen when the link was made; null when the run had no finished audit then. */
  audit: SharedAuditDto | null;
  /** The claim the link itself opens on, if it was made for one. */
  claimId: string | null;
}

export interface SharedAuditDto {
  auditor: string;
  createdAt: string;
  finishedAt: string | null;
  allPassed: boolean | null;
  edgeResults: { fence: string; target: string; status: string }[];
}

/** The report by sentence, with the frozen audit's verdicts. */
export interface SharedReportDto {
  text: string;
  /** `figures` as the run view has them (claim ids within the frozen audit), so the shared report can say why a sentence is red. */
  sentences: Pick<ReportSentenceDto, "index" | "start" | "end" | "verdict" | "claimIds" | "figures">[];
}

/** A claim's chain as the share page draws it: each hop's claim and evidence, the source line, where it breaks. */
export interface SharedChainDto {
  hops: { claimId: string; fence: string; finding: string; claim: string; evidence: string }[];
  source: { tracePath: string; line: number; tool: string | null } | null;
  brokenAt: { explanation: string } | null;
}

export const signInBody = z.object({
  token: z.string().min(1).max(1000),
  /** Where to go after signing in; only same-site paths are followed. */
  next: z.string().max(2000).optional(),
});

export interface SessionDto {
  /** Whether this server requires signing in (CAIRN_ADMIN_TOKEN is set). */
  adminTokenRequired: boolean;
  signedIn: boolean;
}

export type ExportFormat = "zip" | "html";
export const exportQuery = z.object({ format: z.enum(["zip", "html"]).default("zip") });
