import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client/client";
import { PrismaClient as PostgresClient } from "./generated/postgresql/client/client";
import { databaseConfig, type DatabaseConfig } from "./config";

/**
 * Both generated clients come from the same models (prisma/models.prisma, no provider-specific
 * types), so they expose the same API; repositories are typed against one of them.
 */
export type Db = SqliteClient;

export function createDb(config: DatabaseConfig): Db {
  if (config.provider === "sqlite") {
    return new SqliteClient({ adapter: new PrismaBetterSqlite3({ url: config.url }) });
  }
  const adapter = new PrismaPg({ connectionString: config.url, options: `-c search_path="${config.schema}"` }, { schema: config.schema });
  return new PostgresClient({ adapter }) as unknown as Db;
}

/** A database: its Prisma client and where it is (for the few writes that go straight to the driver). */
export interface Database {
  db: Db;
  config: DatabaseConfig;
}

const globalForDb = globalThis as unknown as { cairnDb?: { key: string; db: Db } };

/** The process-wide database of DATABASE_URL. */
export function getDatabase(): Database {
  return { db: getDb(), config: databaseConfig() };
}

/** The process-wide client for DATABASE_URL (cached on globalThis so dev reloads reuse it). */
export function getDb(): Db {
  const config = databaseConfig();
  const key = `${config.provider}:${config.url}:${config.schema}`;
  if (globalForDb.cairnDb?.key !== key) globalForDb.cairnDb = { key, db: createDb(config) };
  return globalForDb.cairnDb.db;
}
