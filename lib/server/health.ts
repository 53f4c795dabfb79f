import { countAppliedMigrations, databaseConfig, getDb, readMigrations } from "./db";
import packageJson from "@/package.json";

export interface Health {
  status: "ok" | "degraded";
  version: string;
  database: { provider: string; ok: boolean; migrations: { applied: number; total: number }; error?: string };
}

export async function checkHealth(): Promise<Health> {
  const config = databaseConfig();
  const total = readMigrations(config.provider).length;
  try {
    const applied = await countAppliedMigrations(getDb());
    const ok = applied === total;
    return {
      status: ok ? "ok" : "degraded",
      version: packageJson.version,
      database: { provider: config.provider, ok, migrations: { applied, total } },
    };
  } catch {
    return {
      status: "degraded",
      version: packageJson.version,
      database: { provider: config.provider, ok: false, migrations: { applied: 0, total }, error: "database unreachable or not migrated" },
    };
  }
}
