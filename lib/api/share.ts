import { z } from "zod";
import { DEFAULT_SHARE_EXPIRY, SHARE_EXPIRIES } from "./share-expiry";

/**
 * Shapes of the share-link and session APIs, shared by route handlers and lib/client hooks. A
 * share link's data API answers the run page's own shapes (lib/api/run-view, lib/api/audits),
 * scoped to the link's run and frozen audit.
 */

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
