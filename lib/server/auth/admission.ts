import { NextRequest, NextResponse } from "next/server";
import type { ApiErrorBody, ApiErrorCode } from "@/lib/api/errors";
import { getDb } from "../db";
import { errorResponse } from "../http/error-response";
import { uploadTooLarge } from "../ingest/upload-too-large";
import { accessPolicy, decideAccess, isPublicPath, type AccessDecision } from "./access";
import { ANONYMOUS, identify } from "./identify";
import { SESSION_COOKIE } from "./session";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers";
import { signInLimit } from "./sign-in-limit";

/** What Cairn decided about a request before any route reads it, and the headers its answer carries. */
export interface Admission {
  decision: AccessDecision;
  /** The CSP nonce Next stamps on the scripts of a page it renders. */
  nonce: string;
  headers: Record<string, string>;
}

/**
 * Decides a request (`decideAccess`, README) and writes its answer's security headers: by
 * `proxy.ts` for every path but those it leaves to their routes, and by `admitted` in those routes.
 */
export async function admission(request: NextRequest): Promise<Admission> {
  const nonce = createNonce();
  const { pathname, search } = request.nextUrl;
  const headers = securityHeaders(contentSecurityPolicy(nonce, process.env.NODE_ENV === "development"), pathname);
  const policy = accessPolicy();
  // Only a request that needs signing in pays for the session lookup.
  const identity =
    policy.adminToken !== null && !isPublicPath(pathname)
      ? await identify(getDb(), { headers: request.headers, sessionCookie: request.cookies.get(SESSION_COOKIE)?.value }, policy.adminToken, signInLimit())
      : ANONYMOUS;
  return { decision: decideAccess({ method: request.method, pathname, search, headers: request.headers, identity }, policy), nonce, headers };
}

const apiError = (status: number, code: ApiErrorCode, message: string, init: ResponseInit = {}) => NextResponse.json<ApiErrorBody>({ error: { code, message } }, { ...init, status });

/** The answer to a request `admission` refused. */
export function refusal(decision: Exclude<AccessDecision, { kind: "allow" }>, request: NextRequest): NextResponse {
  switch (decision.kind) {
    case "wrong-host":
      return apiError(421, "host_not_allowed", "Cairn answers only to the names it serves under: open it at localhost or 127.0.0.1 on its port, or add this name to CAIRN_ALLOWED_HOSTS.");
    case "too-large":
      return errorResponse(uploadTooLarge(decision.maxBytes));
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

/**
 * A route the proxy leaves alone (its matcher in `proxy.ts`), admitted as the proxy would admit
 * it: refused before its handler runs, and its answer given the same headers. The proxy is left
 * out where a request's body must reach the route as it arrives: Next buffers every body it hands
 * the proxy, then gives the route that buffer copied whole, twice, in one turn of the event loop.
 */
export function admitted<C>(handler: (request: Request, context: C) => Promise<Response>): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    // Next hands a route a NextRequest; a caller of the handler itself (a test) may not. Admission reads no body.
    const asked = request instanceof NextRequest ? request : new NextRequest(request.url, { method: request.method, headers: request.headers });
    const { decision, headers } = await admission(asked);
    return withHeaders(decision.kind === "allow" ? await handler(request, context) : refusal(decision, asked), headers);
  };
}

/** `response` with admission's headers set on it. */
export function withHeaders<R extends Response>(response: R, headers: Record<string, string>): R {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
