import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// End-to-end tier: the production build (`npm run build` first) served on a free port against a
// fresh SQLite database, driven in the system's Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 3100 + Math.floor(Math.random() * 800));
const database = path.join(mkdtempSync(path.join(tmpdir(), "cairn-e2e-")), "e2e.db");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Config is evaluated in every worker; the first evaluation fixes the ports and database for all.
process.env.E2E_PORT ??= String(port);
process.env.E2E_DATABASE ??= database;
process.env.LLM_TEST_PORT ??= String(port + 1000);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      // A scripted OpenAI-compatible endpoint, so the LLM auditor can be exercised end to end offline.
      command: "npx tsx e2e/llm-endpoint.ts",
      port: Number(process.env.LLM_TEST_PORT),
      reuseExistingServer: false,
      env: { LLM_TEST_PORT: process.env.LLM_TEST_PORT! },
    },
    {
      command: "npx tsx lib/tooling/start.ts",
      url: `http://127.0.0.1:${process.env.E2E_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        PORT: process.env.E2E_PORT!,
        DATABASE_URL: `file:${process.env.E2E_DATABASE}`,
        CAIRN_DEMO: "off",
        CAIRN_LLM_BASE_URL: `http://127.0.0.1:${process.env.LLM_TEST_PORT}/v1`,
        CAIRN_LLM_MODEL: "scripted-number-policy",
        CAIRN_LLM_API_KEY: "e2e",
      },
    },
  ],
});
