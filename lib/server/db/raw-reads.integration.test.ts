import { afterEach, expect, it } from "vitest";
import { createTestDatabase, testDatabaseTarget, type TestDatabase } from "../testing";
import { Prisma } from "./generated/sqlite/client/client";
import { readRows } from "./raw-reads";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

it("reads rows by column name, with each provider's placeholders for text, integer and fractional parameters", async () => {
  database = await createTestDatabase();
  const { db } = database;
  const run = await db.run.create({ data: { name: "raw", sessionId: "s", manifestJson: "{}", agentCount: 3 } });
  const audit = await db.audit.create({ data: { runId: run.id, kind: "cascade", auditor: "mechanical", status: "done" } });
  await db.rejection.createMany({ data: [0.25, 0.5].map((timestamp) => ({ auditId: audit.id, fence: "f", tool: "gate", content: "c", reason: "r", timestamp })) });
  const rows = await readRows<{ id: string; agentCount: number; timestamp: number; contextJson: null }>(
    db,
    Prisma.sql`SELECT r."id", u."agentCount", r."timestamp", r."contextJson" FROM "Rejection" r JOIN "Audit" a ON a."id" = r."auditId" JOIN "Run" u ON u."id" = a."runId"
      WHERE u."name" = ${"raw"} AND u."agentCount" = ${3} AND r."timestamp" > ${0.3}`,
  );
  expect(rows).toEqual([{ id: expect.any(String), agentCount: 3, timestamp: 0.5, contextJson: null }]);
});

// SQLite temporary tables live on one connection, which shows which connection a read used.
const seen = (database: TestDatabase) => readRows<{ x: number }>(database.db, Prisma.sql`SELECT "x" FROM "seen"`);

it.runIf(testDatabaseTarget() === "sqlite")("reads on the connection the client opened, which $disconnect closes", async () => {
  database = await createTestDatabase();
  await database.db.$executeRawUnsafe(`CREATE TEMP TABLE "seen" ("x" INTEGER)`);
  await database.db.$executeRawUnsafe(`INSERT INTO "seen" VALUES (7)`);
  expect(await seen(database)).toEqual([{ x: 7 }]);
  await database.db.$disconnect();
  await expect(seen(database)).rejects.toThrow();
});

it.runIf(testDatabaseTarget() === "sqlite")("opens the client's connection when it reads first, and $disconnect closes it though the client never queried", async () => {
  database = await createTestDatabase();
  await readRows(database.db, Prisma.sql`CREATE TEMP TABLE "seen" ("x" INTEGER)`);
  await readRows(database.db, Prisma.sql`INSERT INTO "seen" VALUES (${8})`);
  expect(await seen(database)).toEqual([{ x: 8 }]);
  await database.db.$executeRawUnsafe(`INSERT INTO "seen" VALUES (9)`);
  expect(await seen(database)).toEqual([{ x: 8 }, { x: 9 }]);

  await database.db.$disconnect();
  await readRows(database.db, Prisma.sql`CREATE TEMP TABLE "seen" ("x" INTEGER)`);
  await database.db.$disconnect();
  await expect(seen(database)).rejects.toThrow();
});
