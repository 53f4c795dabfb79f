/**
 * `npm start` after the build: migrate the database, load the demo run into an empty database,
 * then serve the production build. Start-up stops with a clear message if a step fails.
 */
import { spawn } from "node:child_process";
import { databaseConfig } from "@/lib/server/db/config";
import { applyMigrations, MigrationError } from "@/lib/server/db/migrate";
import { adminToken } from "@/lib/server/auth/admin-token";
import { bindDecision } from "@/lib/server/auth/bind-policy";
import { withMallocPolicy } from "./malloc-policy";

/**
 * How long an idle kept-alive connection stays open. Node's default (5 s) closes sockets that
 * pooling clients and reverse proxies (idle timeouts of 60 s are common) are about to reuse, and
 * their next request fails with ECONNRESET; the server must outlast them.
 */
const KEEP_ALIVE_MS = "65000";

async function main(): Promise<void> {
  // Checked first: a server that must not start should not touch the database either.
  const host = process.env.HOST ?? "127.0.0.1";
  const binding = bindDecision(host, adminToken());
  if (!binding.ok) {
    console.error(`cairn: start-up stopped. ${binding.message}`);
    process.exit(1);
  }
  console.log(`cairn: ${binding.notice}`);

  const config = databaseConfig();
  const where = config.provider === "sqlite" ? config.url : `${new URL(config.url).host} (schema ${config.schema})`;
  try {
    const report = await applyMigrations(config);
    const applied = report.applied.length ? `applied ${report.applied.join(", ")}` : "up to date";
    console.log(`cairn: ${config.provider} database at ${where}: migrations ${applied} (${report.total} total)`);
  } catch (error) {
    const reason = error instanceof MigrationError ? error.message : `cannot reach the database: ${(error as Error).message}`;
    console.error(`cairn: start-up stopped. ${reason}`);
    process.exit(1);
  }

  if (process.env.CAIRN_DEMO !== "off") {
    // Imported lazily: a non-empty database never pays for loading the ingest pipeline here.
    const { getDb } = await import("@/lib/server/db/client");
    const { ensureDemoRuns } = await import("@/lib/server/demo");
    const db = getDb();
    const demo = await ensureDemoRuns(db);
    await db.$disconnect();
    if (demo.loaded) console.log(`cairn: the database was empty, so the demo runs were loaded (${demo.runIds.map((id) => `/runs/${id}`).join(", ")})`);
  }

  const port = process.env.PORT ?? "3000";
  console.log(`cairn: serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
  const server = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "-p", port, "-H", host, "--keepAliveTimeout", KEEP_ALIVE_MS], {
    stdio: "inherit",
    env: withMallocPolicy({ NEXT_TELEMETRY_DISABLED: "1", ...process.env }),
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}

void main();
