import path from "node:path";
import type { Database } from "../db";
import { ingestBundle } from "../ingest";

/** Where the shared audit-fence samples sit: `../shared/samples` beside the project. */
export const SAMPLES = path.join(process.cwd(), "..", "shared", "samples");

/** Ingests one of the shared samples as a new run and returns its id. */
export async function ingestSample(database: Database, sample: string): Promise<string> {
  const answer = await ingestBundle(database, { kind: "directory", path: path.join(SAMPLES, sample) });
  if (answer.status !== "created") throw new Error(`sample ${sample} was not ingested as a new run`);
  return answer.run.id;
}
