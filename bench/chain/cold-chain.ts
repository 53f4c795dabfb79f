/**
 * Child process of bench/chain: opens the benchmark database, warms the connection, then times
 * getChain for the given claims in a fresh process, whose claim index cache is empty (cold).
 */
import { createDb, databaseConfig } from "@/lib/server/db";
import { getChain } from "@/lib/server/audits";

async function main(): Promise<void> {
  const [databaseUrl, runId, auditId, claimId] = process.argv.slice(2);
  const db = createDb(databaseConfig(databaseUrl));
  await db.audit.count();
  const started = performance.now();
  await getChain(db, runId, auditId, claimId);
  const ms = performance.now() - started;
  await db.$disconnect();
  process.stdout.write(JSON.stringify({ ms }));
}

void main();
