import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations, createDb, databaseConfig, type DatabaseConfig, type Db } from "../db";

export interface TestDatabase {
  db: Db;
  config: DatabaseConfig;
  /** The DATABASE_URL that reaches this database (for child processes). */
  url: string;
  dispose(): Promise<void>;
}

/** The provider the integration tier runs against: CAIRN_TEST_DATABASE = "sqlite" | postgres URL. */
export function testDatabaseTarget(): string {
  return process.env.CAIRN_TEST_DATABASE ?? "sqlite";
}

/** A migrated database at `url`, whose dispose() disconnects and then removes what `drop` names. */
async function openTestDatabase(url: string, drop: (config: DatabaseConfig) => Promise<void>): Promise<TestDatabase> {
  const config = databaseConfig(url);
  await applyMigrations(config);
  const db = createDb(config);
  return {
    db,
    config,
    url,
    async dispose() {
      await db.$disconnect();
      await drop(config);
    },
  };
}

/** A fresh, migrated database of its own: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const target = testDatabaseTarget();
  if (target === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "cairn-db-"));
    return openTestDatabase(`file:${path.join(dir, "test.db")}`, async () => rmSync(dir, { recursive: true, force: true }));
  }
  const schema = `cairn_test_${randomBytes(6).toString("hex")}`;
  return openTestDatabase(`${target}${target.includes("?") ? "&" : "?"}schema=${schema}`, async (config) => {
    const client = new pg.Client({ connectionString: config.url });
    await client.connect();
    try {
      await dropSchema(client, schema);
    } finally {
      await client.end();
    }
  });
}

/** PostgreSQL's code for a transaction it chose to abort to break a deadlock. */
const DEADLOCK_DETECTED = "40P01";
const DROP_ATTEMPTS = 5;

/**
 * Drops a test's schema. Test files tear down in parallel, and PostgreSQL may pick one of two
 * concurrent `DROP SCHEMA … CASCADE`s as a deadlock's victim; trying the victim again succeeds.
 */
async function dropSchema(client: pg.Client, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt === DROP_ATTEMPTS) throw error;
    }
  }
}
