import { mkdtempSync, cpSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_BUNDLE_DIR } from "@/lib/demo";
import { createAuditor, getReportVerdicts, queueAudit } from "../audits";
import { ingestBundle } from "../ingest";
import { AuditRunner } from "../jobs";
import { createTestDatabase, ingestDemo, type TestDatabase } from "../testing";
import {
  createShareLink,
  exportAudit,
  getSharedAudits,
  getSharedReport,
  getSharedRunView,
  listShareLinks,
  openShareLink,
  resolveShareLink,
  revokeShareLink,
  ShareLinkUnavailableError,
} from ".";

let database: TestDatabase;
let runId: string;

beforeEach(async () => {
  database = await createTestDatabase();
  runId = await ingestDemo(database);
});
afterEach(async () => {
  await database.dispose();
});

async function audit(): Promise<string> {
  const queued = await queueAudit(database.db, runId, "mechanical");
  await new AuditRunner(database.db, { auditorFor: createAuditor, pollMs: 50 }).drain();
  return queued.id;
}

const tokenOf = (pathname: string) => pathname.replace(/^\/s\//, "");
const T0 = new Date("2026-03-01T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

async function expectUnavailable(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ShareLinkUnavailableError);
  expect(error).toMatchObject({ status: 404, code: "link_not_available", message: "This link is not available." });
}

describe("share links", () => {
  it("store only the token's hash and resolve the token to its run", async () => {
    const created = await createShareLink(database.db, runId, { label: "for legal" }, T0);
    const token = tokenOf(created.path);
    const row = await database.db.shareLink.findUniqueOrThrow({ where: { id: created.link.id } });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(created.link).toMatchObject({ label: "for legal", state: "active", viewCount: 0, expiresAt: at(7 * DAY).toISOString() });
    expect(await resolveShareLink(database.db, token, T0)).toMatchObject({ runId, linkId: created.link.id });
  });

  it("give unknown, malformed, expired and revoked tokens the same unavailable error", async () => {
    const oneDay = tokenOf((await createShareLink(database.db, runId, { expiry: "1d" }, T0)).path);
    const revoked = await createShareLink(database.db, runId, { expiry: "never" }, T0);
    await revokeShareLink(database.db, runId, revoked.link.id, at(1000));

    expect(await resolveShareLink(database.db, oneDay, at(DAY - 1))).toMatchObject({ runId });
    await expectUnavailable(resolveShareLink(database.db, oneDay, at(DAY)));
    await expectUnavailable(resolveShareLink(database.db, tokenOf(revoked.path), at(2000)));
    await expectUnavailable(resolveShareLink(database.db, "A".repeat(43), T0));
    await expectUnavailable(resolveShareLink(database.db, "not a token", T0));
  });

  it("refuse 1,000 random tokens", async () => {
    await createShareLink(database.db, runId, {}, T0);
    const { randomBytes } = await import("node:crypto");
    for (let i = 0; i < 1000; i++) await expectUnavailable(resolveShareLink(database.db, randomBytes(32).toString("base64url"), T0));
  });

  it("count page views, not data requests, and list links with their state", async () => {
    const created = await createShareLink(database.db, runId, { label: "weekly" }, T0);
    const token = tokenOf(created.path);
    await openShareLink(database.db, token, at(1000));
    await openShareLink(database.db, token, at(2000));
    await resolveShareLink(database.db, token, at(3000));
    const expiring = await createShareLink(database.db, runId, { expiry: "1d" }, at(10));

    const links = await listShareLinks(database.db, runId, at(2 * DAY));
    expect(links.map((link) => [link.id, link.state])).toEqual([
      [expiring.link.id, "expired"],
      [created.link.id, "active"],
    ]);
    expect(links[1]).toMatchObject({ viewCount: 2, lastViewedAt: at(2000).toISOString() });

    const revoked = await revokeShareLink(database.db, runId, created.link.id, at(5000));
    expect(revoked).toMatchObject({ state: "revoked", revokedAt: at(5000).toISOString() });
    // Revoking twice keeps the first time.
    expect((await revokeShareLink(database.db, runId, created.link.id, at(9000))).revokedAt).toBe(at(5000).toISOString());
    await expect(revokeShareLink(database.db, "another-run", created.link.id)).rejects.toMatchObject({ status: 404 });
  });

  it("freeze the audit chosen at creation, even after a newer audit runs", async () => {
    const first = await audit();
    const token = tokenOf((await createShareLink(database.db, runId, {}, T0)).path);
    const second = await audit();
    expect(second).not.toBe(first);
    // Make the newer audit visibly different: the frozen view must not pick it up.
    await database.db.edgeResult.updateMany({ where: { auditId: second }, data: { status: "error" } });

    const access = await resolveShareLink(database.db, token, T0);
    expect(access.auditId).toBe(first);
    const shared = await getSharedRunView(database.db, access);
    const frozen = await database.db.audit.findUniqueOrThrow({ where: { id: first } });
    expect(shared.audits.map((summary) => [summary.id, summary.createdAt])).toEqual([[first, frozen.createdAt.toISOString()]]);
    expect(shared.defaultAuditId).toBe(first);
    expect(shared.defaultAuditResults.some((edge) => edge.status === "error")).toBe(false);
    expect(await getSharedAudits(database.db, access)).toEqual({ audits: shared.audits, defaultAuditId: first });
    const verdicts = (report: { sentences: { verdict: string; claimIds: string[]; figures: unknown[] }[] }) => report.sentences.map(({ verdict, claimIds, figures }) => ({ verdict, claimIds, figures }));
    expect(verdicts(await getSharedReport(database.db, access, "latest"))).toEqual(verdicts(await getReportVerdicts(database.db, runId, first)));
    expect(verdicts(await getSharedReport(database.db, access, first))).toEqual(verdicts(await getReportVerdicts(database.db, runId, first)));
    await expect(getSharedReport(database.db, access, second)).rejects.toMatchObject({ status: 404 });
  });

  it("show a link made before any audit as not audited, whatever runs later", async () => {
    const token = tokenOf((await createShareLink(database.db, runId, {}, T0)).path);
    await audit();
    const access = await resolveShareLink(database.db, token, T0);
    expect(access.auditId).toBeNull();
    const report = await getSharedReport(database.db, access, "latest");
    expect((await getSharedRunView(database.db, access)).audits).toEqual([]);
    expect(new Set(report.sentences.map((sentence) => sentence.verdict))).toEqual(new Set(["not-audited"]));
    expect(report.sentences.every((sentence) => sentence.figures.length === 0)).toBe(true);
  });

  it("refuse an audit or claim from another run", async () => {
    const other = (await ingestBundle(database, { kind: "directory", path: path.join(process.cwd(), DEMO_BUNDLE_DIR) }, { allowDuplicate: true })).run.id;
    const otherAudit = await queueAudit(database.db, other, "mechanical");
    await expect(createShareLink(database.db, runId, { auditId: otherAudit.id })).rejects.toMatchObject({ status: 404 });
    await expect(createShareLink(database.db, "no-such-run", {})).rejects.toMatchObject({ status: 404 });
    await expect(createShareLink(database.db, runId, { claimId: "no-such-claim" })).rejects.toMatchObject({ status: 404 });
  });

  it("are deleted with their run", async () => {
    const token = tokenOf((await createShareLink(database.db, runId, {}, T0)).path);
    await database.db.run.delete({ where: { id: runId } });
    expect(await database.db.shareLink.count()).toBe(0);
    await expectUnavailable(resolveShareLink(database.db, token, T0));
  });
});

describe("audit export", () => {
  it("zips the three audit/ files (and reviews.jsonl beside them), which import back as an identical audit", async () => {
    const auditId = await audit();
    const file = await exportAudit(database.db, runId, auditId, "zip");
    expect(file.contentType).toBe("application/zip");
    const entries = unzipSync(file.body);
    expect(Object.keys(entries).sort()).toEqual(["audit/cascade.json", "audit/claims.jsonl", "audit/enforcement_log.jsonl", "reviews.jsonl"]);
    const cascade = JSON.parse(strFromU8(entries["audit/cascade.json"]));
    expect(cascade).toMatchObject({ version: 1, auditor: { kind: "mechanical" }, all_passed: false });

    // Re-import: the audit/ folder beside the bundle's manifest.
    const dir = mkdtempSync(path.join(tmpdir(), "cairn-reimport-"));
    try {
      cpSync(path.join(process.cwd(), DEMO_BUNDLE_DIR), dir, { recursive: true });
      mkdirSync(path.join(dir, "trace", "audit"));
      for (const [name, bytes] of Object.entries(entries)) writeFileSync(path.join(dir, "trace", name), bytes);
      const reimported = await ingestBundle(database, { kind: "directory", path: dir }, { allowDuplicate: true });
      const imported = await database.db.audit.findFirstOrThrow({ where: { runId: reimported.run.id }, include: { edgeResults: { orderBy: { position: "asc" } } } });
      const original = await database.db.audit.findUniqueOrThrow({ where: { id: auditId }, include: { edgeResults: { orderBy: { position: "asc" } } } });
      expect(imported.kind).toBe("imported");
      expect(imported.claimCount).toBe(original.claimCount);
      const counts = (edges: typeof original.edgeResults) => edges.map(({ fence, status, found, notFound, unchecked, rejections }) => ({ fence, status, found, notFound, unchecked, rejections }));
      expect(counts(imported.edgeResults)).toEqual(counts(original.edgeResults));
      const verdicts = async (id: string, audited: string) => (await getReportVerdicts(database.db, id, audited)).sentences.map((sentence) => sentence.verdict);
      expect(await verdicts(reimported.run.id, imported.id)).toEqual(await verdicts(runId, auditId));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("renders a self-contained HTML report with the DAG, edges, verdicts and every not-found claim's chain", async () => {
    const auditId = await audit();
    const file = await exportAudit(database.db, runId, auditId, "html", T0);
    const html = new TextDecoder().decode(file.body);
    expect(file.contentType).toContain("text/html");
    expect(html).toContain("<svg");
    expect(html).not.toMatch(/<script|<link|src="http|href="http/i);
    const notFound = await database.db.claim.count({ where: { auditId, finding: "not-found" } });
    expect(notFound).toBeGreaterThan(0);
    expect(html.match(/class="claim"/g)).toHaveLength(notFound);
    expect(html).toContain('class="v-not-found"');
    expect(html).toContain("synthesizer-&gt;writer");
    expect(html).toContain("@media print");
  });

  it("refuses an audit that has not finished", async () => {
    const queued = await queueAudit(database.db, runId, "mechanical");
    await expect(exportAudit(database.db, runId, queued.id, "zip")).rejects.toMatchObject({ status: 409, code: "audit_not_finished" });
    await expect(exportAudit(database.db, runId, queued.id, "html")).rejects.toMatchObject({ status: 409 });
  });
});
