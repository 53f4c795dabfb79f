import path from "node:path";
import { DEMO_BUNDLE_DIR, DEMO_RUN_NAME, DEMO_TRUSTED_SOURCES } from "@/lib/demo";
import type { Database } from "./db";
import { ingestBundle } from "./ingest";

/** On an empty database, loads the committed demo bundle so a first start has something to show. */
export async function ensureDemoRun(database: Database): Promise<{ loaded: boolean; runId?: string }> {
  if ((await database.db.run.count()) > 0) return { loaded: false };
  const result = await ingestBundle(database, { kind: "directory", path: path.join(process.cwd(), DEMO_BUNDLE_DIR) }, { name: DEMO_RUN_NAME });
  await database.db.run.update({ where: { id: result.run.id }, data: { trustedSources: JSON.stringify(DEMO_TRUSTED_SOURCES) } });
  return { loaded: true, runId: result.run.id };
}
