import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureBundle } from "@/fixtures/bundles";
import { getDb } from "@/lib/server/db";
import { createTestDatabase, ingestSample, type TestDatabase } from "@/lib/server/testing";

/**
 * Every route that declares a body or query schema, called in-process with bad input: malformed
 * JSON, wrong types and missing fields answer 400 with a message naming the problem, never 500.
 * Routes are found in the source, so one added with a schema and no cases here fails the test.
 */

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const API_ROOT = __dirname;
const DECLARED = /export const (GET|POST|PUT|PATCH|DELETE) = (?:admitted\(\s*)?(?:route|shareRoute)\(\{([^}]*)\}/g;

/** `METHOD /api/path` of every handler declaring a body or query schema, once for each it declares. */
function routesWithSchemas(dir = API_ROOT): { key: string; file: string; method: string; takes: "body" | "query" }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routesWithSchemas(full);
    if (entry.name !== "route.ts") return [];
    const route = `/api/${path.relative(API_ROOT, dir).split(path.sep).join("/")}`.replace(/\/$/, "");
    return [...readFileSync(full, "utf8").matchAll(DECLARED)].flatMap(([, method, schemas]) =>
      (["body", "query"] as const).filter((takes) => new RegExp(`\\b${takes}:`).test(schemas)).map((takes) => ({ key: `${method} ${route}`, file: full, method, takes })),
    );
  });
}

let database: TestDatabase;
let runId: string;
const params: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  runId = await ingestSample(database, "minimal_pipeline");
  Object.assign(params, { runId, agent: "research", auditId: "no-such-audit", token: "A".repeat(43) });
});
afterAll(async () => {
  // The routes reached the database through the process-wide client of DATABASE_URL.
  await getDb().$disconnect();
  delete process.env.DATABASE_URL;
  await database.dispose();
});

