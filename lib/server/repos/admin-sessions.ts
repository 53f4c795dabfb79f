import type { Db } from "../db";

/** Rows of signed-in admin browsers (see lib/server/auth/session.ts for what they mean). */

export interface AdminSessionRow {
  tokenHash: string;
  adminFingerprint: string;
  expiresAt: Date;
}

export async function createAdminSession(db: Db, row: AdminSessionRow): Promise<void> {
  await db.adminSession.create({ data: row });
}

export function findAdminSession(db: Db, tokenHash: string): Promise<AdminSessionRow | null> {
  return db.adminSession.findUnique({ where: { tokenHash }, select: { tokenHash: true, adminFingerprint: true, expiresAt: true } });
}

export async function deleteAdminSession(db: Db, tokenHash: string): Promise<void> {
  await db.adminSession.deleteMany({ where: { tokenHash } });
}

/** Sessions that can never be valid again: expired, or made with an admin token that has since changed. */
export async function deleteDeadAdminSessions(db: Db, adminFingerprint: string, now: Date): Promise<void> {
  await db.adminSession.deleteMany({ where: { OR: [{ expiresAt: { lte: now } }, { adminFingerprint: { not: adminFingerprint } }] } });
}

/** The name a signed-in browser reviews under; null when it has not named itself (or the session is gone). */
export async function findAdminSessionReviewer(db: Db, tokenHash: string): Promise<string | null> {
  const session = await db.adminSession.findUnique({ where: { tokenHash }, select: { reviewerName: true } });
  return session?.reviewerName ?? null;
}

/** False when no such session exists. */
export async function setAdminSessionReviewer(db: Db, tokenHash: string, reviewerName: string): Promise<boolean> {
  return (await db.adminSession.updateMany({ where: { tokenHash }, data: { reviewerName } })).count > 0;
}
