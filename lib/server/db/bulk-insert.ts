import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseConfig } from "./config";
import type { Prisma } from "./generated/sqlite/client/client";

/**
 * Inserts many rows in one transaction straight through the database driver. Prisma's client
 * passes every parameter through its query compiler, which made storing a 60 MB bundle ~10×
 * slower than the database itself; ingest is the one place that writes that much at once.
 * Column names are the Prisma model's field names; rows of one table share their keys.
 */

export type Cell = string | number | boolean | null | Date;
type Row = Record<string, Cell>;

/** The rows each table takes, typed by its Prisma model, so a misspelt or missing column fails to compile. */
interface TableInputs {
  Run: Prisma.RunCreateManyInput;
  Agent: Prisma.AgentCreateManyInput;
  Edge: Prisma.EdgeCreateManyInput;
  TraceFile: Prisma.TraceFileCreateManyInput;
  ToolCall: Prisma.ToolCallCreateManyInput;
  Document: Prisma.DocumentCreateManyInput;
  Audit: Prisma.AuditCreateManyInput;
  EdgeResult: Prisma.EdgeResultCreateManyInput;
  Claim: Prisma.ClaimCreateManyInput;
  Rejection: Prisma.RejectionCreateManyInput;
}
export type TableName = keyof TableInputs;
export type TableRow<T extends TableName> = TableInputs[T];
export type TableRows = { [T in TableName]: { table: T; rows: readonly TableInputs[T][] } }[TableName];
type AnyTableRows = { table: TableName; rows: readonly Row[] };

/** Prisma's SQLite encoding: booleans as 0/1, DateTime as ISO-8601 text with an offset. */
function sqliteCell(value: Cell): string | number | null {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

const BUSY_RETRY_MS = 50;
const BUSY_DEADLINE_MS = 120_000;

export interface BulkInsertOptions {
  /** Called as each table's rows are all inserted (for progress). */
  onTable?: (table: TableName, rows: number) => void;
  /**
   * SQLite's page cache for the transaction, in KiB (256 unless told). Rows with random ids land
   * all over their table's primary-key B-tree; a transaction whose dirty pages outgrow the cache
   * spills them to the WAL before it commits, which made an audit's 10,771 claims ~1.5× dearer.
   */
  cacheKiB?: number;
}

function insertSqlite(config: DatabaseConfig, tables: readonly AnyTableRows[], { onTable = () => {}, cacheKiB = 256 }: BulkInsertOptions): void {
  const db = new Database(config.url);
  try {
    // The whole transaction runs synchronously, so nothing else in this process interleaves with it;
    // a lock held by another process is retried asynchronously by the caller, never waited on here.
    db.pragma("busy_timeout = 0");
    // Small unless told: better-sqlite3's default 16 MB page cache would add ~16 MB to an ingest's peak memory.
    db.pragma(`cache_size = -${cacheKiB}`);
    db.transaction(() => {
      for (const { table, rows } of tables) {
        if (rows.length === 0) continue;
        const columns = Object.keys(rows[0]);
        const statement = db.prepare(`INSERT INTO ${quote(table)} (${columns.map(quote).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
        for (const row of rows) statement.run(...columns.map((column) => sqliteCell(row[column])));
        onTable(table, rows.length);
      }
    }).immediate();
  } finally {
    db.close();
  }
}

/** Parameters per statement stay well under PostgreSQL's limit of 65,535. */
const PG_MAX_PARAMS = 30_000;

/**
 * One named (prepared) statement per row shape: PostgreSQL parses and plans an INSERT of a
 * thousand rows once per transaction, not once per batch, and every full batch has one shape.
 */
class PreparedInserts {
  readonly #statements = new Map<string, { name: string; text: string }>();

  of(table: TableName, columns: readonly string[], rows: number): { name: string; text: string } {
    const shape = `${table}\u0000${columns.join("\u0000")}\u0000${rows}`;
    let statement = this.#statements.get(shape);
    if (!statement) {
      const width = columns.length;
      const tuples = Array.from({ length: rows }, (_, row) => `(${columns.map((_, column) => `$${row * width + column + 1}`).join(", ")})`);
      // Names are per connection, and a bulk insert has a connection of its own.
      statement = { name: `bulk_insert_${this.#statements.size}`, text: `INSERT INTO ${quote(table)} (${columns.map(quote).join(", ")}) VALUES ${tuples.join(", ")}` };
      this.#statements.set(shape, statement);
    }
    return statement;
  }
}

async function insertPostgres(config: DatabaseConfig, tables: readonly AnyTableRows[], { onTable = () => {} }: BulkInsertOptions): Promise<void> {
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  try {
    await client.query(`SET search_path TO ${quote(config.schema)}`);
    await client.query("BEGIN");
    const statements = new PreparedInserts();
    for (const { table, rows } of tables) {
      if (rows.length === 0) continue;
      const columns = Object.keys(rows[0]);
      const perStatement = Math.max(1, Math.floor(PG_MAX_PARAMS / columns.length));
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement);
        const values: Cell[] = [];
        for (const row of batch) for (const column of columns) values.push(row[column]);
        await client.query({ ...statements.of(table, columns, batch.length), values });
      }
      onTable(table, rows.length);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const isBusy = (error: unknown) => (error as { code?: string }).code === "SQLITE_BUSY";

/** Every row of every table, in order, in one transaction: all stored, or none. */
export async function bulkInsert(config: DatabaseConfig, tableRows: readonly TableRows[], options: BulkInsertOptions = {}): Promise<void> {
  const tables = tableRows as readonly AnyTableRows[];
  if (config.provider === "postgresql") return insertPostgres(config, tables, options);
  const deadline = Date.now() + BUSY_DEADLINE_MS;
  for (;;) {
    try {
      return insertSqlite(config, tables, options);
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
    }
  }
}
