import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { signInBody, type SessionDto } from "@/lib/api/share";
import { adminToken, clearedSessionCookie, isValidSession, safeNextPath, secretsEqual, SESSION_COOKIE, sessionCookie } from "@/lib/server/auth";
import { ApiError, route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

const isHttps = (request: Request) => new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

export const GET = route(async () => {
  const token = adminToken();
  const signedIn = token === null || isValidSession((await cookies()).get(SESSION_COOKIE)?.value, token);
  return NextResponse.json({ adminTokenRequired: token !== null, signedIn } satisfies SessionDto);
});

/**
 * Sign in with the admin token. The sign-in page posts a plain form (it works without scripts) and
 * is redirected, with a relative Location so it stays right behind a reverse proxy; a JSON body
 * gets a JSON answer.
 */
export const POST = route({ body: signInBody }, async (request, _context, { body }) => {
  const token = adminToken();
  if (token === null) throw new ApiError(409, "no_admin_token", "This Cairn has no CAIRN_ADMIN_TOKEN; there is nothing to sign in to.");
  const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
  const next = safeNextPath(body.next);
  const valid = secretsEqual(body.token, token);

  if (isForm) {
    const location = valid ? next : `/sign-in?${new URLSearchParams({ next, error: "1" })}`;
    const response = new NextResponse(null, { status: 303, headers: { location } });
    if (valid) response.headers.append("set-cookie", sessionCookie(token, isHttps(request)));
    return response;
  }
  if (!valid) throw new ApiError(401, "invalid_token", "That is not this Cairn's admin token.");
  const response = NextResponse.json({ adminTokenRequired: true, signedIn: true } satisfies SessionDto);
  response.headers.append("set-cookie", sessionCookie(token, isHttps(request)));
  return response;
});

/** Sign out. */
export const DELETE = route(() => {
  const response = NextResponse.json({ adminTokenRequired: adminToken() !== null, signedIn: false } satisfies SessionDto);
  response.headers.append("set-cookie", clearedSessionCookie());
  return response;
});
