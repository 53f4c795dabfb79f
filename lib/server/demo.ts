import path from "node:path";
import { DEMO_BUNDLE_DIR, DEMO_RUN_NAME, DEMO_TRUSTED_SOURCES } from "@/lib/demo";
import { configOf, type Db } from "./db";
import { ingestBundle } from "./ingest";
import { hasRuns, setTrustedSources } from "./repos";

/** On an empty database, loads the committed demo bundle so a first start has something to show. */
export async function ensureDemoRun(db: Db): Promise<{ loaded: boolean; runId?: string }> {
  if (await hasRuns(db)) return { loaded: false };
  const result = await ingestBundle({ config: configOf(db) }, { kind: "directory", path: path.join(process.cwd(), DEMO_BUNDLE_DIR) }, { name: DEMO_RUN_NAME });
  await setTrustedSources(db, result.run.id, [...DEMO_TRUSTED_SOURCES]);
  return { loaded: true, runId: result.run.id };
}
