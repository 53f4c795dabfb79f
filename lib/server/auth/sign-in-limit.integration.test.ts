import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, PRODUCTION_BUILD, startProductionServer, type ProductionServer, type TestDatabase } from "../testing";

/** Guessing the admin token against the production build: the form, the JSON API and bearer headers share one brake. */

const ADMIN_TOKEN = "sign-in-limit-admin-token-0123456789";

if (!PRODUCTION_BUILD) console.warn("sign-in-limit.integration.test.ts skipped: .next/BUILD_ID is missing; run `npm run build` first.");

describe.skipIf(!PRODUCTION_BUILD)("wrong admin tokens (production build)", () => {
  let database: TestDatabase;
  let server: ProductionServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startProductionServer({ DATABASE_URL: database.url, CAIRN_ADMIN_TOKEN: ADMIN_TOKEN, CAIRN_RUNNER: "off" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const signIn = (token: string, address: string) =>
    fetch(`${server.base}/api/session`, { method: "POST", headers: { "content-type": "application/json", origin: server.base, "x-forwarded-for": address }, body: JSON.stringify({ token }) });

  it("slows an address down after five wrong tokens, and while it waits even the right token is refused", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(`guess-${i}`, "203.0.113.7")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    // Sent straight after the first 429, well inside its 1 s wait: a later send could land after the wait ran out.
    const right = await signIn(ADMIN_TOKEN, "203.0.113.7");
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await right.json()).error.code).toBe("too_many_attempts");
    expect(right.headers.get("set-cookie")).toBeNull();
    expect(server.output()).toContain("wrong admin token from 203.0.113.7 (5 in a row)");

    for (let i = 6; i < 200; i++) statuses.push((await signIn(`guess-${i}`, "203.0.113.7")).status);
    // Waits of 1, 2, 4, 8 … s: however slowly the 200 requests ran (under a minute), a handful more were checked.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(11);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);

    // Another address is not held back by this one.
    expect((await signIn(ADMIN_TOKEN, "198.51.100.1")).status).toBe(200);
  });

  it("counts wrong bearer tokens as guesses too", async () => {
    const bearer = (token: string) => fetch(`${server.base}/api/runs`, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "192.0.2.44" } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await bearer(`guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await bearer(ADMIN_TOKEN)).status).toBe(429);
    expect((await fetch(`${server.base}/api/runs`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(200);
  });
});
