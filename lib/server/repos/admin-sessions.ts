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
