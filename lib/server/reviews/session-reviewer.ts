import { NextRequest } from "next/server";
import { MAX_REVIEWER_NAME } from "@/lib/api/review-limits";
import type { Db } from "../db";
import { ApiError } from "../http";
import { findAdminSessionReviewer, setAdminSessionReviewer } from "../repos";
import { SESSION_COOKIE, sessionTokenHash } from "../auth";

/**
 * Who a review is stored under: a name the reviewer enters once and the session keeps. With an
 * admin token it is kept on the signed-in session's row, so every browser signed in with the
 * one shared token names itself; without one Cairn is single-user on loopback and the name is
 * kept in a cookie of its own.
 */

export const REVIEWER_COOKIE = "cairn_reviewer";
const YEAR_S = 365 * 24 * 60 * 60;

export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** A request's cookies, read from its headers alone (the route wrapper has already read the body). */
export const requestCookies = (request: Request): CookieReader => new NextRequest(request.url, { headers: request.headers }).cookies;

/** The cookie's name, or null for one this server could not have set (malformed, blank or too long). */
function cookieName(cookies: CookieReader): string | null {
  const raw = cookies.get(REVIEWER_COOKIE)?.value;
  if (!raw) return null;
  try {
    const name = decodeURIComponent(raw).trim();
    return name && name.length <= MAX_REVIEWER_NAME ? name : null;
  } catch {
    return null;
  }
}

export async function sessionReviewer(db: Db, cookies: CookieReader, adminToken: string | null): Promise<string | null> {
  if (adminToken === null) return cookieName(cookies);
  const hash = sessionTokenHash(cookies.get(SESSION_COOKIE)?.value);
  return hash ? findAdminSessionReviewer(db, hash) : null;
}

/** The reviewer a write is made by, or a 409 saying how to name oneself. */
export async function requireReviewer(db: Db, cookies: CookieReader, adminToken: string | null): Promise<string> {
  const name = await sessionReviewer(db, cookies, adminToken);
  if (name === null) throw new ApiError(409, "reviewer_required", "Name yourself before reviewing (PUT /api/session/reviewer with {\"name\": …}); the name is kept in this browser's session.");
  return name;
}

/**
 * Names the reviewer of this session. Returns the Set-Cookie to send without an admin token; with
 * one, the name goes on the session row, and a caller with only a bearer token has no session to
 * keep it in (409).
 */
export async function nameReviewer(db: Db, cookies: CookieReader, adminToken: string | null, name: string, secure: boolean): Promise<string | null> {
  if (adminToken === null) {
    return [`${REVIEWER_COOKIE}=${encodeURIComponent(name)}`, "Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${YEAR_S}`, ...(secure ? ["Secure"] : [])].join("; ");
  }
  const hash = sessionTokenHash(cookies.get(SESSION_COOKIE)?.value);
  if (!hash || !(await setAdminSessionReviewer(db, hash, name))) {
    throw new ApiError(409, "no_session", "Only a signed-in browser session can keep a reviewer name; sign in with the admin token first.");
  }
  return null;
}
