import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db";
import { createAdminSession, deleteAdminSession, deleteDeadAdminSessions, findAdminSession } from "../repos";

export const SESSION_COOKIE = "cairn_session";
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes in base64url: what a session cookie must look like before it is looked up. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

/** The stored hash of a session cookie's secret; null for a value no session could have. */
export function sessionTokenHash(secret: string | undefined): string | null {
  return secret && SECRET_SHAPE.test(secret) ? sha256(secret) : null;
}

/** Which admin token a session was made with, without storing the token: changing it ends every session. */
export function adminFingerprint(adminToken: string): string {
  return createHmac("sha256", adminToken).update("cairn admin session v2").digest("hex");
}

/** Equal strings, compared in constant time (both sides hashed first so lengths leak nothing). */
export function secretsEqual(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

export interface StartedSession {
  /** The cookie's value; only its hash is stored. */
  secret: string;
  expiresAt: Date;
}

/** A new session for a browser that just presented the admin token; dead sessions are swept on the way. */
export async function startSession(db: Db, adminToken: string, now = new Date()): Promise<StartedSession> {
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const fingerprint = adminFingerprint(adminToken);
  await deleteDeadAdminSessions(db, fingerprint, now);
  await createAdminSession(db, { tokenHash: sha256(secret), adminFingerprint: fingerprint, expiresAt });
  return { secret, expiresAt };
}

export async function isValidSession(db: Db, secret: string | undefined, adminToken: string, now = new Date()): Promise<boolean> {
  if (!secret || !SECRET_SHAPE.test(secret)) return false;
  const session = await findAdminSession(db, sha256(secret));
  return session !== null && session.expiresAt > now && secretsEqual(session.adminFingerprint, adminFingerprint(adminToken));
}

/** Sign-out: the session is deleted, so its cookie stops working everywhere at once. */
export async function endSession(db: Db, secret: string | undefined): Promise<void> {
  if (secret && SECRET_SHAPE.test(secret)) await deleteAdminSession(db, sha256(secret));
}

/** `Authorization: Bearer <token>`, as `cairn push` sends it. */
export function isValidBearer(authorization: string | null, adminToken: string): boolean {
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  return match !== null && match !== undefined && secretsEqual(match[1].trim(), adminToken);
}

/** Set-Cookie for a signed-in browser: HttpOnly, SameSite=Strict, Secure whenever served over HTTPS, gone when the session ends. */
export function sessionCookie(session: StartedSession, secure: boolean, now = new Date()): string {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
  return [`${SESSION_COOKIE}=${session.secret}`, "Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${maxAge}`, ...(secure ? ["Secure"] : [])].join("; ");
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`;
}
