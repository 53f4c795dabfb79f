import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder of the package this code runs from: the project checkout (lib/cli/*.ts through tsx)
 * or the installed CLI package (its bundle in dist/). Both hold package.json and
 * prisma/migrations at their root, so one lookup serves both.
 */
export function packageRoot(from: string = import.meta.url): string {
  const start = path.dirname(fileURLToPath(from));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export function packageVersion(root: string = packageRoot()): string {
  return (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
}

export function migrationsRoot(root: string = packageRoot()): string {
  return path.join(root, "prisma/migrations");
}