async function call(key: string, init: { body?: BodyInit; contentType?: string; search?: string }) {
  const route = routesWithSchemas().find((candidate) => candidate.key === key)!;
  const handler = (await import(route.file))[route.method] as Handler;
  const url = `http://127.0.0.1${key.split(" ")[1].replace(/\[(\w+)\]/g, (_, name: string) => params[name])}${init.search ?? ""}`;
  const headers = init.contentType ? { "content-type": init.contentType } : undefined;
  const response = await handler(new Request(url, { method: route.method, body: init.body, headers }), { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const JSON_TYPE = "application/json";

/** Per route taking a body: bodies of the wrong types, bodies missing a required field (all-optional ones have none), and one valid body. */
const bodyCases: Record<string, { wrongTypes: unknown[]; missing: unknown[]; valid: { body: unknown; status: number } }> = {
  "PATCH /api/runs/[runId]": { wrongTypes: [{ name: 42 }, { name: ["a"] }, ["name"], "name"], missing: [{}, { title: "x" }], valid: { body: { name: "renamed" }, status: 200 } },
  "PUT /api/runs/[runId]/trusted-sources": {
    wrongTypes: [{ trustedSources: "research" }, { trustedSources: [1, 2] }, { trustedSources: null }],
    missing: [{}],
    valid: { body: { trustedSources: ["research"] }, status: 200 },
  },
  "POST /api/runs/[runId]/audits": { wrongTypes: [{ auditor: 7 }, { auditor: "oracle" }, []], missing: [], valid: { body: { auditor: "mechanical" }, status: 202 } },
  "POST /api/runs/[runId]/share-links": {
    wrongTypes: [{ label: 5 }, { expiry: "forever" }, { auditId: "" }, { claimId: false }],
    missing: [],
    valid: { body: { label: "for review" }, status: 201 },
  },
  // Nobody has named themself in these requests: a well-formed review or sign-off is refused with 409, after validation.
  "POST /api/runs/[runId]/reviews": {
    wrongTypes: [
      { auditId: 5, target: { kind: "edge", fence: "a->b" }, kind: "accept" },
      { auditId: "a", target: { kind: "paragraph" }, kind: "accept" },
      { auditId: "a", target: { kind: "sentence", start: -1, end: 4 }, kind: "accept" },
      { auditId: "a", target: { kind: "edge", fence: "a->b" }, kind: "approve" },
      { auditId: "a", target: { kind: "edge", fence: "a->b" }, kind: "reject", reason: "boring" },
      { auditId: "a", target: { kind: "edge", fence: "a->b" }, kind: "comment", text: "x".repeat(4001) },
    ],
    missing: [{}, { auditId: "a", kind: "accept" }, { auditId: "a", target: { kind: "edge", fence: "a->b" }, kind: "reject" }, { auditId: "a", target: { kind: "claim", claimId: "c" }, kind: "comment" }],
    valid: { body: { auditId: "a", target: { kind: "edge", fence: "a->b" }, kind: "comment", text: "looks fine" }, status: 409 },
  },
  "POST /api/runs/[runId]/sign-off": { wrongTypes: [{ auditId: 3 }, { auditId: "" }], missing: [{}], valid: { body: { auditId: "no-such-audit" }, status: 409 } },
  "PUT /api/session/reviewer": { wrongTypes: [{ name: 1 }, { name: "   " }, { name: "n".repeat(101) }], missing: [{}], valid: { body: { name: "Ana" }, status: 200 } },
  // No CAIRN_ADMIN_TOKEN here: a well-formed sign-in is refused with 409, after validation.
  "POST /api/session": { wrongTypes: [{ token: 1234 }, { token: "t", next: ["/"] }], missing: [{}, { next: "/" }], valid: { body: { token: "t" }, status: 409 } },
};

/** Per route taking a query: query strings of the wrong types or missing a required parameter, and one valid query. */
const queryCases: Record<string, { bad: string[]; valid: { search: string; status: number; body?: BodyInit; contentType?: string } }> = {
  "GET /api/runs": { bad: ["?page=0", "?page=two", "?pageSize=1000", `?q=${"x".repeat(201)}`], valid: { search: "?page=1&q=minimal", status: 200 } },
  "POST /api/runs": {
    bad: ["?duplicate=maybe", `?name=${"n".repeat(201)}`],
    valid: { search: "?duplicate=allow&name=raw", body: readFileSync(fixtureBundle("minimal_pipeline.zip")), contentType: "application/zip", status: 201 },
  },
  "GET /api/runs/[runId]/agents/[agent]/tool-calls": { bad: ["?offset=-1", "?limit=0", "?limit=many", "?tool="], valid: { search: "?limit=10", status: 200 } },
  "GET /api/runs/[runId]/search": { bad: ["", "?q=", "?q=%20%20", `?q=${"x".repeat(201)}`, "?q=a%0Ab", "?q=a&regex=yes"], valid: { search: "?q=hazard&regex=1", status: 200 } },
  "GET /api/runs/[runId]/files": { bad: ["", "?from=1", "?path=report.md&lines=0"], valid: { search: "?path=report.md", status: 200 } },
  "GET /api/runs/[runId]/audits/[auditId]/export": { bad: ["?format=pdf"], valid: { search: "?format=zip", status: 404 } },
  "GET /api/share/[token]/audits/[auditId]/export": { bad: ["?format=pdf"], valid: { search: "?format=html", status: 404 } },
  "GET /api/share/[token]/agents/[agent]/tool-calls": { bad: ["?offset=-1", "?limit=0", "?limit=many", "?tool="], valid: { search: "?limit=10", status: 404 } },
  "GET /api/share/[token]/search": { bad: ["", "?q=", `?q=${"x".repeat(201)}`, "?q=a&regex=yes"], valid: { search: "?q=hazard", status: 404 } },
  "GET /api/share/[token]/files": { bad: ["", "?from=1", "?path=report.md&lines=0"], valid: { search: "?path=report.md", status: 404 } },
  "GET /api/runs/[runId]/reviews": { bad: ["?auditId=", `?auditId=${"a".repeat(101)}`], valid: { search: "", status: 200 } },
  "GET /api/compare": {
    bad: ["", "?baseRun=r1", "?baseRun=r1&baseAudit=a1", "?baseRun=r1&baseAudit=a1&headAudit=a1"],
    valid: { search: "?baseRun=no-such-run&headRun=other-run", status: 404 },
  },
};

function expectRefused(answer: { status: number; body: { error?: { code: string; message: string } } | null }, what: string, where?: string) {
  expect(answer.status, what).toBe(400);
  expect(answer.body?.error?.message, what).toMatch(where ? new RegExp(`^${where}\\b`) : /\S/);
}

describe("route input validation", () => {
  it("has cases for every route that declares a body or a query schema", () => {
    const declared = routesWithSchemas();
    expect(declared.filter((route) => route.takes === "body").map((route) => route.key).sort()).toEqual(Object.keys(bodyCases).sort());
    expect(declared.filter((route) => route.takes === "query").map((route) => route.key).sort()).toEqual(Object.keys(queryCases).sort());
  });

  describe.each(Object.entries(bodyCases))("%s", (key, cases) => {
    it("refuses malformed JSON with 400 and the parser's complaint", async () => {
      for (const body of ["{", '{"name": }', "not json", "{'single': 'quotes'}"]) {
        const answer = await call(key, { body, contentType: JSON_TYPE });
        expectRefused(answer, body);
        expect(answer.body?.error).toMatchObject({ code: "invalid_json", message: expect.stringMatching(/^The request body is not valid JSON: /) });
      }
    });

    it("refuses wrong types and missing fields with 400 naming the field", async () => {
      for (const body of [...cases.wrongTypes, ...cases.missing]) {
        const answer = await call(key, { body: JSON.stringify(body), contentType: JSON_TYPE });
        expectRefused(answer, JSON.stringify(body), "body");
        expect(answer.body?.error?.code).toBe("invalid_input");
      }
    });

    it("accepts a valid body", async () => {
      const answer = await call(key, { body: JSON.stringify(cases.valid.body), contentType: JSON_TYPE });
      expect(answer.status, JSON.stringify(answer.body)).toBe(cases.valid.status);
    });
  });

  describe.each(Object.entries(queryCases))("%s", (key, cases) => {
    it("refuses a query of the wrong types or missing a parameter with 400 naming it", async () => {
      for (const search of cases.bad) {
        const answer = await call(key, { search });
        expectRefused(answer, search || "(no query)", "query");
        expect(answer.body?.error?.code).toBe("invalid_input");
      }
    });

    it("passes a valid query on to the handler", async () => {
      const answer = await call(key, cases.valid);
      expect(answer.status, JSON.stringify(answer.body)).toBe(cases.valid.status);
    });
  });

  it("reads a URL-encoded sign-in form against the same schema", async () => {
    const answer = await call("POST /api/session", { body: "next=%2F", contentType: "application/x-www-form-urlencoded" });
    expectRefused(answer, "form without a token", "body.token");
  });

  it("refuses an upload's malformed multipart body and its empty raw body with 400", async () => {
    const multipart = await call("POST /api/runs", { body: "--x\r\nnot a part", contentType: "multipart/form-data; boundary=x" });
    expect(multipart).toMatchObject({ status: 400, body: { error: { code: "invalid_upload" } } });
    const raw = await call("POST /api/runs", { contentType: "application/zip" });
    expect(raw).toMatchObject({ status: 400, body: { error: { code: "invalid_upload", message: expect.stringContaining("empty") } } });
  });
});
