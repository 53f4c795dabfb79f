import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { createTestDatabase, PRODUCTION_BUILD, startProductionServer, type ProductionServer, type TestDatabase } from "../testing";
import { isPublicPath } from "./access";

/**
 * Access control end to end: the production build (`.next`, from `npm run build`) served by
 * `lib/tooling/start.ts` with CAIRN_ADMIN_TOKEN set, and every route the `app/` folder defines
 * requested anonymously. Routes are found by walking `app/`, so a new route is covered the day it
 * is added.
 */

const ROOT = process.cwd();
const ADMIN_TOKEN = "integration-admin-token-0123456789";
const METHOD_EXPORT = /export\s+const\s+(GET|POST|PUT|PATCH|DELETE)\b|\bas\s+(GET|POST|PUT|PATCH|DELETE)\b/g;

interface AppRoute {
  path: string;
  methods: string[];
  kind: "api" | "page";
}

/** Every page and route handler under app/, with dynamic segments filled with sample values. */
function enumerateRoutes(dir = path.join(ROOT, "app"), segments: string[] = []): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      const segment = entry.startsWith("(") ? null : entry.startsWith("[...") ? "a/b" : entry.startsWith("[") ? `sample-${entry.slice(1, -1)}` : entry;
      routes.push(...enumerateRoutes(full, segment === null ? segments : [...segments, segment]));
    } else if (entry === "route.ts") {
      const methods = [...readFileSync(full, "utf8").matchAll(METHOD_EXPORT)].map((match) => match[1] ?? match[2]);
      routes.push({ path: `/${segments.join("/")}`, methods: [...new Set(methods)], kind: "api" });
    } else if (entry === "page.tsx") {
      routes.push({ path: `/${segments.join("/")}`.replace(/\/$/, "") || "/", methods: ["GET"], kind: "page" });
    }
  }
  return routes;
}

if (!PRODUCTION_BUILD) console.warn("admin-access.integration.test.ts skipped: .next/BUILD_ID is missing; run `npm run build` first.");

