import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import type { ApiErrorBody } from "@/lib/api/errors";
import { signInBody, type SessionDto } from "@/lib/api/share";
import { adminToken, clearedSessionCookie, clientAddress, endSession, isValidSession, safeNextPath, secretsEqual, SESSION_COOKIE, sessionCookie, signInLimit, startSession } from "@/lib/server/auth";
import { getDb } from "@/lib/server/db";
import { ApiError, route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

const isHttps = (request: Request) => new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

export const GET = route(async () => {
  const token = adminToken();
  const signedIn = token === null || (await isValidSession(getDb(), (await cookies()).get(SESSION_COOKIE)?.value, token));
  return NextResponse.json({ adminTokenRequired: token !== null, signedIn } satisfies SessionDto);
});

/**
 * Sign in with the admin token. The sign-in page posts a plain form (it works without scripts) and
 * is redirected, with a relative Location so it stays right behind a reverse proxy; a JSON body
 * gets a JSON answer. Wrong tokens slow the address down (see lib/server/auth/sign-in-limit.ts):
 * while it waits, no token is even compared.
 */
export const POST = route({ body: signInBody }, async (request, _context, { body }) => {
  const token = adminToken();
  if (token === null) throw new ApiError(409, "no_admin_token", "This Cairn has no CAIRN_ADMIN_TOKEN; there is nothing to sign in to.");
  const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
  const next = safeNextPath(body.next);
  const address = clientAddress(request.headers);
  const limit = signInLimit();

  const wait = Math.ceil(limit.retryAfterMs(address) / 1000);
  if (wait > 0) {
    const headers = { "retry-after": String(wait) };
    if (isForm) return new NextResponse(null, { status: 303, headers: { ...headers, location: `/sign-in?${new URLSearchParams({ next, wait: String(wait) })}` } });
    return NextResponse.json<ApiErrorBody>({ error: { code: "too_many_attempts", message: `Too many wrong admin tokens from this address: try again in ${wait} s.` } }, { status: 429, headers });
  }
  if (!secretsEqual(body.token, token)) {
    limit.fail(address);
    if (isForm) return new NextResponse(null, { status: 303, headers: { location: `/sign-in?${new URLSearchParams({ next, error: "1" })}` } });
    throw new ApiError(401, "invalid_token", "That is not this Cairn's admin token.");
  }
  limit.succeed(address);
  const cookie = sessionCookie(await startSession(getDb(), token), isHttps(request));
  const response = isForm ? new NextResponse(null, { status: 303, headers: { location: next } }) : NextResponse.json({ adminTokenRequired: true, signedIn: true } satisfies SessionDto);
  response.headers.append("set-cookie", cookie);
  return response;
});

/** Sign out: the session is deleted on the server, not only forgotten by this browser. */
export const DELETE = route(async () => {
  await endSession(getDb(), (await cookies()).get(SESSION_COOKIE)?.value);
  const response = NextResponse.json({ adminTokenRequired: adminToken() !== null, signedIn: false } satisfies SessionDto);
  response.headers.append("set-cookie", clearedSessionCookie());
  return response;
});
