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

/** The driver adapter's connection (a better-sqlite3 database, or a pg pool). */
export type Connection = Awaited<ReturnType<PrismaBetterSqlite3["connect"]>>;
const connections = new WeakMap<Db, () => Promise<Connection>>();

/**
 * Makes `factory` open one connection and give it both to the client and to `connectionOf`,
 * until it is disposed of (by the client's `$disconnect`, or by `close` when only readRows used
 * it); the next call opens another.
 */
function shareConnection(factory: { connect(): Promise<Connection> }): { connect: () => Promise<Connection>; close: () => Promise<void> } {
  const connect = factory.connect.bind(factory);
  let open: Promise<Connection> | undefined;
  const keep = (connection: Connection) => {
    const dispose = connection.dispose.bind(connection);
    connection.dispose = () => {
      open = undefined;
      return dispose();
    };
    return connection;
  };
  factory.connect = () =>
    (open ??= connect().then(keep, (error: unknown) => {
      open = undefined;
      throw error;
    }));
  return { connect: factory.connect, close: async () => (open ? (await open).dispose() : undefined) };
}

function openDb(config: DatabaseConfig): { db: Db; connect: () => Promise<Connection> } {
  const adapter = config.provider === "sqlite" ? new PrismaBetterSqlite3({ url: config.url }) : new PrismaPg({ connectionString: config.url, options: `-c search_path="${config.schema}"` }, { schema: config.schema });
  const { connect, close } = shareConnection(adapter);
  const db = adapter instanceof PrismaBetterSqlite3 ? new SqliteClient({ adapter }) : (new PostgresClient({ adapter }) as unknown as Db);
  // The client disposes of the connection only when it opened it itself.
  const disconnect = db.$disconnect.bind(db);
  db.$disconnect = async () => {
    await disconnect();
    await close();
  };
  configs.set(db, config);
  connections.set(db, connect);
  return { db, connect };
}

export function createDb(config: DatabaseConfig): Db {
  return openDb(config).db;
}

/** The connection a client made by createDb queries through, opened if it is not yet. */
export function connectionOf(db: Db): Promise<Connection> {
  const connect = connections.get(db);
  if (!connect) throw new Error("This database client was not made by createDb.");
  return connect();
}

/** Where a database made by createDb is. */
export function configOf(db: Db): DatabaseConfig {
  const config = configs.get(db);
  if (!config) throw new Error("This database client was not made by createDb.");
  return config;
}

const globalForDb = globalThis as unknown as { cairnDb?: { key: string; db: Db; connect: () => Promise<Connection> } };

/** The process-wide client for DATABASE_URL (cached on globalThis so dev reloads reuse it). */
export function getDb(): Db {
  const config = databaseConfig();
  const key = `${config.provider}:${config.url}:${config.schema}`;
  if (globalForDb.cairnDb?.key !== key) globalForDb.cairnDb = { key, ...openDb(config) };
  const { db, connect } = globalForDb.cairnDb;
  // A dev reload runs this module again with empty maps but the cached client.
  if (!configs.has(db)) configs.set(db, config);
  if (!connections.has(db)) connections.set(db, connect);
  return db;
}
