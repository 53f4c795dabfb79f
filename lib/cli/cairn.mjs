#!/usr/bin/env node
// `npx cairn …`: runs the TypeScript CLI through tsx with the project's tsconfig (for `@/` imports),
// wherever it is called from.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const tsx = createRequire(import.meta.url).resolve("tsx");
const result = spawnSync(process.execPath, ["--import", tsx, join(root, "lib/cli/main.ts"), ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TSX_TSCONFIG_PATH: join(root, "tsconfig.json") },
});
process.exit(result.status ?? 1);
