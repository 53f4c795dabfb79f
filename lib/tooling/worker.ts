/** `npm run worker`: runs queued audits without the web server, sharing the queue with other processes. */
import { applyMigrations, databaseConfig } from "@/lib/server/db";
import { getAuditRunner } from "@/lib/server/jobs";
import { relaunchUnderMallocPolicy } from "./malloc-policy";

async function main(): Promise<void> {
  const relaunched = relaunchUnderMallocPolicy();
  if (relaunched) process.exit(await relaunched);
  await applyMigrations(databaseConfig());
  const runner = getAuditRunner();
  await runner.start();
  console.log("cairn worker: waiting for queued audits");
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      runner.stop();
      process.exit(0);
    });
  }
}

main().catch((error: Error) => {
  console.error(`cairn worker: ${error.message}`);
  process.exit(1);
});
