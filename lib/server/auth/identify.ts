import type { Db } from "../db";
import { isValidBearer, isValidSession } from "./session";
import { clientAddress, type SignInLimit } from "./sign-in-limit";

/** Who is asking, as far as access control cares. */
export type Identity = { kind: "signed-in" } | { kind: "anonymous" } | { kind: "throttled"; retryAfterSeconds: number };

export const ANONYMOUS: Identity = { kind: "anonymous" };

export interface Credentials {
  headers: Headers;
  sessionCookie: string | undefined;
}

/**
 * A bearer token or a session cookie, checked against the admin token. A wrong bearer token is a
 * guess like a wrong sign-in, so it counts against the same limit, and while the limit holds even
 * the right token is not looked at.
 */
export async function identify(db: Db, credentials: Credentials, adminToken: string, limit: SignInLimit, now = Date.now()): Promise<Identity> {
  const authorization = credentials.headers.get("authorization");
  if (authorization !== null) {
    const address = clientAddress(credentials.headers);
    const wait = limit.retryAfterMs(address, now);
    if (wait > 0) return { kind: "throttled", retryAfterSeconds: Math.ceil(wait / 1000) };
    if (isValidBearer(authorization, adminToken)) return { kind: "signed-in" };
    limit.fail(address, now);
    return ANONYMOUS;
  }
  return (await isValidSession(db, credentials.sessionCookie, adminToken, new Date(now))) ? { kind: "signed-in" } : ANONYMOUS;
}
