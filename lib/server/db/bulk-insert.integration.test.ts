import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing";
import { bulkInsert, type TableRow } from "./bulk-insert";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.dispose();
});

const run: TableRow<"Run"> = { id: "run", name: "bulk", sessionId: "s", manifestJson: "{}" };
const audit: TableRow<"Audit"> = { id: "audit", runId: "run", kind: "cascade", auditor: "mechanical", status: "done" };
// More rows than one PostgreSQL statement takes, so batches of two sizes are written.
const rejections = (count: number): TableRow<"Rejection">[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${String(i).padStart(5, "0")}`, auditId: "audit", fence: "f", tool: "gate", content: `c${i}`, reason: "r", timestamp: i / 4, contextJson: i % 2 ? null : "{}" }));

describe("bulkInsert", () => {
  it.each([64, 16_384])("stores every row of every table, as given, with a %i KiB page cache", async (cacheKiB) => {
    const rows = rejections(6_000);
    const counted: [string, number][] = [];
    await bulkInsert(
      database.config,
      [
        { table: "Run", rows: [run] },
        { table: "Audit", rows: [audit] },
        { table: "Rejection", rows },
      ],
      { cacheKiB, onTable: (table, count) => counted.push([table, count]) },
    );
    expect(counted).toEqual([["Run", 1], ["Audit", 1], ["Rejection", 6_000]]);
    const stored = await database.db.rejection.findMany({ orderBy: { id: "asc" }, select: { id: true, auditId: true, fence: true, tool: true, content: true, reason: true, timestamp: true, contextJson: true } });
    expect(stored).toEqual(rows);
  });

  it("stores nothing when one row fails", async () => {
    const rows = rejections(3_000);
    await expect(
      bulkInsert(database.config, [
        { table: "Run", rows: [run] },
        { table: "Audit", rows: [audit] },
        { table: "Rejection", rows: [...rows, rows[0]] },
      ]),
    ).rejects.toThrow();
    expect(await database.db.run.count()).toBe(0);
    expect(await database.db.rejection.count()).toBe(0);
  });
});
