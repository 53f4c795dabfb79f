import type { CreateShareLinkBody, CreatedShareLinkDto, ShareLinkDto, ShareLinkState } from "@/lib/api/share";
import { createShareLinkBody } from "@/lib/api/share";
import type { Db } from "../db";
import { notFound } from "../http/api-error";
import { ShareLinkUnavailableError } from "../share/errors";
import { expiresAtFor } from "../share/expiry";
import { createShareToken, hashShareToken, isWellFormedShareToken, tokenMatchesHash } from "../share/token";

/** What a valid token grants: one run, seen through the audit frozen when the link was made. */
export interface ShareAccess {
  linkId: string;
  runId: string;
  auditId: string | null;
  claimId: string | null;
  label: string | null;
  expiresAt: Date | null;
}

type ShareLinkRow = {
  id: string;
  runId: string;
  auditId: string | null;
  claimId: string | null;
  label: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  viewCount: number;
  lastViewedAt: Date | null;
};

function stateOf(link: Pick<ShareLinkRow, "expiresAt" | "revokedAt">, now: Date): ShareLinkState {
  if (link.revokedAt) return "revoked";
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

function shareLinkDto(link: ShareLinkRow, now: Date): ShareLinkDto {
  return {
    id: link.id,
    runId: link.runId,
    auditId: link.auditId,
    claimId: link.claimId,
    label: link.label,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    viewCount: link.viewCount,
    lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
    state: stateOf(link, now),
  };
}

/** The audit a new link freezes: the one asked for (it must belong to the run), else the latest finished one. */
async function auditToFreeze(db: Db, runId: string, auditId: string | undefined): Promise<string | null> {
  if (auditId) {
    const audit = await db.audit.findFirst({ where: { id: auditId, runId }, select: { id: true } });
    if (!audit) throw notFound("Audit");
    return audit.id;
  }
  const latest = await db.audit.findFirst({ where: { runId, status: "done" }, orderBy: { createdAt: "desc" }, select: { id: true } });
  return latest?.id ?? null;
}

/** Makes a link to a run; the token is returned in `path` this once and only its hash is kept. */
export async function createShareLink(db: Db, runId: string, request: CreateShareLinkBody, now = new Date()): Promise<CreatedShareLinkDto> {
  const body = createShareLinkBody.parse(request);
  const run = await db.run.findUnique({ where: { id: runId }, select: { id: true } });
  if (!run) throw notFound("Run");
  const auditId = await auditToFreeze(db, runId, body.auditId);
  if (body.claimId) {
    const claim = auditId ? await db.claim.findFirst({ where: { id: body.claimId, auditId }, select: { id: true } }) : null;
    if (!claim) throw notFound("Claim");
  }
  const { token, tokenHash } = createShareToken();
  const link = await db.shareLink.create({
    data: { runId, auditId, claimId: body.claimId ?? null, tokenHash, label: body.label || null, createdAt: now, expiresAt: expiresAtFor(body.expiry, now) },
  });
  return { link: shareLinkDto(link, now), path: `/s/${token}` };
}

export async function listShareLinks(db: Db, runId: string, now = new Date()): Promise<ShareLinkDto[]> {
  const links = await db.shareLink.findMany({ where: { runId }, orderBy: { createdAt: "desc" } });
  return links.map((link) => shareLinkDto(link, now));
}

/** Revokes a link for good; revoking twice keeps the first revocation time. */
export async function revokeShareLink(db: Db, runId: string, linkId: string, now = new Date()): Promise<ShareLinkDto> {
  await db.shareLink.updateMany({ where: { id: linkId, runId, revokedAt: null }, data: { revokedAt: now } });
  const link = await db.shareLink.findFirst({ where: { id: linkId, runId } });
  if (!link) throw notFound("Share link");
  return shareLinkDto(link, now);
}

/**
 * The access a token grants, or ShareLinkUnavailableError, the same for every reason it has none.
 * The row is found through its hash's unique index, then the hashes are compared in constant time.
 */
export async function resolveShareLink(db: Db, token: string, now = new Date()): Promise<ShareAccess> {
  if (!isWellFormedShareToken(token)) throw new ShareLinkUnavailableError();
  const link = await db.shareLink.findUnique({ where: { tokenHash: hashShareToken(token) } });
  if (!link || !tokenMatchesHash(token, link.tokenHash) || stateOf(link, now) !== "active") throw new ShareLinkUnavailableError();
  return { linkId: link.id, runId: link.runId, auditId: link.auditId, claimId: link.claimId, label: link.label, expiresAt: link.expiresAt };
}

/** Resolves a token for a page view and counts the view. Data requests use resolveShareLink and count nothing. */
export async function openShareLink(db: Db, token: string, now = new Date()): Promise<ShareAccess> {
  const access = await resolveShareLink(db, token, now);
  await db.shareLink.update({ where: { id: access.linkId }, data: { viewCount: { increment: 1 }, lastViewedAt: now } });
  return access;
}
