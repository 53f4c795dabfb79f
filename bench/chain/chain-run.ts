import type { DatabaseConfig } from "@/lib/server/db";
import { ingestBundle } from "@/lib/server/ingest";
import { CHAIN_BUNDLE, generateResearchBundle } from "../audit/research-bundle";

/** bench/chain's run, ingested: a generated research trace whose report has 1,380 sentences. */
export async function ingestChainRun(config: DatabaseConfig): Promise<{ runId: string; traceBytes: number; toolCalls: number }> {
  const { files } = generateResearchBundle(CHAIN_BUNDLE);
  const ingested = await ingestBundle({ config }, { kind: "folder", name: "chain-bench", files: [...files].map(([filePath, bytes]) => ({ path: filePath, bytes })) });
  if (ingested.status !== "created") throw new Error(`ingest: ${ingested.status}`);
  return { runId: ingested.run.id, traceBytes: [...files.values()].reduce((sum, bytes) => sum + bytes.length, 0), toolCalls: ingested.run.totals.toolCalls };
}
