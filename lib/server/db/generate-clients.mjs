// Generates one Prisma client per provider from prisma/models.prisma. Runs offline: the CLI only
// needs PRISMA_SCHEMA_ENGINE_BINARY to point at an existing file, because `generate` never uses it
// (migrations are committed SQL applied by lib/server/db/migrate.ts, not by the Prisma CLI).
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const models = readFileSync(join(root, "prisma/models.prisma"), "utf8");
const providers = ["sqlite", "postgresql"];

for (const provider of providers) {
  const dir = join(root, "lib/server/db/generated", provider);
  mkdirSync(dir, { recursive: true });
  const header = [
    "// Generated from prisma/models.prisma by lib/server/db/generate-clients.mjs. Do not edit.",
    `datasource db {\n  provider = "${provider}"\n}`,
    `generator client {\n  provider = "prisma-client"\n  output   = "./client"\n  runtime  = "nodejs"\n  moduleFormat = "esm"\n}`,
  ].join("\n\n");
  const schemaPath = join(dir, "schema.prisma");
  writeFileSync(schemaPath, `${header}\n\n${models}`);
  const engine = process.env.PRISMA_SCHEMA_ENGINE_BINARY && existsSync(process.env.PRISMA_SCHEMA_ENGINE_BINARY)
    ? process.env.PRISMA_SCHEMA_ENGINE_BINARY
    : process.execPath;
  execFileSync(process.execPath, [join(root, "node_modules/prisma/build/index.js"), "generate", "--schema", schemaPath], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: engine, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" },
  });
  console.log(`prisma: generated the ${provider} client`);
}
