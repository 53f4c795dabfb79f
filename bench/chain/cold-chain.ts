/**
 * Child process of bench/chain: opens the benchmark database, warms the connection, then times
 * getChain for the given claims in a fresh process, whose claim index cache is empty (cold).
 * The warm-up is a read of the chain's own kind (repos/chain-reads.ts, through the driver): a
 * typed Prisma query would start Prisma's query engine, whose WebAssembly V8 then compiles for
 * about half a second of CPU beside the timed walk, which needs none of it.
 */
import { createDb, databaseConfig } from "@/lib/server/db";
import { getChain } from "@/lib/server/audits";
import { auditOfRunExists } from "@/lib/server/repos";

async function main(): Promise<void> {
  const [databaseUrl, runId, auditId, claimId] = process.argv.slice(2);
  const db = createDb(databaseConfig(databaseUrl));
  await auditOfRunExists(db, runId, auditId);
  const started = performance.now();
  await getChain(db, runId, auditId, claimId);
  const ms = performance.now() - started;
  await db.$disconnect();
  process.stdout.write(JSON.stringify({ ms }));
}

void main();
