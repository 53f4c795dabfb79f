import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreateReviewBody, RunReviewsDto } from "@/lib/api/reviews";
import { createReviewBody } from "@/lib/api/reviews";
import { DEMO_BUNDLE_DIR } from "@/lib/demo";
import { SESSION_COOKIE, startSession } from "../auth";
import { getDb } from "../db";
import { createAuditor, queueAudit } from "../audits";
import { ingestBundle } from "../ingest";
import { AuditRunner } from "../jobs";
import { listRuns } from "../repos";
import { createShareLink, exportAudit, resolveShareLink } from "../share";
import { createTestDatabase, ingestDemo, ingestSample, type TestDatabase } from "../testing";
import { compareRunAudits, createReview, getRunReviews, getSharedReviews, nameReviewer, requireReviewer, sessionReviewer, signOffRun } from ".";

let database: TestDatabase;
let runId: string;

beforeEach(async () => {
  database = await createTestDatabase();
  runId = await ingestDemo(database);
});
afterEach(async () => {
  await database.dispose();
});

async function audit(run = runId): Promise<string> {
  const queued = await queueAudit(database.db, run, "mechanical");
  await new AuditRunner(database.db, { auditorFor: createAuditor, pollMs: 50 }).drain();
  return queued.id;
}

const T0 = Date.parse("2026-12-02T09:00:00.000Z");
let tick = 0;
const nextTime = () => new Date(T0 + ++tick * 60_000);

const review = (body: CreateReviewBody, reviewer = "Ana") => createReview(database.db, runId, createReviewBody.parse(body), reviewer, nextTime());

async function failedSentences(auditId: string): Promise<RunReviewsDto["sentences"]> {
  const sentences = (await getRunReviews(database.db, runId, auditId)).sentences.filter((sentence) => sentence.auditor === "not-found");
  expect(sentences.length).toBeGreaterThan(1);
  return sentences;
}

async function errorOf(promise: Promise<unknown>) {
  return promise.then(() => null, (caught: unknown) => caught);
}

const stored = async () => ({ reviews: await database.db.review.count(), signOffs: await database.db.signOff.count() });

