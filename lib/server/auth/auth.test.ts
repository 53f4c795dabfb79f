import { describe, expect, it } from "vitest";
import { ANONYMOUS, accessPolicy, adminToken, bindDecision, contentSecurityPolicy, decideAccess, isCrossSite, isPublicPath, isValidBearer, safeNextPath, securityHeaders, sessionCookie, type AccessRequest } from ".";

const TOKEN = "correct horse battery staple";
const OPEN = accessPolicy({ PORT: "3000" });
const GUARDED = accessPolicy({ PORT: "3000", CAIRN_ADMIN_TOKEN: TOKEN });

function request({ headers, ...overrides }: Partial<Omit<AccessRequest, "headers">> & { headers?: Record<string, string> } = {}): AccessRequest {
  return { method: "GET", pathname: "/", search: "", identity: ANONYMOUS, ...overrides, headers: new Headers({ host: "127.0.0.1:3000", ...headers }) };
}

describe("admin token", () => {
  it("is off when unset or blank", () => {
    expect(adminToken({})).toBeNull();
    expect(adminToken({ CAIRN_ADMIN_TOKEN: "  " })).toBeNull();
    expect(adminToken({ CAIRN_ADMIN_TOKEN: TOKEN })).toBe(TOKEN);
  });
});

describe("session cookie", () => {
  const session = { secret: "s".repeat(43), expiresAt: new Date("2026-12-08T00:00:00Z") };
  const now = new Date("2026-12-01T00:00:00Z");

  it("holds the session's secret, HttpOnly and SameSite=Strict, and lives as long as the session", () => {
    const cookie = sessionCookie(session, false, now);
    expect(cookie).toContain(`cairn_session=${session.secret}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain(`Max-Age=${7 * 24 * 3600}`);
    expect(cookie).not.toContain("Secure");
    expect(sessionCookie(session, true, now)).toContain("Secure");
  });

  it("bearer tokens must equal the admin token", () => {
    expect(isValidBearer(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(isValidBearer(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(isValidBearer(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(isValidBearer(TOKEN, TOKEN)).toBe(false);
    expect(isValidBearer(null, TOKEN)).toBe(false);
  });
});

describe("access decisions", () => {
  it("let everything through when no admin token is set", () => {
    expect(decideAccess(request({ pathname: "/runs/abc" }), OPEN)).toEqual({ kind: "allow" });
    expect(decideAccess(request({ method: "POST", pathname: "/api/runs" }), OPEN)).toEqual({ kind: "allow" });
  });

  it("keep share pages, their data API, health, sign-in and the app's icons public", () => {
    for (const path of ["/s/abc", "/api/share/abc", "/api/share/abc/report", "/api/share/abc/claims/c1/chain", "/api/health", "/sign-in", "/api/session", "/_next/static/chunks/x.js", "/favicon.ico", "/icon.svg", "/apple-touch-icon.png"]) {
      expect(isPublicPath(path), path).toBe(true);
      expect(decideAccess(request({ pathname: path }), GUARDED), path).toEqual({ kind: "allow" });
    }
    for (const path of ["/", "/runs/abc", "/api/runs", "/api/runs/abc/share-links", "/s/abc/extra", "/api/sharex", "/api/healthz"]) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });

  it("send anonymous page visits to sign-in and refuse anonymous API calls", () => {
    expect(decideAccess(request({ pathname: "/runs/abc", search: "?claim=1" }), GUARDED)).toEqual({ kind: "sign-in", next: "/runs/abc?claim=1" });
    expect(decideAccess(request({ pathname: "/api/runs" }), GUARDED)).toEqual({ kind: "unauthenticated-api" });
  });

  it("admit a signed-in identity (session or bearer), and hold back a throttled one", () => {
    expect(decideAccess(request({ pathname: "/api/runs", identity: { kind: "signed-in" } }), GUARDED)).toEqual({ kind: "allow" });
    expect(decideAccess(request({ pathname: "/api/runs", method: "POST", identity: { kind: "signed-in" } }), GUARDED)).toEqual({ kind: "allow" });
    expect(decideAccess(request({ pathname: "/api/runs", identity: { kind: "throttled", retryAfterSeconds: 8 } }), GUARDED)).toEqual({ kind: "throttled", retryAfterSeconds: 8 });
  });

  it("answer only to loopback names on the configured port without a token (DNS rebinding)", () => {
    const rebound = { headers: { host: "rebind.attacker.example:3000", origin: "http://rebind.attacker.example:3000" } };
    expect(decideAccess(request({ pathname: "/api/runs", ...rebound }), OPEN)).toEqual({ kind: "wrong-host" });
    expect(decideAccess(request({ pathname: "/api/health", ...rebound }), OPEN)).toEqual({ kind: "wrong-host" });
    expect(decideAccess(request({ pathname: "/api/runs", headers: { host: "localhost:3000" } }), OPEN)).toEqual({ kind: "allow" });
    // With a token every request signs in anyway; CAIRN_ALLOWED_HOSTS pins the names there too.
    expect(decideAccess(request({ pathname: "/api/health", ...rebound }), GUARDED)).toEqual({ kind: "allow" });
    const pinned = accessPolicy({ PORT: "3000", CAIRN_ADMIN_TOKEN: TOKEN, CAIRN_ALLOWED_HOSTS: "cairn.example.com" });
    expect(decideAccess(request({ pathname: "/api/health", ...rebound }), pinned)).toEqual({ kind: "wrong-host" });
    expect(decideAccess(request({ pathname: "/api/health", headers: { host: "cairn.example.com" } }), pinned)).toEqual({ kind: "allow" });
  });

  it("refuse a body whose Content-Length is over CAIRN_MAX_UPLOAD_BYTES before anything reads it", () => {
    const small = accessPolicy({ PORT: "3000", CAIRN_MAX_UPLOAD_BYTES: "1000" });
    expect(decideAccess(request({ method: "POST", pathname: "/api/runs", headers: { "content-length": "1001" } }), small)).toEqual({ kind: "too-large", maxBytes: 1000 });
    expect(decideAccess(request({ method: "POST", pathname: "/api/runs", headers: { "content-length": "1000" } }), small)).toEqual({ kind: "allow" });
    expect(OPEN.maxBodyBytes).toBe(1024 ** 3);
  });

  it("refuse cross-site writes to the API even when signed in", () => {
    const signedIn = { identity: { kind: "signed-in" } as const };
    expect(decideAccess(request({ ...signedIn, method: "POST", pathname: "/api/runs", headers: { "sec-fetch-site": "cross-site" } }), GUARDED)).toEqual({ kind: "cross-site" });
    expect(decideAccess(request({ method: "DELETE", pathname: "/api/runs/a/share-links/b", headers: { origin: "https://evil.example" } }), OPEN)).toEqual({ kind: "cross-site" });
    expect(decideAccess(request({ method: "GET", pathname: "/api/runs", headers: { "sec-fetch-site": "cross-site" } }), OPEN)).toEqual({ kind: "allow" });
  });
});

describe("cross-site detection", () => {
  const host = "127.0.0.1:3000";
  it("trusts Sec-Fetch-Site first, then Origin, and lets header-less clients (the CLI) through", () => {
    expect(isCrossSite(new Headers({ "sec-fetch-site": "same-origin" }), host)).toBe(false);
    expect(isCrossSite(new Headers({ "sec-fetch-site": "same-site" }), host)).toBe(true);
    expect(isCrossSite(new Headers({ "sec-fetch-site": "cross-site" }), host)).toBe(true);
    expect(isCrossSite(new Headers({ origin: "http://127.0.0.1:3000" }), host)).toBe(false);
    expect(isCrossSite(new Headers({ origin: "http://127.0.0.1:4000" }), host)).toBe(true);
    expect(isCrossSite(new Headers({ origin: "null" }), host)).toBe(true);
    expect(isCrossSite(new Headers({}), host)).toBe(false);
  });
});

describe("post-sign-in redirect", () => {
  it("follows same-site paths only", () => {
    expect(safeNextPath("/runs/a?x=1")).toBe("/runs/a?x=1");
    expect(safeNextPath("/runs/a?claim=c1#hop")).toBe("/runs/a?claim=c1#hop");
    expect(safeNextPath("/s/../runs/a")).toBe("/runs/a");
    // Browsers drop tabs and newlines from URLs and read a backslash as a slash: each of these is //evil.example.
    for (const next of ["https://evil.example", "//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "\\/evil.example", "", null, undefined]) {
      expect(safeNextPath(next), JSON.stringify(next)).toBe("/");
    }
  });
});

describe("content security policy", () => {
  it("allows scripts only by nonce, and no framing", () => {
    const csp = contentSecurityPolicy("abc123", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy("abc123", true)).toContain("'unsafe-eval'");
  });
});

describe("security headers", () => {
  it("forbid caching API answers, and leave pages and assets to Next", () => {
    expect(securityHeaders("csp", "/api/share/abc")["cache-control"]).toBe("no-store");
    expect(securityHeaders("csp", "/runs/abc")["cache-control"]).toBeUndefined();
    expect(securityHeaders("csp", "/_next/static/x.js")).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "no-referrer", "x-frame-options": "DENY" });
  });
});

describe("host binding", () => {
  it("allows loopback without a token and says so", () => {
    for (const host of ["127.0.0.1", "localhost", "::1", "127.0.0.2"]) {
      const decision = bindDecision(host, null);
      expect(decision.ok, host).toBe(true);
    }
    expect(bindDecision("127.0.0.1", null)).toMatchObject({ notice: expect.stringContaining("127.0.0.1 only") });
  });

  it("refuses any other address without a token, with a message naming the fix", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.5", "cairn.example"]) {
      const decision = bindDecision(host, null);
      expect(decision.ok, host).toBe(false);
      if (!decision.ok) expect(decision.message).toContain("CAIRN_ADMIN_TOKEN");
    }
    expect(bindDecision("0.0.0.0", TOKEN).ok).toBe(true);
  });
});
