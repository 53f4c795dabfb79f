import path from "node:path";
import { DEMO_BUNDLE_DIR, DEMO_RUN_NAME } from "@/lib/demo";
import type { Db } from "./db";
import { ingestBundle } from "./ingest";

/** On an empty database, loads the committed demo bundle so a first start has something to show. */
export async function ensureDemoRun(db: Db): Promise<{ loaded: boolean; runId?: string }> {
  if ((await db.run.count()) > 0) return { loaded: false };
  const result = await ingestBundle(db, { kind: "directory", path: path.join(process.cwd(), DEMO_BUNDLE_DIR) }, { name: DEMO_RUN_NAME });
  return { loaded: true, runId: result.run.id };
}