describe("reviews", () => {
  it("override a ✗ sentence with the auditor's verdict kept beside it, and survive a re-audit", async () => {
    const first = await audit();
    const [target] = await failedSentences(first);
    const accepted = await review({ auditId: first, target: { kind: "sentence", start: target.start, end: target.end }, kind: "accept", text: "in the 10-K" });
    expect(accepted).toMatchObject({ kind: "accept", reviewer: "Ana", auditId: first, target: { kind: "sentence", start: target.start, end: target.end } });

    const before = await getRunReviews(database.db, runId, first);
    expect(before.sentences[target.index]).toMatchObject({ auditor: "not-found", shown: "found", overridden: true, reviewer: { kind: "accept", reviewer: "Ana" } });
    expect(before.overrides.sentences).toBe(1);

    const second = await audit();
    const after = await getRunReviews(database.db, runId);
    expect(after.auditId).toBe(second);
    expect(after.sentences[target.index]).toMatchObject({ auditor: "not-found", shown: "found", overridden: true, reviewer: { reviewId: accepted.id } });
    expect(after.reviews.map((entry) => entry.id)).toEqual([accepted.id]);
  });

  it("keep the whole history: an edit is a new entry, the earlier one stays", async () => {
    const auditId = await audit();
    const [target] = await failedSentences(auditId);
    const sentence = { kind: "sentence" as const, start: target.start, end: target.end };
    const rejected = await review({ auditId, target: sentence, kind: "reject", reason: "wrong-figure", text: "42 is not 24" });
    const note = await review({ auditId, target: sentence, kind: "comment", text: "asked the analyst" }, "Bo");
    const edited = await review({ auditId, target: sentence, kind: "accept", revisesId: rejected.id }, "Bo");

    const state = await getRunReviews(database.db, runId, auditId);
    const shown = state.sentences[target.index];
    expect(shown.history.map((entry) => [entry.id, entry.kind, entry.reviewer])).toEqual([
      [rejected.id, "reject", "Ana"],
      [note.id, "comment", "Bo"],
      [edited.id, "accept", "Bo"],
    ]);
    expect(shown.history[2].revisesId).toBe(rejected.id);
    expect(shown).toMatchObject({ shown: "found", reviewer: { kind: "accept", reviewer: "Bo" } });
    expect(await database.db.review.count()).toBe(3);
  });

  it("review claims and edges, counted per fence for edge colours", async () => {
    const auditId = await audit();
    const claim = await database.db.claim.findFirstOrThrow({ where: { auditId, finding: "not-found" }, orderBy: { id: "asc" } });
    const edge = await database.db.edgeResult.findFirstOrThrow({ where: { auditId, fence: claim.fence } });
    const claimReview = await review({ auditId, target: { kind: "claim", claimId: claim.id }, kind: "accept" });
    expect(claimReview.target).toEqual({ kind: "claim", fence: claim.fence, text: expect.any(String), claimId: claim.id });
    await review({ auditId, target: { kind: "edge", fence: edge.fence }, kind: edge.status === "fail" ? "accept" : "reject", reason: edge.status === "fail" ? undefined : "fabricated" });
    const state = await getRunReviews(database.db, runId, auditId);
    expect(state.overrides.claims).toBeGreaterThanOrEqual(1);
    expect(state.overrides.edges).toBe(1);
    expect(state.overrides.byFence[edge.fence]).toBeGreaterThanOrEqual(2);
    expect(state.edges.find((entry) => entry.fence === edge.fence)).toMatchObject({ auditor: edge.status, overridden: true });
  });

  it("refuse bad input with a 4xx and a message, storing nothing", async () => {
    const auditId = await audit();
    const [target] = await failedSentences(auditId);
    const cases: [CreateReviewBody, number, RegExp][] = [
      [{ auditId, target: { kind: "sentence", start: target.start, end: target.end + 1 }, kind: "accept" }, 422, /no sentence from character/],
      [{ auditId, target: { kind: "claim", claimId: "no-such-claim" }, kind: "accept" }, 422, /no claim no-such-claim/],
      [{ auditId, target: { kind: "edge", fence: "nobody->report" }, kind: "comment", text: "x" }, 422, /no edge nobody->report/],
      [{ auditId: "deleted-audit", target: { kind: "sentence", start: target.start, end: target.end }, kind: "accept" }, 404, /Audit not found/],
      [{ auditId, target: { kind: "sentence", start: target.start, end: target.end }, kind: "accept", revisesId: "no-such-review" }, 422, /no review no-such-review/],
    ];
    for (const [body, status, message] of cases) {
      const error = await errorOf(review(body));
      expect(error, JSON.stringify(body)).toMatchObject({ status, message: expect.stringMatching(message) });
    }

    // A review for an audit deleted since the page was loaded.
    const other = await audit();
    await database.db.audit.delete({ where: { id: other } });
    expect(await errorOf(review({ auditId: other, target: { kind: "sentence", start: target.start, end: target.end }, kind: "accept" }))).toMatchObject({ status: 404 });

    // An edit must keep its target.
    const earlier = await review({ auditId, target: { kind: "sentence", start: target.start, end: target.end }, kind: "accept" });
    const [, elsewhere] = await failedSentences(auditId);
    const moved = await errorOf(review({ auditId, target: { kind: "sentence", start: elsewhere.start, end: elsewhere.end }, kind: "reject", reason: "fabricated", revisesId: earlier.id }));
    expect(moved).toMatchObject({ status: 422, message: expect.stringMatching(/an edit keeps its target/) });

    // Over-long text and a reject without a reason never reach the database.
    const long = createReviewBody.safeParse({ auditId, target: { kind: "edge", fence: "a->b" }, kind: "comment", text: "x".repeat(4001) });
    expect(long.success).toBe(false);
    expect(createReviewBody.safeParse({ auditId, target: { kind: "edge", fence: "a->b" }, kind: "reject" }).error?.issues[0].message).toMatch(/needs a reason/);
    expect(await stored()).toEqual({ reviews: 1, signOffs: 0 });
  });

  it("sign a run off only once every ✗ sentence is judged, and the runs list shows it", async () => {
    const auditId = await audit();
    const failed = await failedSentences(auditId);
    const refused = await errorOf(signOffRun(database.db, runId, auditId, "Ana"));
    expect(refused).toMatchObject({ status: 409, code: "review_incomplete", message: expect.stringContaining(`${failed.length} ✗ sentences have no accept or reject yet`) });
    expect(await stored()).toEqual({ reviews: 0, signOffs: 0 });
    expect((await listRuns(database.db, { page: 1, pageSize: 20 })).runs[0].review).toEqual({ state: "unreviewed", reviews: 0, lastSignOff: null });

    const [accepted, ...rest] = failed;
    await review({ auditId, target: { kind: "sentence", start: accepted.start, end: accepted.end }, kind: "accept" });
    expect((await listRuns(database.db, { page: 1, pageSize: 20 })).runs[0].review).toMatchObject({ state: "in-review", reviews: 1 });
    for (const sentence of rest) await review({ auditId, target: { kind: "sentence", start: sentence.start, end: sentence.end }, kind: "reject", reason: "fabricated" });
    // A comment judges nothing: still ready, nothing counted for it.
    const found = (await getRunReviews(database.db, runId, auditId)).sentences.find((sentence) => sentence.auditor === "found")!;
    await review({ auditId, target: { kind: "sentence", start: found.start, end: found.end }, kind: "comment", text: "checked" });

    const state = await getRunReviews(database.db, runId, auditId);
    expect(state.signOff).toMatchObject({ ready: true, missing: [], summary: { rejected: rest.length, acceptedAgainstAuditor: 1, sentences: state.sentences.length } });
    const signOff = await signOffRun(database.db, runId, auditId, "Ana");
    expect(signOff.summary).toBe(`reviewed: ${state.sentences.length} sentences, ${rest.length} rejected, 1 accepted against the auditor`);
    const listed = (await listRuns(database.db, { page: 1, pageSize: 20 })).runs[0].review;
    expect(listed).toEqual({ state: "signed-off", reviews: failed.length + 1, lastSignOff: signOff });

    // A newer audit is not covered by the sign-off.
    await audit();
    expect((await listRuns(database.db, { page: 1, pageSize: 20 })).runs[0].review.state).toBe("in-review");
  });
});

