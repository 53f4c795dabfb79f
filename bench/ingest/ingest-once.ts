/** Child process of bench/ingest: ingests one archive into a fresh database and reports time, CPU time and peak memory. */
import { readFileSync } from "node:fs";
import { applyMigrations, databaseConfig } from "@/lib/server/db";
import { ingestBundle } from "@/lib/server/ingest";

async function main(): Promise<void> {
  const [archive, databaseUrl] = process.argv.slice(2);
  const config = databaseConfig(databaseUrl);
  await applyMigrations(config);
  const baselineRssBytes = process.memoryUsage().rss;
  const bytes = readFileSync(archive);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await ingestBundle({ config }, { kind: "archive", name: "bench.zip", bytes });
  const { user, system } = process.cpuUsage(cpu);
  const ms = performance.now() - started;
  process.stdout.write(
    JSON.stringify({
      ms,
      cpuMs: (user + system) / 1000,
      baselineRssBytes,
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
      toolCalls: result.status === "created" ? result.run.totals.toolCalls : 0,
    }),
  );
}

void main();