describe.skipIf(!PRODUCTION_BUILD)("with CAIRN_ADMIN_TOKEN set (production build)", () => {
  let database: TestDatabase;
  let server: ProductionServer;
  let base: string;
  const routes = enumerateRoutes();
  const bearer = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const signIn = (token: string) =>
    fetch(`${base}/api/session`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", origin: base }, body: new URLSearchParams({ token, next: "/" }) });
  const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startProductionServer({ DATABASE_URL: database.url, CAIRN_ADMIN_TOKEN: ADMIN_TOKEN, CAIRN_RUNNER: "off" });
    base = server.base;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("enumerates the app's routes, including the ones that change things", () => {
    expect(routes.find((route) => route.path === "/api/runs")?.methods).toEqual(expect.arrayContaining(["GET", "POST"]));
    expect(routes.some((route) => route.kind === "page" && route.path === "/")).toBe(true);
    expect(routes.filter((route) => route.methods.some((method) => method !== "GET")).length).toBeGreaterThan(3);
  });

  it("refuses every non-public route to an anonymous request", async () => {
    const protectedRoutes = routes.filter((route) => !isPublicPath(route.path));
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const route of protectedRoutes) {
      for (const method of route.methods) {
        const response = await fetch(`${base}${route.path}`, { method, redirect: "manual", headers: { "sec-fetch-site": "same-origin" } });
        const what = `${method} ${route.path}`;
        if (route.kind === "api") {
          expect(response.status, what).toBe(401);
          expect((await response.json()).error.code, what).toBe("unauthorized");
        } else {
          expect(response.status, what).toBe(303);
          expect(response.headers.get("location"), what).toMatch(/\/sign-in\?next=/);
        }
      }
    }
  });

  it("keeps the share page, its data API and the health check public", async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/sign-in`)).status).toBe(200);
    const unknown = await fetch(`${base}/api/share/${"A".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("link_not_available");
    expect((await fetch(`${base}/s/${"A".repeat(43)}`)).status).toBe(404);
  });

  it("signs a browser in with the token (HttpOnly, SameSite=Strict cookie) and admits the bearer token", async () => {
    const wrong = await signIn("nope");
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("set-cookie")).toBeNull();

    const signedIn = await signIn(ADMIN_TOKEN);
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers.get("set-cookie")!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toContain(ADMIN_TOKEN);
    expect((await fetch(`${base}/api/runs`, { headers: { cookie: cookie.split(";")[0] } })).status).toBe(200);
    expect((await fetch(`${base}/api/runs`, { headers: bearer })).status).toBe(200);
    expect((await fetch(`${base}/api/runs`, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
  });

  it("gives every sign-in its own random session, stored only as a hash, that signing out ends", async () => {
    const first = cookieOf(await signIn(ADMIN_TOKEN));
    const second = cookieOf(await signIn(ADMIN_TOKEN));
    expect(first).not.toBe(second);
    const secret = first.split("=")[1];
    const stored = await database.db.adminSession.findMany();
    expect(stored.map((row) => row.tokenHash)).toContain(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const signOut = await fetch(`${base}/api/session`, { method: "DELETE", headers: { cookie: first, origin: base } });
    expect(signOut.status).toBe(200);
    expect((await fetch(`${base}/api/runs`, { headers: { cookie: first } })).status).toBe(401);
    expect((await fetch(`${base}/api/runs`, { headers: { cookie: second } })).status).toBe(200);
  });

  it("follows only same-site destinations after sign-in, judged as the browser parses them", async () => {
    const redirect = async (next: string) =>
      (await fetch(`${base}/api/session`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", origin: base }, body: new URLSearchParams({ token: ADMIN_TOKEN, next }) })).headers.get("location");
    expect(await redirect("/\t/evil.example")).toBe("/");
    expect(await redirect("/runs/a?claim=c1")).toBe("/runs/a?claim=c1");
    const page = await (await fetch(`${base}/sign-in?next=${encodeURIComponent("/\t/evil.example")}`)).text();
    expect(page).toContain('name="next" value="/"');
  });

  it("refuses an expired session, and one made with another admin token", async () => {
    const expiring = cookieOf(await signIn(ADMIN_TOKEN));
    const hash = createHash("sha256").update(expiring.split("=")[1]).digest("hex");
    await database.db.adminSession.update({ where: { tokenHash: hash }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await fetch(`${base}/api/runs`, { headers: { cookie: expiring } })).status).toBe(401);

    const other = cookieOf(await signIn(ADMIN_TOKEN));
    await database.db.adminSession.update({ where: { tokenHash: createHash("sha256").update(other.split("=")[1]).digest("hex") }, data: { adminFingerprint: "made-with-an-older-token" } });
    expect((await fetch(`${base}/api/runs`, { headers: { cookie: other } })).status).toBe(401);
  });

  it("gives a share session no way to change anything", async () => {
    const zip = readFileSync(fixtureBundle("minimal_pipeline.zip"));
    const upload = await fetch(`${base}/api/runs`, { method: "POST", headers: { ...bearer, "x-filename": "minimal_pipeline.zip" }, body: zip });
    expect(upload.status).toBe(201);
    const runId = (await upload.json()).run.id as string;
    const created = await fetch(`${base}/api/runs/${runId}/share-links`, { method: "POST", headers: { ...bearer, "content-type": "application/json" }, body: "{}" });
    expect(created.status).toBe(201);
    const { path: sharePath } = (await created.json()) as { path: string };

    const page = await fetch(`${base}${sharePath}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const shareCookies = page.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");

    const mutating = routes.flatMap((route) => route.methods.filter((method) => method !== "GET").map((method) => ({ method, path: route.path.replaceAll("sample-runId", runId) })));
    expect(mutating.length).toBeGreaterThan(3);
    for (const { method, path: target } of mutating) {
      if (target === "/api/session") continue; // signing in needs the admin token itself
      const response = await fetch(`${base}${target}`, { method, redirect: "manual", headers: { origin: base, "sec-fetch-site": "same-origin", ...(shareCookies ? { cookie: shareCookies } : {}) } });
      expect([401, 405], `${method} ${target}`).toContain(response.status);
    }
    expect(await database.db.run.count()).toBe(1);
    expect(await database.db.shareLink.count({ where: { revokedAt: { not: null } } })).toBe(0);
  });
});