describe("reviews through a share link", () => {
  it("are read against the frozen audit, and the share API has no way to write one", async () => {
    const auditId = await audit();
    const [target] = await failedSentences(auditId);
    await review({ auditId, target: { kind: "sentence", start: target.start, end: target.end }, kind: "reject", reason: "wrong-period", text: "FY24, not FY25" });
    const link = await createShareLink(database.db, runId, { auditId });
    const access = await resolveShareLink(database.db, link.path.replace(/^\/s\//, ""));
    const shared = await getSharedReviews(database.db, access);
    expect(shared.sentences.filter((sentence) => sentence.history.length > 0)).toEqual([
      { index: target.index, start: target.start, end: target.end, auditor: "not-found", shown: "not-found", overridden: false, reviewer: { kind: "reject", reason: "wrong-period", reviewer: "Ana", at: expect.any(String) }, history: [{ kind: "reject", reason: "wrong-period", text: "FY24, not FY25", reviewer: "Ana", at: expect.any(String) }] },
    ]);
    // The run page's view of the reviews, the owner's answer less its ids.
    const owners = await getRunReviews(database.db, runId, auditId);
    expect(shared.sentences.map(({ index, shown }) => [index, shown])).toEqual(owners.sentences.map(({ index, shown }) => [index, shown]));
    expect(shared.overrides).toEqual(owners.overrides);
    expect(JSON.stringify(shared)).not.toContain(auditId);

    const routes = await import("@/app/api/share/[token]/reviews/route");
    expect(Object.keys(routes).filter((name) => /^(POST|PUT|PATCH|DELETE)$/.test(name))).toEqual([]);
  });
});

describe("exports with reviews", () => {
  it("zip reviews.jsonl beside audit/, reading back to the stored reviews, and the zip still imports", async () => {
    const auditId = await audit();
    const [target] = await failedSentences(auditId);
    await review({ auditId, target: { kind: "sentence", start: target.start, end: target.end }, kind: "reject", reason: "fabricated", text: "no such \"figure\"\nanywhere" });
    await review({ auditId, target: { kind: "sentence", start: target.start, end: target.end }, kind: "comment", text: "ünïcode ✓" }, "Bo");
    const entries = unzipSync((await exportAudit(database.db, runId, auditId, "zip")).body);
    expect(Object.keys(entries).sort()).toEqual(["audit/cascade.json", "audit/claims.jsonl", "audit/enforcement_log.jsonl", "reviews.jsonl"]);
    const lines = strFromU8(entries["reviews.jsonl"]).trimEnd().split("\n").map((line) => JSON.parse(line));
    expect(lines).toEqual((await getRunReviews(database.db, runId, auditId)).reviews);
    expect(lines).toHaveLength(2);

    const dir = mkdtempSync(path.join(tmpdir(), "cairn-reviews-"));
    try {
      cpSync(path.join(process.cwd(), DEMO_BUNDLE_DIR), dir, { recursive: true });
      mkdirSync(path.join(dir, "trace", "audit"));
      for (const [name, bytes] of Object.entries(entries)) writeFileSync(path.join(dir, "trace", name), bytes);
      const reimported = await ingestBundle(database, { kind: "directory", path: dir }, { allowDuplicate: true });
      expect(await database.db.audit.count({ where: { runId: reimported.run.id, kind: "imported" } })).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("show each reviewed sentence in the HTML with both verdicts and its history", async () => {
    const auditId = await audit();
    const [target] = await failedSentences(auditId);
    await review({ auditId, target: { kind: "sentence", start: target.start, end: target.end }, kind: "accept", text: "<b>seen</b>" });
    await signOffRun(database.db, runId, auditId, "Ana").catch(() => null);
    const html = new TextDecoder().decode((await exportAudit(database.db, runId, auditId, "html")).body);
    expect(html).toContain(`id="review-${target.index}"`);
    expect(html).toContain("auditor ✗ · reviewer ✓ accepted by Ana, 2 Dec 2026");
    expect(html).toContain("&lt;b&gt;seen&lt;/b&gt;");
    expect(html).not.toContain("<b>seen");
  });
});

describe("comparing audits", () => {
  it("compares an imported audit with a fresh mechanical audit of the same run", async () => {
    const auditId = await audit();
    const entries = unzipSync((await exportAudit(database.db, runId, auditId, "zip")).body);
    // The imported audit leaves out every claim about the writer's text, which is the report: the
    // report hop's, the writer's edge audit's and its own grounding audit's.
    const claims = strFromU8(entries["audit/claims.jsonl"]).trimEnd().split("\n");
    const aboutReport = (line: string) => /->(writer|report)$/.test(JSON.parse(line).fence);
    expect(claims.filter(aboutReport).length).toBeGreaterThan(0);
    const dir = mkdtempSync(path.join(tmpdir(), "cairn-compare-"));
    let importedRun: string;
    try {
      cpSync(path.join(process.cwd(), DEMO_BUNDLE_DIR), dir, { recursive: true });
      mkdirSync(path.join(dir, "trace", "audit"));
      for (const name of ["audit/cascade.json", "audit/enforcement_log.jsonl"]) writeFileSync(path.join(dir, "trace", name), entries[name]);
      writeFileSync(path.join(dir, "trace", "audit/claims.jsonl"), claims.filter((line) => !aboutReport(line)).join("\n") + "\n");
      importedRun = (await ingestBundle(database, { kind: "directory", path: dir }, { allowDuplicate: true })).run.id;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const imported = await database.db.audit.findFirstOrThrow({ where: { runId: importedRun, kind: "imported" } });
    const fresh = await audit(importedRun);

    const diff = await compareRunAudits(database.db, { baseRun: importedRun, baseAudit: imported.id, headAudit: fresh });
    expect(diff.base).toMatchObject({ auditId: imported.id, kind: "imported" });
    expect(diff.head).toMatchObject({ auditId: fresh, kind: "cascade", auditor: "mechanical" });
    const sentences = (await getRunReviews(database.db, importedRun, fresh)).sentences.length;
    expect(diff.sentences.matchedByText + diff.sentences.matchedByPosition).toBe(sentences);
    expect(diff.sentences.unmatched).toEqual({ base: [], head: [] });
    // The same report, so every sentence pairs with itself; those whose verdict differs are listed.
    const before = (await getRunReviews(database.db, importedRun, imported.id)).sentences;
    const after = (await getRunReviews(database.db, importedRun, fresh)).sentences;
    const differing = before.filter((sentence, index) => sentence.auditor !== after[index].auditor).map((sentence) => sentence.index);
    expect(differing.length).toBeGreaterThan(0);
    expect(diff.sentences.changed.map((change) => [change.base.index, change.head.index, change.base.verdict, change.head.verdict])).toEqual(
      differing.map((index) => [index, index, before[index].auditor, after[index].auditor]),
    );
    expect(diff.figures.appeared).toHaveLength(claims.filter(aboutReport).length);
    expect(diff.figures.appeared.every((figure) => /->(writer|report)$/.test(figure.fence))).toBe(true);
    expect(diff.figures.disappeared).toEqual([]);

    // The latest audits of two runs of the same pipeline: the original run's and the re-imported one's.
    const across = await compareRunAudits(database.db, { baseRun: runId, headRun: importedRun });
    expect(across.base.auditId).toBe(auditId);
    expect(across.head.auditId).toBe(fresh);
    expect(across.sentences.changed).toEqual([]);
    expect(across.edges.flipped).toEqual([]);
  });

  it("refuses runs of different pipelines and runs never audited", async () => {
    await audit();
    const other = await ingestSample(database, "minimal_pipeline");
    // Nothing to sign off before a run's first finished audit.
    expect((await getRunReviews(database.db, other)).signOff.ready).toBe(false);
    expect(await errorOf(compareRunAudits(database.db, { baseRun: runId, headRun: other }))).toMatchObject({ status: 409, code: "not_audited" });
    await audit(other);
    expect(await errorOf(compareRunAudits(database.db, { baseRun: runId, headRun: other }))).toMatchObject({ status: 409, code: "different_pipelines", message: expect.stringContaining("different agents") });
  });
});

describe("the reviewer's name", () => {
  const jar = (values: Record<string, string>) => ({ get: (name: string) => (name in values ? { value: values[name] } : undefined) });

  it("is kept on each signed-in session with an admin token, so every reviewer names themself", async () => {
    const ana = await startSession(database.db, "admin-token");
    const bo = await startSession(database.db, "admin-token");
    const anaCookies = jar({ [SESSION_COOKIE]: ana.secret });
    const boCookies = jar({ [SESSION_COOKIE]: bo.secret });
    expect(await errorOf(requireReviewer(database.db, anaCookies, "admin-token"))).toMatchObject({ status: 409, code: "reviewer_required" });
    expect(await nameReviewer(database.db, anaCookies, "admin-token", "Ana", false)).toBeNull();
    await nameReviewer(database.db, boCookies, "admin-token", "Bo", false);
    expect(await sessionReviewer(database.db, anaCookies, "admin-token")).toBe("Ana");
    expect(await requireReviewer(database.db, boCookies, "admin-token")).toBe("Bo");
    // A reviewer cookie counts for nothing once an admin token is set, and a bearer caller has no session to name.
    expect(await sessionReviewer(database.db, jar({ cairn_reviewer: "Mallory" }), "admin-token")).toBeNull();
    expect(await errorOf(nameReviewer(database.db, jar({}), "admin-token", "Eve", false))).toMatchObject({ status: 409, code: "no_session" });
  });

  it("is kept in a cookie of its own without an admin token", async () => {
    const cookie = (await nameReviewer(database.db, jar({}), null, "Zoë K", true))!;
    expect(cookie).toMatch(/^cairn_reviewer=Zo%C3%AB%20K; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
    expect(await sessionReviewer(database.db, jar({ cairn_reviewer: "Zo%C3%AB%20K" }), null)).toBe("Zoë K");
    // A cookie this server could not have set names nobody.
    for (const forged of ["n".repeat(101), "%E0%A4%A", "%20%20"]) expect(await sessionReviewer(database.db, jar({ cairn_reviewer: forged }), null)).toBeNull();
  });
});

describe("the review routes", () => {
  type Handler = (request: Request, context: { params: Promise<{ runId: string }> }) => Promise<Response>;
  const reviewsRoute = () => import("@/app/api/runs/[runId]/reviews/route");
  const reviewerRoute = () => import("@/app/api/session/reviewer/route");

  async function call(handler: Handler, method: string, url: string, body: unknown, cookie: string) {
    const request = new Request(`http://127.0.0.1${url}`, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { "content-type": "application/json", cookie } });
    const response = await handler(request, { params: Promise.resolve({ runId }) });
    return { status: response.status, body: await response.json(), setCookie: response.headers.get("set-cookie") };
  }

  beforeEach(() => {
    process.env.DATABASE_URL = database.url;
  });
  afterEach(async () => {
    // The routes reached the database through the process-wide client of DATABASE_URL.
    await getDb().$disconnect();
    delete process.env.DATABASE_URL;
    delete process.env.CAIRN_ADMIN_TOKEN;
  });

  it("store a review under the name this browser gave, and answer bad input with a 4xx that stores nothing", async () => {
    const auditId = await audit();
    const [target] = await failedSentences(auditId);
    const { POST, GET } = await reviewsRoute();
    const named = await call((await reviewerRoute()).PUT, "PUT", "/api/session/reviewer", { name: "Ana" }, "");
    const cookie = named.setCookie!.split(";")[0];
    const sentence = { kind: "sentence", start: target.start, end: target.end };

    const refused = [
      await call(POST, "POST", `/api/runs/${runId}/reviews`, { auditId, target: sentence, kind: "comment", text: "x".repeat(4001) }, cookie),
      await call(POST, "POST", `/api/runs/${runId}/reviews`, { auditId, target: { ...sentence, end: target.end + 3 }, kind: "accept" }, cookie),
      await call(POST, "POST", `/api/runs/${runId}/reviews`, { auditId: "gone", target: sentence, kind: "accept" }, cookie),
      await call(POST, "POST", `/api/runs/${runId}/reviews`, { auditId, target: sentence, kind: "accept" }, ""),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.error.code])).toEqual([
      [400, "invalid_input"],
      [422, "unknown_target"],
      [404, "not_found"],
      [409, "reviewer_required"],
    ]);
    expect(refused[0].body.error.message).toMatch(/^body\.text: /);
    expect(await stored()).toEqual({ reviews: 0, signOffs: 0 });

    const created = await call(POST, "POST", `/api/runs/${runId}/reviews`, { auditId, target: sentence, kind: "accept" }, cookie);
    expect(created).toMatchObject({ status: 201, body: { reviewer: "Ana", kind: "accept" } });
    const listed = await call(GET, "GET", `/api/runs/${runId}/reviews?auditId=${auditId}`, undefined, cookie);
    expect(listed.body.sentences[target.index]).toMatchObject({ auditor: "not-found", shown: "found", reviewer: { reviewer: "Ana" } });
  });

  it("with an admin token, keep each signed-in browser's own name", async () => {
    process.env.CAIRN_ADMIN_TOKEN = "the-admin-token";
    const auditId = await audit();
    const [first, second] = await failedSentences(auditId);
    const { POST } = await reviewsRoute();
    const { PUT, GET } = await reviewerRoute();
    const browsers = await Promise.all(["Ana", "Bo"].map(async (name) => ({ name, cookie: `${SESSION_COOKIE}=${(await startSession(database.db, "the-admin-token")).secret}` })));
    for (const browser of browsers) expect((await call(PUT, "PUT", "/api/session/reviewer", { name: browser.name }, browser.cookie)).setCookie).toBeNull();
    expect((await call(GET, "GET", "/api/session/reviewer", undefined, browsers[1].cookie)).body).toEqual({ reviewer: "Bo" });
    for (const [browser, target] of [[browsers[0], first], [browsers[1], second]] as const) {
      expect((await call(POST, "POST", `/api/runs/${runId}/reviews`, { auditId, target: { kind: "sentence", start: target.start, end: target.end }, kind: "accept" }, browser.cookie)).status).toBe(201);
    }
    expect((await listRunReviewers()).sort()).toEqual(["Ana", "Bo"]);
  });
});

async function listRunReviewers() {
  return (await getRunReviews(database.db, runId)).reviews.map((entry) => entry.reviewer);
}
