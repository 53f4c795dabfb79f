import { defineConfig } from "vitest/config";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Component tier: React components and client hooks rendered in happy-dom with Testing Library (*.test.tsx beside each).
export default defineConfig({
  resolve: { alias: { "@": path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ["components/**/*.test.tsx", "lib/client/**/*.test.tsx"],
    environment: "happy-dom",
  },
});
