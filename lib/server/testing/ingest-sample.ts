import path from "node:path";
import { fixtureBundle } from "@/fixtures/bundles";
import { DEMO_BUNDLE_DIR } from "@/lib/demo";
import type { DatabaseConfig } from "../db";
import { ingestBundle, type BundleSource } from "../ingest";

async function ingestRun(database: { config: DatabaseConfig }, source: BundleSource, what: string): Promise<string> {
  const answer = await ingestBundle(database, source);
  if (answer.status !== "created") throw new Error(`${what} was not ingested as a new run`);
  return answer.run.id;
}

/** Ingests one of the sample bundles in fixtures/bundles as a new run and returns its id. */
export function ingestSample(database: { config: DatabaseConfig }, sample: string): Promise<string> {
  return ingestRun(database, { kind: "directory", path: fixtureBundle(sample) }, `sample ${sample}`);
}

/** Ingests the committed demo run (lib/demo) as a new run and returns its id. */
export function ingestDemo(database: { config: DatabaseConfig }): Promise<string> {
  return ingestRun(database, { kind: "directory", path: path.join(process.cwd(), DEMO_BUNDLE_DIR) }, "the demo");
}
