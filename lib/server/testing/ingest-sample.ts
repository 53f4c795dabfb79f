import { fixtureBundle } from "@/fixtures/bundles";
import type { DatabaseConfig } from "../db";
import { ingestBundle } from "../ingest";

/** Ingests one of the sample bundles in fixtures/bundles as a new run and returns its id. */
export async function ingestSample(database: { config: DatabaseConfig }, sample: string): Promise<string> {
  const answer = await ingestBundle(database, { kind: "directory", path: fixtureBundle(sample) });
  if (answer.status !== "created") throw new Error(`sample ${sample} was not ingested as a new run`);
  return answer.run.id;
}
