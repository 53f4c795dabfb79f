// Straight to the files, not lib/server/db's index: that would bundle the Prisma client, which ingest never uses.
import { databaseConfig } from "@/lib/server/db/config";
import { applyMigrations } from "@/lib/server/db/migrate";
import { ingestBundle } from "@/lib/server/ingest/ingest";
import { migrationsRoot } from "../package-root";
import { printRun } from "../print-run";
import { readingBundle, sourceFromPath } from "../source";
import type { Options } from ".";

/** Straight into the database DATABASE_URL names (or the default SQLite file), migrating it first. */
export async function run(target: string, options: Options): Promise<number> {
  const source = sourceFromPath(target);
  const config = databaseConfig();
  await applyMigrations(config, migrationsRoot());
  const result = await readingBundle(target, () =>
    ingestBundle({ config }, source, {
      name: options.name as string | undefined,
      reportPath: options.report as string | undefined,
      allowDuplicate: options["allow-duplicate"] === true,
    }),
  );
  if (options.json) console.log(JSON.stringify(result));
  else if (result.status === "duplicate") console.log(`Already stored as run "${result.run.name}" (${result.run.id}); --allow-duplicate stores another copy`);
  else printRun(result.run);
  return 0;
}
