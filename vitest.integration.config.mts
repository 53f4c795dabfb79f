import { defineConfig } from "vitest/config";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Integration tier: real databases. CAIRN_TEST_DATABASE is "sqlite" or a postgres:// URL; every
// test creates its own database (SQLite file) or schema (PostgreSQL) so runs never collide.
export default defineConfig({
  resolve: { alias: { "@": path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ["lib/**/*.integration.test.ts", "app/**/*.integration.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
