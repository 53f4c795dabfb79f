import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client/client";
import { PrismaClient as PostgresClient } from "./generated/postgresql/client/client";
import { databaseConfig, type DatabaseConfig } from "./config";

/**
 * Both generated clients come from the same models (prisma/models.prisma, no provider-specific
 * types), so they expose the same API; repositories are typed against one of them. A `Db` is the
 * one handle to a database: where it is stays attached to it (`configOf`), for the bulk writes
 * that go straight to the driver.
 */
export type Db = SqliteClient;

const configs = new WeakMap<Db, DatabaseConfig>();

export function createDb(config: DatabaseConfig): Db {
  const db =
    config.provider === "sqlite"
      ? new SqliteClient({ adapter: new PrismaBetterSqlite3({ url: config.url }) })
      : (new PostgresClient({ adapter: new PrismaPg({ connectionString: config.url, options: `-c search_path="${config.schema}"` }, { schema: config.schema }) }) as unknown as Db);
  configs.set(db, config);
  return db;
}

/** Where a database made by createDb is. */
export function configOf(db: Db): DatabaseConfig {
  const config = configs.get(db);
  if (!config) throw new Error("This database client was not made by createDb.");
  return config;
}

const globalForDb = globalThis as unknown as { cairnDb?: { key: string; db: Db } };

/** The process-wide client for DATABASE_URL (cached on globalThis so dev reloads reuse it). */
export function getDb(): Db {
  const config = databaseConfig();
  const key = `${config.provider}:${config.url}:${config.schema}`;
  if (globalForDb.cairnDb?.key !== key) globalForDb.cairnDb = { key, db: createDb(config) };
  const { db } = globalForDb.cairnDb;
  // A dev reload runs this module again with an empty map but the cached client.
  if (!configs.has(db)) configs.set(db, config);
  return db;
}
