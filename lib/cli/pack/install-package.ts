import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildCliPackage } from "./build-package";

const SQLITE_BINARY = "node_modules/better-sqlite3/build/Release/better_sqlite3.node";

/**
 * Packs the CLI and installs the tarball into `job`, an empty folder with nothing of the project
 * in or above it, as a CI job would; returns the installed `cairn` binary. Offline: the drivers
 * come from npm's cache, which the project's own install filled. better-sqlite3's install script
 * would fetch a prebuilt binary (or compile for minutes), so scripts are skipped and the
 * checkout's build of the same version (same Node ABI) is copied in.
 */
export async function installCliPackage(projectRoot: string, workDir: string): Promise<{ job: string; bin: string }> {
  const { tarball } = await buildCliPackage(projectRoot, path.join(workDir, "build"));
  const job = path.join(workDir, "job");
  mkdirSync(job, { recursive: true });
  writeFileSync(path.join(job, "package.json"), JSON.stringify({ name: "ci-job", private: true }));
  execFileSync("npm", ["install", "--prefer-offline", "--ignore-scripts", "--no-audit", "--no-fund", tarball], { cwd: job, stdio: ["ignore", "ignore", "pipe"] });
  mkdirSync(path.dirname(path.join(job, SQLITE_BINARY)), { recursive: true });
  copyFileSync(path.join(projectRoot, SQLITE_BINARY), path.join(job, SQLITE_BINARY));
  return { job, bin: path.join(job, "node_modules/.bin/cairn") };
}
