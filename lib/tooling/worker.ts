/** `npm run worker`: runs queued audits without the web server, sharing the queue with other processes. */
import { applyMigrations, databaseConfig } from "@/lib/server/db";
import { getAuditRunner } from "@/lib/server/jobs";

async function main(): Promise<void> {
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
