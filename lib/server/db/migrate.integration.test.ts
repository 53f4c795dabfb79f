import { mkdirSync, mkdtempSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing";
import { applyMigrations, MigrationError, readMigrations } from "./migrate";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

function migrationsWithBrokenStep(provider: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "cairn-migrations-"));
  cpSync(path.join(process.cwd(), "prisma/migrations", provider), path.join(root, provider), { recursive: true });
  const broken = path.join(root, provider, "29990101000000_broken");
  mkdirSync(broken);
  // The first statement succeeds, the second fails: the rollback must undo both.
  writeFileSync(path.join(broken, "migration.sql"), `CREATE TABLE "Half" ("id" TEXT);\nCREATE TABLE "Run" ("id" TEXT);\n`);
  return root;
}

describe("migrations", () => {
  it("records every migration and a re-run is a no-op", async () => {
    database = await createTestDatabase();
    const again = await applyMigrations(database.config);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toBe(readMigrations(database.config.provider).length);
    const rows = await database.db.$queryRawUnsafe<{ migration_name: string }[]>(`SELECT migration_name FROM "_prisma_migrations"`);
    expect(rows.map((row) => row.migration_name).sort()).toEqual(readMigrations(database.config.provider).map((m) => m.name));
  });

  it("rolls a failing migration back and reports it by name", async () => {
    database = await createTestDatabase();
    const root = migrationsWithBrokenStep(database.config.provider);
    await expect(applyMigrations(database.config, root)).rejects.toBeInstanceOf(MigrationError);
    await expect(applyMigrations(database.config, root)).rejects.toThrow(/29990101000000_broken failed and was rolled back/);
    await expect(database.db.$queryRawUnsafe(`SELECT * FROM "Half"`)).rejects.toThrow();
    expect(await database.db.run.count()).toBe(0);
  });

  it("stores and cascades every model through the generated client", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const run = await db.run.create({
      data: {
        name: "demo",
        sessionId: "20260531_083000_abcd1234",
        manifestJson: "{}",
        agents: { create: [{ name: "research", position: 0, traceDir: "research/" }] },
        edges: { create: [{ source: "research", target: "writer", origin: "dependencies" }] },
      },
      include: { agents: true },
    });
    const file = await db.traceFile.create({ data: { runId: run.id, path: "research/calls/0000_x.txt", kind: "call", sha256: "ab", bytes: 3, text: "abc" } });
    await db.toolCall.create({
      data: { runId: run.id, agentId: run.agents[0].id, seq: 0, tool: "x", inputJson: "{}", outputFile: "calls/0000_x.txt", outputBytes: 3, timestamp: 1.5, status: "ok", lineStart: 1, lineEnd: 1, traceFileId: file.id },
    });
    await db.document.create({ data: { runId: run.id, kind: "report", node: "report", traceFileId: file.id } });
    const audit = await db.audit.create({ data: { runId: run.id, kind: "cascade", auditor: "mechanical", status: "done" } });
    const edge = await db.edgeResult.create({
      data: { auditId: audit.id, position: 0, fence: "research->writer", sourcesJson: '["research"]', target: "writer", documentKind: "node_output", status: "pass" },
    });
    const claim = await db.claim.create({
      data: {
        auditId: audit.id, edgeResultId: edge.id, fence: edge.fence, recordId: 1, claim: "c", claimInDocument: "c", evidence: "e",
        sourceAgent: "", sourceTool: "", sourceIndex: -1, rawValue: "", searchFile: "", searchLine: -1, finding: "found",
        sourceType: "standard", upstreamId: -1, upstreamFence: "", timestamp: 1.25,
      },
    });
    await db.rejection.create({ data: { auditId: audit.id, edgeResultId: edge.id, fence: edge.fence, tool: "record_claim", content: "x", reason: "r", timestamp: 2 } });
    await db.shareLink.create({ data: { runId: run.id, auditId: audit.id, claimId: claim.id, tokenHash: "h" } });
    // A review outlives its audit (history is kept), never its run.
    const reread = await db.audit.create({ data: { runId: run.id, kind: "cascade", auditor: "mechanical", status: "done" } });
    const review = await db.review.create({ data: { runId: run.id, auditId: reread.id, targetKind: "edge", fence: edge.fence, kind: "accept", reviewer: "Ana" } });
    await db.signOff.create({ data: { runId: run.id, auditId: reread.id, reviewer: "Ana", sentences: 1, rejected: 0, acceptedAgainstAuditor: 0, summary: "reviewed: 1 sentence" } });
    await db.audit.delete({ where: { id: reread.id } });
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({ auditId: null, text: "", kind: "accept" });
    expect(await db.signOff.count({ where: { auditId: null } })).toBe(1);

    expect(await db.claim.findUniqueOrThrow({ where: { id: claim.id } })).toMatchObject({ timestamp: 1.25, finding: "found" });
    await db.run.delete({ where: { id: run.id } });
    const counts = await Promise.all([db.agent.count(), db.edge.count(), db.toolCall.count(), db.traceFile.count(), db.audit.count(), db.claim.count(), db.rejection.count(), db.shareLink.count(), db.review.count(), db.signOff.count()]);
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
