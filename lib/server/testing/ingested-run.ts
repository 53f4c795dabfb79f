import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { AuditRunner } from "../jobs";
import { createAuditor, queueAudit } from "../audits";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** When a suite's database is made: before each test, or once for the file. */
type Scope = "each" | "all";

/** A test's fresh, migrated database; read its fields inside tests and hooks, once the setup has run. */
export interface FreshDatabase {
  readonly database: TestDatabase;
  readonly db: TestDatabase["db"];
}

/** A test's database holding one ingested run. */
export interface IngestedRun extends FreshDatabase {
  readonly runId: string;
}

/** Registers hooks that `open` a value before each test (or once) and `close` it after; the reader of that value. */
function hooked<T>(open: () => Promise<T>, close: (value: T) => Promise<void>, scope: Scope): () => T {
  let state: { value: T } | null = null;
  const current = () => {
    if (!state) throw new Error("a suite's database is read before its setup ran: read it inside a test or a hook.");
    return state.value;
  };
  (scope === "each" ? beforeEach : beforeAll)(async () => {
    state = { value: await open() };
  });
  (scope === "each" ? afterEach : afterAll)(() => close(current()));
  return current;
}

/** Registers the setup of suites that start from nothing: a fresh, empty database made before each test and disposed after. */
export function freshDatabase(): FreshDatabase {
  const current = hooked(createTestDatabase, (database) => database.dispose(), "each");
  return {
    get database() {
      return current();
    },
    get db() {
      return current().db;
    },
  };
}

/**
 * Registers the setup most integration suites start from: a fresh database with one run ingested
 * by `ingest` (ingestDemo, or ingestSample with a name), made before each test (`"each"`) or once
 * for the file (`"all"`), and disposed after.
 */
export function ingestedRun(ingest: (database: TestDatabase) => Promise<string>, scope: Scope = "each"): IngestedRun {
  const open = async () => {
    const database = await createTestDatabase();
    return { database, runId: await ingest(database) };
  };
  const current = hooked(open, (state) => state.database.dispose(), scope);
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
