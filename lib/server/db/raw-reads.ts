import { configOf, connectionOf, type Db } from "./client";
import type { Prisma } from "./generated/sqlite/client/client";

type ArgType = Parameters<Awaited<ReturnType<typeof connectionOf>>["queryRaw"]>[0]["argTypes"][number];

const argTypeOf = (value: unknown): ArgType => ({
  scalarType: typeof value === "string" ? "string" : typeof value === "number" ? (Number.isInteger(value) ? "int" : "float") : "unknown",
  arity: "scalar",
});

/**
 * A read straight through the driver adapter, on the connection the client itself uses. Prisma's
 * client costs milliseconds of CPU per query before the driver sees it, and starting its query
 * engine makes V8 compile the query compiler's WebAssembly for about half a second beside
 * whatever runs next; a read that must be fast from a process's first request goes here.
 * `query` is written once for both providers: Prisma.sql gives SQLite `?` and PostgreSQL `$n`
 * parameter markers. Values come as the adapter maps them: integers as numbers, text as strings.
 */
export async function readRows<T>(db: Db, query: Prisma.Sql): Promise<T[]> {
  const connection = await connectionOf(db);
  const { columnNames, rows } = await connection.queryRaw({
    sql: configOf(db).provider === "sqlite" ? query.sql : query.text,
    args: query.values,
    argTypes: query.values.map(argTypeOf),
  });
  return rows.map((row) => Object.fromEntries(columnNames.map((name, i) => [name, row[i]])) as T);
}
