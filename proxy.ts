import { NextResponse, type NextRequest } from "next/server";
import { ANONYMOUS, accessPolicy, contentSecurityPolicy, createNonce, decideAccess, identify, isPublicPath, SESSION_COOKIE, securityHeaders, signInLimit, type AccessDecision } from "@/lib/server/auth";
import { formatByteCount } from "@/lib/core/archive";
import { getDb } from "@/lib/server/db";
import type { ApiErrorBody, ApiErrorCode } from "@/lib/api/errors";

/**
 * Runs before every request (no matcher: pages, API routes, static files and the image optimiser alike): refuses Host names Cairn does not serve (DNS rebinding), cross-site
 * writes, asks for sign-in when CAIRN_ADMIN_TOKEN is set (share links, their data API and
 * /api/health stay public), and gives every response its security headers with a fresh CSP nonce
 * that Next puts on its own scripts.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const nonce = createNonce();
  const { pathname, search } = request.nextUrl;
  const headers = securityHeaders(contentSecurityPolicy(nonce, process.env.NODE_ENV === "development"), pathname);
  const policy = accessPolicy();
  // Only a request that needs signing in pays for the session lookup.
  const identity =
    policy.adminToken !== null && !isPublicPath(pathname)
      ? await identify(getDb(), { headers: request.headers, sessionCookie: request.cookies.get(SESSION_COOKIE)?.value }, policy.adminToken, signInLimit())
      : ANONYMOUS;
  const decision = decideAccess({ method: request.method, pathname, search, headers: request.headers, identity }, policy);

  const response = decision.kind === "allow" ? forward(request, nonce, headers) : refusal(decision, request);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** Next reads the nonce from the request's CSP header and stamps it on the scripts it renders. */
function forward(request: NextRequest, nonce: string, headers: Record<string, string>): NextResponse {
  const forwarded = new Headers(request.headers);
  forwarded.set("x-nonce", nonce);
  forwarded.set("content-security-policy", headers["content-security-policy"]);
  return NextResponse.next({ request: { headers: forwarded } });
}

const apiError = (status: number, code: ApiErrorCode, message: string, init: ResponseInit = {}) => NextResponse.json<ApiErrorBody>({ error: { code, message } }, { ...init, status });

function refusal(decision: Exclude<AccessDecision, { kind: "allow" }>, request: NextRequest): NextResponse {
  switch (decision.kind) {
    case "wrong-host":
      return apiError(421, "host_not_allowed", "Cairn answers only to the names it serves under: open it at localhost or 127.0.0.1 on its port, or add this name to CAIRN_ALLOWED_HOSTS.");
    case "too-large":
      return apiError(413, "upload_too_large", `The request body is larger than the ${formatByteCount(decision.maxBytes)} this Cairn accepts (CAIRN_MAX_UPLOAD_BYTES).`);
    case "cross-site":
      return apiError(403, "cross_site_request", "Cross-site requests cannot change anything in Cairn.");
    case "throttled":
      return apiError(429, "too_many_attempts", `Too many wrong admin tokens from this address: try again in ${decision.retryAfterSeconds} s.`, { headers: { "retry-after": String(decision.retryAfterSeconds) } });
    case "unauthenticated-api":
      return apiError(401, "unauthorized", "Sign in with the admin token, or send it as a bearer token.");
    case "sign-in": {
      const signIn = new URL("/sign-in", request.url);
      signIn.search = new URLSearchParams({ next: decision.next }).toString();
      return NextResponse.redirect(signIn, 303);
    }
  }
}
