import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Scripts run only with this response's nonce ('strict-dynamic' lets Next's loader add its chunks);
 * no inline script, event handler or `javascript:` URL can. Development adds 'unsafe-eval', which
 * React's dev build needs. Inline styles stay allowed: layout libraries position nodes with them.
 */
export function contentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers every response carries. No referrer is sent anywhere, which matters most on share
 * pages, whose URL holds the secret token. API answers (runs, traces, share data) are never kept
 * by a browser or proxy cache, where another user of the machine or the proxy could read them.
 */
export function securityHeaders(csp: string, pathname: string): Record<string, string> {
  return {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    ...(pathname.startsWith("/api/") ? { "cache-control": "no-store" } : {}),
  };
}
