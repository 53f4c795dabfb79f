import { NextResponse, type NextRequest } from "next/server";
import { accessPolicy, contentSecurityPolicy, createNonce, decideAccess, SESSION_COOKIE, securityHeaders } from "@/lib/server/auth";

/**
 * Runs before every request: refuses Host names Cairn does not serve (DNS rebinding), cross-site writes, asks for sign-in when CAIRN_ADMIN_TOKEN is
 * set (share links, their data API and /api/health stay public), and gives every response its
 * security headers with a fresh CSP nonce that Next puts on its own scripts.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const headers = securityHeaders(contentSecurityPolicy(nonce, process.env.NODE_ENV === "development"));
  const decision = decideAccess(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      headers: request.headers,
      sessionCookie: request.cookies.get(SESSION_COOKIE)?.value,
    },
    accessPolicy(),
  );

  let response: NextResponse;
  if (decision.kind === "wrong-host") {
    response = NextResponse.json(
      { error: { code: "host_not_allowed", message: "Cairn answers only to the names it serves under: open it at localhost or 127.0.0.1 on its port, or add this name to CAIRN_ALLOWED_HOSTS." } },
      { status: 421 },
    );
  } else if (decision.kind === "cross-site") {
    response = NextResponse.json({ error: { code: "cross_site_request", message: "Cross-site requests cannot change anything in Cairn." } }, { status: 403 });
  } else if (decision.kind === "unauthenticated-api") {
    response = NextResponse.json({ error: { code: "unauthorized", message: "Sign in with the admin token, or send it as a bearer token." } }, { status: 401 });
  } else if (decision.kind === "sign-in") {
    const signIn = new URL("/sign-in", request.url);
    signIn.search = new URLSearchParams({ next: decision.next }).toString();
    response = NextResponse.redirect(signIn, 303);
  } else {
    // Next reads the nonce from the request's CSP header and stamps it on the scripts it renders.
    const forwarded = new Headers(request.headers);
    forwarded.set("x-nonce", nonce);
    forwarded.set("content-security-policy", headers["content-security-policy"]);
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything, including API routes; only Next's image optimiser is left out (Cairn serves no images through it).
  matcher: ["/((?!_next/image).*)"],
};
