import path from "node:path";

export type DatabaseProvider = "sqlite" | "postgresql";

export interface DatabaseConfig {
  provider: DatabaseProvider;
  /** SQLite: absolute file path (or ":memory:"). PostgreSQL: the connection string without `schema`. */
  url: string;
  /** PostgreSQL schema (from `?schema=`), "public" by default. */
  schema: string;
}

export const DEFAULT_SQLITE_FILE = "data/cairn.db";

/**
 * Reads DATABASE_URL. PostgreSQL when it starts with postgres:// or postgresql://; otherwise SQLite,
 * from a `file:` URL or a plain path, relative to the working directory.
 */
export function databaseConfig(databaseUrl: string | undefined = process.env.DATABASE_URL): DatabaseConfig {
  const raw = databaseUrl?.trim() || `file:${DEFAULT_SQLITE_FILE}`;
  if (/^postgres(ql)?:\/\//.test(raw)) {
    const url = new URL(raw);
    const schema = url.searchParams.get("schema") || "public";
    url.searchParams.delete("schema");
    return { provider: "postgresql", url: url.toString(), schema };
  }
  const file = raw.replace(/^file:/, "");
  return { provider: "sqlite", url: file === ":memory:" ? file : path.resolve(file), schema: "main" };
}
