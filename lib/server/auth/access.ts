import { adminToken } from "./admin-token";
import { maxUploadBytes } from "../ingest/upload-size";
import { hostPolicy, isAllowedHost, type HostPolicy } from "./host-policy";
import type { Identity } from "./identify";

/**
 * Paths anyone may reach even when CAIRN_ADMIN_TOKEN is set: share pages and their data API,
 * the health check, signing in, Next's own static assets and the app's icons (public/).
 */
const PUBLIC_PATHS: RegExp[] = [
  /^\/s\/[^/]+\/?$/,
  /^\/api\/share\/[^/]+(\/.*)?$/,
  /^\/api\/health\/?$/,
  /^\/sign-in\/?$/,
  /^\/api\/session\/?$/,
  /^\/_next\/static\//,
  /^\/(favicon\.ico|icon\.svg|apple-touch-icon\.png)$/,
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => pattern.test(pathname));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isMutatingMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Whether a request comes from another site: `Sec-Fetch-Site` when the browser sends it, else an
 * `Origin` naming another host. Requests with neither (the CLI, curl) are not a browser being
 * tricked, so they pass; they still need the admin token when one is set.
 */
export function isCrossSite(headers: Headers, host: string | null): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export interface AccessRequest {
  method: string;
  pathname: string;
  search: string;
  headers: Headers;
  /** Resolved by `admission` (bearer token or session cookie) before the decision. */
  identity: Identity;
}

/** What admission enforces, read from the environment. */
export interface AccessPolicy {
  adminToken: string | null;
  hosts: HostPolicy;
  /** Largest request body, by its Content-Length (CAIRN_MAX_UPLOAD_BYTES). */
  maxBodyBytes: number;
}

export function accessPolicy(env: Record<string, string | undefined> = process.env): AccessPolicy {
  return { adminToken: adminToken(env), hosts: hostPolicy(env), maxBodyBytes: maxUploadBytes(env) };
}

export type AccessDecision =
  | { kind: "allow" }
  | { kind: "wrong-host" }
  | { kind: "too-large"; maxBytes: number }
  | { kind: "cross-site" }
  | { kind: "unauthenticated-api" }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "sign-in"; next: string };

/** What Cairn does with a request before any route handler runs (`admission.ts`). */
export function decideAccess(request: AccessRequest, policy: AccessPolicy): AccessDecision {
  if (policy.hosts.enforced && !isAllowedHost(request.headers.get("host"), policy.hosts)) return { kind: "wrong-host" };
  if (Number(request.headers.get("content-length")) > policy.maxBodyBytes) return { kind: "too-large", maxBytes: policy.maxBodyBytes };
  const api = request.pathname.startsWith("/api/");
  if (api && isMutatingMethod(request.method) && isCrossSite(request.headers, request.headers.get("host"))) return { kind: "cross-site" };
  if (policy.adminToken === null || isPublicPath(request.pathname)) return { kind: "allow" };
  if (request.identity.kind === "signed-in") return { kind: "allow" };
  if (request.identity.kind === "throttled") return { kind: "throttled", retryAfterSeconds: request.identity.retryAfterSeconds };
  return api ? { kind: "unauthenticated-api" } : { kind: "sign-in", next: request.pathname + request.search };
}

const THIS_SITE = "http://cairn.invalid";

/**
 * A post-sign-in destination is followed only when it stays on this site. Judged after parsing it
 * the way a browser will (which drops tabs and newlines, so "/\t/evil.example" is "//evil.example"),
 * and answered in the parsed form, so what was checked is what the browser gets.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith("/")) return "/";
  try {
    const url = new URL(next, THIS_SITE);
    return url.origin === THIS_SITE ? url.pathname + url.search + url.hash : "/";
  } catch {
    return "/";
  }
}
