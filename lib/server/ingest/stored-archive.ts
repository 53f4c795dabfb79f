import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseConfig } from "../db/config";

export interface StoredRun {
  id: string;
  name: string;
}

/**
 * The run already stored from the same archive, if any. Asked through the driver the run is then
 * written with (bulk-insert.ts), not the Prisma client: loading Prisma's query compiler for this one
 * query was most of a `cairn ingest`'s start-up.
 */
export async function findRunByArchive(config: DatabaseConfig, archiveSha256: string): Promise<StoredRun | null> {
  const sql = `SELECT "id", "name" FROM "Run" WHERE "archiveSha256" = `;
  if (config.provider === "sqlite") {
    const db = new Database(config.url);
    try {
      return (db.prepare(`${sql}? LIMIT 1`).get(archiveSha256) as StoredRun | undefined) ?? null;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: config.url, options: `-c search_path="${config.schema.replace(/"/g, '""')}"` });
  await client.connect();
  try {
    const { rows } = await client.query<StoredRun>(`${sql}$1 LIMIT 1`, [archiveSha256]);
    return rows[0] ?? null;
  } finally {
    await client.end();
  }
}
