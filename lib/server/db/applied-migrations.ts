import type { Db } from "./client";

/** How many migrations the database records as applied (and not rolled back). */
export async function countAppliedMigrations(db: Db): Promise<number> {
  const rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`);
  return rows.length;
}
