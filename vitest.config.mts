import { defineConfig } from "vitest/config";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Unit tier: pure tests beside the code. Integration tests (*.integration.test.ts) have their own config.
export default defineConfig({
  resolve: { alias: { "@": path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.ts", "app/**/*.test.ts", "bench/**/*.test.ts"],
    exclude: ["**/*.integration.test.ts", "node_modules/**"],
    environment: "node",
    // Some unit tests do real work (a 5,000-agent layout, a whole CLI audit of the demo); vitest's
    // 5 s default turned machine load into failures. Speed is measured by the benches, not here.
    testTimeout: 30_000,
  },
});
