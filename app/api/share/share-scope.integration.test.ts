import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { createAuditor, queueAudit } from "@/lib/server/audits";
import { AuditRunner } from "@/lib/server/jobs";
import { createShareLink } from "@/lib/server/share";
import { createTestDatabase, ingestDemo, ingestSample, type TestDatabase } from "@/lib/server/testing";

/**
 * The share data API, called in-process the way Next calls it: a token reads its own run and its
 * frozen audit through every route the run page uses, and nothing of another run or another audit
 * of the same run, whatever ids it is handed.
 */

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let database: TestDatabase;
let token: string;
let ids: { frozen: string; newer: string; otherRunAudit: string; ownCall: string; otherRunCall: string; ownClaim: string; newerClaim: string };

async function get(route: string, params: Record<string, string>, search = "") {
  const handler = ((await import(path.join(__dirname, "[token]", route, "route.ts"))) as { GET: Handler }).GET;
  const response = await handler(new Request(`http://127.0.0.1/api/share/${token}/${route}${search}`), { params: Promise.resolve({ token, ...params }) });
  return { status: response.status, body: response.headers.get("content-type")?.includes("json") ? await response.json() : null };
}

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  const runId = await ingestDemo(database);
  const otherRun = await ingestSample(database, "minimal_pipeline");
  const runner = new AuditRunner(database.db, { auditorFor: createAuditor, pollMs: 50 });
  const frozen = (await queueAudit(database.db, runId, "mechanical")).id;
  await runner.drain();
  const link = await createShareLink(database.db, runId, { auditId: frozen });
  token = link.path.replace(/^\/s\//, "");
  const newer = (await queueAudit(database.db, runId, "mechanical")).id;
  await runner.drain();
  const otherRunAudit = (await queueAudit(database.db, otherRun, "mechanical")).id;
  const call = (run: string) => database.db.toolCall.findFirstOrThrow({ where: { runId: run }, select: { id: true } });
  const claim = (auditId: string) => database.db.claim.findFirstOrThrow({ where: { auditId, finding: "found" }, select: { id: true } });
  ids = {
    frozen,
    newer,
    otherRunAudit,
    ownCall: (await call(runId)).id,
    otherRunCall: (await call(otherRun)).id,
    ownClaim: (await claim(frozen)).id,
    newerClaim: (await claim(newer)).id,
  };
});
afterAll(async () => {
  await getDb().$disconnect();
  delete process.env.DATABASE_URL;
  await database.dispose();
});

describe("a share token", () => {
  it("opens its run with the frozen audit only", async () => {
    const view = await get("", {});
    expect(view.status).toBe(200);
    expect(view.body.audits.map((audit: { id: string }) => audit.id)).toEqual([ids.frozen]);
    expect(view.body.defaultAuditId).toBe(ids.frozen);
    expect((await get("audits/", {})).body).toMatchObject({ audits: [{ id: ids.frozen }], defaultAuditId: ids.frozen });
  });

  it("reads the run page's data of its own run", async () => {
    expect((await get("layout/", {})).status).toBe(200);
    expect((await get("provenance/", {})).body).toHaveProperty("edges");
    const calls = await get("agents/[agent]/tool-calls/", { agent: "fundamental" }, "?limit=5");
    expect(calls.body.calls.length).toBe(5);
    const tool = calls.body.calls[0].tool as string;
    const filtered = await get("agents/[agent]/tool-calls/", { agent: "fundamental" }, `?${new URLSearchParams({ tool })}`);
    expect(filtered.body.calls.every((row: { tool: string }) => row.tool === tool)).toBe(true);
    const search = await get("search/", {}, `?${new URLSearchParams({ q: tool })}`);
    expect(search.body.agents.map((group: { agent: string }) => group.agent)).toContain("fundamental");
    const call = await get("tool-calls/[callId]/", { callId: ids.ownCall });
    expect(call.status).toBe(200);
    const text = await get("files/", {}, `?${new URLSearchParams({ path: call.body.trace.path, q: call.body.tool })}`);
    expect(text.body.matches.lines.length).toBeGreaterThan(0);
    expect((await get("audits/[auditId]/", { auditId: ids.frozen })).body.audit.id).toBe(ids.frozen);
    expect((await get("audits/[auditId]/report/", { auditId: "latest" })).body.auditId).toBe(ids.frozen);
    const fence = (await get("", {})).body.defaultAuditResults[0].fence;
    expect((await get("audits/[auditId]/edges/[fence]/", { auditId: ids.frozen, fence: encodeURIComponent(fence) })).body.auditId).toBe(ids.frozen);
    expect((await get("audits/[auditId]/claims/[claimId]/chain/", { auditId: ids.frozen, claimId: ids.ownClaim })).body.hops[0].claimId).toBe(ids.ownClaim);
    expect((await get("audits/[auditId]/export/", { auditId: ids.frozen }, "?format=zip")).status).toBe(200);
  });

  it("never reads another run's tool calls or audits", async () => {
    // The other run's calls are all about ACME; the shared demo run never names it.
    expect((await get("search/", {}, "?q=ACME")).body).toMatchObject({ matches: 0, agents: [] });
    expect((await get("tool-calls/[callId]/", { callId: ids.otherRunCall })).status).toBe(404);
    expect((await get("audits/[auditId]/", { auditId: ids.otherRunAudit })).status).toBe(404);
    expect((await get("audits/[auditId]/report/", { auditId: ids.otherRunAudit })).status).toBe(404);
  });

  it("never reads another audit of its own run, by any route", async () => {
    const fence = (await get("", {})).body.defaultAuditResults[0].fence;
    const routes: [string, Record<string, string>, string?][] = [
      ["audits/[auditId]/", { auditId: ids.newer }],
      ["audits/[auditId]/report/", { auditId: ids.newer }],
      ["audits/[auditId]/edges/[fence]/", { auditId: ids.newer, fence: encodeURIComponent(fence) }],
      ["audits/[auditId]/claims/[claimId]/chain/", { auditId: ids.newer, claimId: ids.newerClaim }],
      ["audits/[auditId]/export/", { auditId: ids.newer }, "?format=html"],
    ];
    for (const [route, params, search] of routes) {
      const answer = await get(route, params, search);
      expect(answer, route).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    }
    // Nor a claim of the newer audit through the frozen one.
    expect((await get("audits/[auditId]/claims/[claimId]/chain/", { auditId: ids.frozen, claimId: ids.newerClaim })).status).toBe(404);
  });

  it("answers an unknown token with the one unavailable answer on every route", async () => {
    const own = token;
    token = "A".repeat(43);
    try {
      for (const route of ["", "audits/", "layout/", "provenance/"]) expect((await get(route, {})).body, route).toEqual({ error: { code: "link_not_available", message: "This link is not available." } });
    } finally {
      token = own;
    }
  });
});
