import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const SESSION_COOKIE = "cairn_session";
const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The session cookie's value: an HMAC of a fixed label keyed by the admin token. It proves the
 * browser once presented the token without holding the token itself, and changing the token
 * signs every session out.
 */
export function sessionValue(adminToken: string): string {
  return createHmac("sha256", adminToken).update("cairn admin session v1").digest("base64url");
}

/** Equal strings, compared in constant time (both sides hashed first so lengths leak nothing). */
export function secretsEqual(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

export function isValidSession(cookie: string | undefined, adminToken: string): boolean {
  return cookie !== undefined && secretsEqual(cookie, sessionValue(adminToken));
}

/** `Authorization: Bearer <token>`, as `cairn push` sends it. */
export function isValidBearer(authorization: string | null, adminToken: string): boolean {
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  return match !== null && match !== undefined && secretsEqual(match[1].trim(), adminToken);
}

/** Set-Cookie for a signed-in browser: HttpOnly, SameSite=Strict, Secure whenever served over HTTPS. */
export function sessionCookie(adminToken: string, secure: boolean): string {
  return [`${SESSION_COOKIE}=${sessionValue(adminToken)}`, "Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${SESSION_MAX_AGE_SECONDS}`, ...(secure ? ["Secure"] : [])].join("; ");
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`;
}
