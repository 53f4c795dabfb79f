import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseConfig, DatabaseProvider } from "./config";

/**
 * Applies the committed SQL in prisma/migrations/<provider>/<name>/migration.sql, in name order,
 * each in its own transaction, recorded in Prisma's own `_prisma_migrations` table (same columns),
 * so `prisma migrate status` agrees with us. A re-run is a no-op; a failing migration is rolled
 * back and leaves the database as it was.
 */

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
  total: number;
}

export class MigrationError extends Error {
  readonly code = "migration_failed";
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`Migration ${migration} failed and was rolled back: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

// Read at run time from the project folder; turbopackIgnore keeps the bundler from tracing the
// whole project because of these dynamic paths.
const MIGRATIONS_ROOT = path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma/migrations");

export function readMigrations(provider: DatabaseProvider, root = MIGRATIONS_ROOT): MigrationFile[] {
  const dir = path.join(/*turbopackIgnore: true*/ root, provider);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(/*turbopackIgnore: true*/ dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
}

function assertUnchanged(applied: AppliedRow[], migrations: MigrationFile[]): void {
  const byName = new Map(migrations.map((m) => [m.name, m]));
  for (const row of applied) {
    const file = byName.get(row.migration_name);
    if (file && file.checksum !== row.checksum) {
      throw new MigrationError(row.migration_name, new Error("its SQL changed after it was applied; add a new migration instead"));
    }
  }
}

const SQLITE_LEDGER = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME, "migration_name" TEXT NOT NULL,
  "logs" TEXT, "rolled_back_at" DATETIME, "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
  "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0)`;

const POSTGRES_LEDGER = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`;

function migrateSqlite(config: DatabaseConfig, migrations: MigrationFile[]): MigrationReport {
  if (config.url !== ":memory:") mkdirSync(path.dirname(/*turbopackIgnore: true*/ config.url), { recursive: true });
  const db = new Database(config.url);
  try {
    db.pragma("journal_mode = WAL");
    db.exec(SQLITE_LEDGER);
    const applied = db
      .prepare(`SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)
      .all() as AppliedRow[];
    assertUnchanged(applied, migrations);
    const done = new Set(applied.map((row) => row.migration_name));
    const report: MigrationReport = { applied: [], alreadyApplied: done.size, total: migrations.length };
    for (const migration of migrations.filter((m) => !done.has(m.name))) {
      try {
        db.transaction(() => {
          db.exec(migration.sql);
          db.prepare(
            `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES (?, ?, current_timestamp, ?, 1)`,
          ).run(randomUUID(), migration.checksum, migration.name);
        })();
      } catch (error) {
        throw new MigrationError(migration.name, error);
      }
      report.applied.push(migration.name);
    }
    return report;
  } finally {
    db.close();
  }
}

async function migratePostgres(config: DatabaseConfig, migrations: MigrationFile[]): Promise<MigrationReport> {
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  try {
    const schema = `"${config.schema.replace(/"/g, '""')}"`;
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(`SET search_path TO ${schema}`);
    // Two Cairn processes starting together must not both apply the same migration.
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [`cairn-migrate:${config.schema}`]);
    await client.query(POSTGRES_LEDGER);
    const { rows } = await client.query<AppliedRow>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    assertUnchanged(rows, migrations);
    const done = new Set(rows.map((row) => row.migration_name));
    const report: MigrationReport = { applied: [], alreadyApplied: done.size, total: migrations.length };
    for (const migration of migrations.filter((m) => !done.has(m.name))) {
      try {
        await client.query("BEGIN");
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new MigrationError(migration.name, error);
      }
      report.applied.push(migration.name);
    }
    return report;
  } finally {
    await client.end();
  }
}

export async function applyMigrations(config: DatabaseConfig, root = MIGRATIONS_ROOT): Promise<MigrationReport> {
  if (!existsSync(path.join(/*turbopackIgnore: true*/ root, config.provider))) throw new Error(`No migrations for ${config.provider} in ${root}`);
  const migrations = readMigrations(config.provider, root);
  return config.provider === "sqlite" ? migrateSqlite(config, migrations) : migratePostgres(config, migrations);
}
