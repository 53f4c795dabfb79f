import { NextResponse, type NextRequest } from "next/server";
import { admission, refusal, withHeaders } from "@/lib/server/auth";

/**
 * Runs before every request but uploads (pages, API routes, static files and the image optimiser
 * alike): refuses Host names Cairn does not serve (DNS rebinding), cross-site writes, asks for
 * sign-in when CAIRN_ADMIN_TOKEN is set (share links, their data API and /api/health stay public),
 * and gives every response its security headers with a fresh CSP nonce that Next puts on its own
 * scripts. `/api/runs`, where bundles are uploaded, admits its own requests the same way
 * (lib/server/auth's `admitted`), so Next does not buffer their bodies for the proxy.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { decision, nonce, headers } = await admission(request);
  return withHeaders(decision.kind === "allow" ? forward(request, nonce, headers) : refusal(decision, request), headers);
}

export const config = { matcher: ["/((?!api/runs$).*)"] };

/** Next reads the nonce from the request's CSP header and stamps it on the scripts it renders. */
function forward(request: NextRequest, nonce: string, headers: Record<string, string>): NextResponse {
  const forwarded = new Headers(request.headers);
  forwarded.set("x-nonce", nonce);
  forwarded.set("content-security-policy", headers["content-security-policy"]);
  return NextResponse.next({ request: { headers: forwarded } });
}
