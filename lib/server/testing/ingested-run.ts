import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { AuditRunner } from "../jobs";
import { createAuditor, queueAudit } from "../audits";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** A test's database holding one ingested run; read its fields inside tests and hooks, once the setup has run. */
export interface IngestedRun {
  readonly database: TestDatabase;
  readonly db: TestDatabase["db"];
  readonly runId: string;
}

/**
 * Registers the setup most integration suites start from: a fresh database with one run ingested
 * by `ingest` (ingestDemo, or ingestSample with a name), made before each test (`"each"`) or once
 * for the file (`"all"`), and disposed after.
 */
export function ingestedRun(ingest: (database: TestDatabase) => Promise<string>, scope: "each" | "all" = "each"): IngestedRun {
  let state: { database: TestDatabase; runId: string } | null = null;
  const current = () => {
    if (!state) throw new Error("ingestedRun is read before its setup ran: read it inside a test or a hook.");
    return state;
  };
  (scope === "each" ? beforeEach : beforeAll)(async () => {
    const database = await createTestDatabase();
    state = { database, runId: await ingest(database) };
  });
  (scope === "each" ? afterEach : afterAll)(() => current().database.dispose());
  return {
    get database() {
      return current().database;
    },
    get db() {
      return current().database.db;
    },
    get runId() {
      return current().runId;
    },
  };
}

/** Queues a mechanical audit of the run and runs the queue dry; the audit's id. */
export async function auditOnce(database: TestDatabase, runId: string): Promise<string> {
  const queued = await queueAudit(database.db, runId, "mechanical");
  await new AuditRunner(database.db, { auditorFor: createAuditor, pollMs: 50 }).drain();
  return queued.id;
}
