/**
 * `npm test`: every tier in order (typecheck, lint, unit, components, integration on SQLite and PostgreSQL,
 * end-to-end in Chromium), each streaming its own output, then a summary whose last line is
 * `N passed, N failed` summed over all tiers. Exit status is non-zero when anything failed.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumPath, postgresTestUrl, postgresReachable } from "./test-environment";

interface TierResult {
  tier: string;
  passed: number;
  failed: number;
  note?: string;
}

const reportDir = mkdtempSync(path.join(tmpdir(), "cairn-test-"));
const bin = (name: string) => path.join(process.cwd(), "node_modules/.bin", name);

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

function banner(title: string): void {
  console.log(`\n━━━ ${title} ${"━".repeat(Math.max(0, 70 - title.length))}`);
}

/** A check with no test count of its own (typecheck, lint) counts as one test. */
async function checkTier(tier: string, command: string, args: string[]): Promise<TierResult> {
  banner(tier);
  const code = await run(command, args);
  return { tier, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

async function vitestTier(tier: string, config: string, env: Record<string, string> = {}): Promise<TierResult> {
  banner(tier);
  const output = path.join(reportDir, `${tier.replace(/\W+/g, "-")}.json`);
  const code = await run(bin("vitest"), ["run", "-c", config, "--reporter=default", "--reporter=json", `--outputFile.json=${output}`], env);
  if (!existsSync(output)) return { tier, passed: 0, failed: 1, note: `vitest exited ${code} without a report` };
  const report = JSON.parse(readFileSync(output, "utf8")) as { numPassedTests: number; numFailedTests: number; numFailedTestSuites: number };
  // A suite that fails to load has no failed tests of its own; count it so it cannot hide.
  const failed = report.numFailedTests + (report.numFailedTests === 0 && code !== 0 ? Math.max(1, report.numFailedTestSuites) : 0);
  return { tier, passed: report.numPassedTests, failed };
}

async function e2eTier(built: boolean): Promise<TierResult> {
  const tier = "end-to-end (Chromium)";
  banner(tier);
  const chromium = chromiumPath();
  if (!chromium) {
    console.error("Chromium not found at /usr/bin/chromium (or CHROMIUM_PATH). Install it with: apt-get install -y chromium");
    return { tier, passed: 0, failed: 1, note: "Chromium missing" };
  }
  if (!built) return { tier, passed: 0, failed: 1, note: "no production build to test" };
  const output = path.join(reportDir, "e2e.json");
  const code = await run(bin("playwright"), ["test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: output, CHROMIUM_PATH: chromium });
  if (!existsSync(output)) return { tier, passed: 0, failed: 1, note: `playwright exited ${code} without a report` };
  const { stats } = JSON.parse(readFileSync(output, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number } };
  const failed = stats.unexpected + (stats.unexpected === 0 && code !== 0 ? 1 : 0);
  return { tier, passed: stats.expected + stats.flaky, failed };
}

async function main(): Promise<void> {
  const results: TierResult[] = [];
  results.push(await checkTier("typecheck", bin("tsc"), ["--noEmit"]));
  results.push(await checkTier("lint", bin("eslint"), [".", "--max-warnings=0"]));
  results.push(await vitestTier("unit", "vitest.config.mts"));
  results.push(await vitestTier("components (happy-dom)", "vitest.components.config.mts"));
  // One production build serves the integration tests that start a server and the end-to-end tier.
  const build = await checkTier("production build", "npm", ["run", "build", "--silent"]);
  results.push(build);
  results.push(await vitestTier("integration (SQLite)", "vitest.integration.config.mts", { CAIRN_TEST_DATABASE: "sqlite" }));
  const postgres = postgresTestUrl();
  if (await postgresReachable(postgres)) {
    results.push(await vitestTier("integration (PostgreSQL)", "vitest.integration.config.mts", { CAIRN_TEST_DATABASE: postgres }));
  } else {
    banner("integration (PostgreSQL)");
    console.log(`skipped: PostgreSQL is not reachable at ${postgres} (set CAIRN_TEST_POSTGRES_URL to point elsewhere)`);
  }
  results.push(await e2eTier(build.failed === 0));

  banner("summary");
  for (const r of results) {
    console.log(`${r.failed ? "✗" : "✓"} ${r.tier.padEnd(28)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed${r.note ? `  (${r.note})` : ""}`);
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
