import { defineConfig } from "vitest/config";
import path from "node:path";

// Integration tier: real databases. CAIRN_TEST_DATABASE is "sqlite" or a postgres:// URL; every
// test creates its own database (SQLite file) or schema (PostgreSQL) so runs never collide.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    include: ["lib/**/*.integration.test.ts", "app/**/*.integration.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
