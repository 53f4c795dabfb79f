import path from "node:path";
import { DEMO_RUNS } from "@/lib/demo";
import { configOf, type Db } from "./db";
import { ingestBundle } from "./ingest";
import { hasRuns, setTrustedSources } from "./repos";

/** On an empty database, loads the committed demo bundles so a first start has something to show. */
export async function ensureDemoRuns(db: Db): Promise<{ loaded: boolean; runIds: string[] }> {
  if (await hasRuns(db)) return { loaded: false, runIds: [] };
  const runIds: string[] = [];
  for (const demo of DEMO_RUNS) {
    const result = await ingestBundle({ config: configOf(db) }, { kind: "directory", path: path.join(process.cwd(), demo.bundleDir) }, { name: demo.name });
    if (demo.trustedSources.length > 0) await setTrustedSources(db, result.run.id, [...demo.trustedSources]);
    runIds.push(result.run.id);
  }
  return { loaded: true, runIds };
}
