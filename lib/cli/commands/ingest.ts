import { applyMigrations, databaseConfig, getDatabase } from "@/lib/server/db";
import { ingestBundle } from "@/lib/server/ingest";
import { parseArgs, UsageError } from "../args";
import { printRun } from "../print-run";
import { sourceFromPath } from "../source";

export const ingestUsage = "cairn ingest <dir|archive> [--json] [--name NAME] [--report PATH] [--allow-duplicate]";

/** Straight into the database DATABASE_URL names (or the default SQLite file), migrating it first. */
export async function ingestCommand(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { flags: ["json", "allow-duplicate"], values: ["name", "report"] });
  if (positionals.length !== 1) throw new UsageError(`usage: ${ingestUsage}`);
  await applyMigrations(databaseConfig());
  const database = getDatabase();
  try {
    const result = await ingestBundle(database, sourceFromPath(positionals[0]), {
      name: options.name as string | undefined,
      reportPath: options.report as string | undefined,
      allowDuplicate: options["allow-duplicate"] === true,
    });
    if (result.status === "duplicate") {
      console.error(`already ingested as run "${result.run.name}" (${result.run.id}); pass --allow-duplicate to store another copy`);
      return 3;
    }
    if (options.json) console.log(JSON.stringify(result.run));
    else printRun(result.run);
    return 0;
  } finally {
    await database.db.$disconnect();
  }
}
