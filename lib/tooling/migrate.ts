/** `npm run db:migrate`: apply pending migrations to DATABASE_URL (or the default SQLite file). */
import { applyMigrations, databaseConfig } from "@/lib/server/db";

applyMigrations(databaseConfig())
  .then((report) => {
    console.log(report.applied.length ? `applied: ${report.applied.join(", ")}` : `up to date (${report.total} migrations)`);
  })
  .catch((error: Error) => {
    console.error(`migration failed: ${error.message}`);
    process.exit(1);
  });
