import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, vi } from "vitest";

/**
 * A test file's scratch folder and the CLI's console output, reset before each test.
 * The arrays are emptied in place so a test file can destructure them once.
 */
export function cliSession(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const file = (name: string, bytes: Uint8Array | string) => {
    writeFileSync(path.join(dir, name), bytes);
    return path.join(dir, name);
  };
  const stdout: string[] = [];
  const stderr: string[] = [];
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(() => {
    stdout.length = 0;
    stderr.length = 0;
    vi.spyOn(console, "log").mockImplementation((...args) => void stdout.push(args.join(" ")));
    vi.spyOn(console, "error").mockImplementation((...args) => void stderr.push(args.join(" ")));
  });
  afterEach(() => vi.restoreAllMocks());
  return { dir, file, stdout, stderr };
}
