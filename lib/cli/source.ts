import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ArchiveError } from "@/lib/core/archive";
import { BundleError } from "@/lib/core/bundle";
import type { BundleSource } from "@/lib/server/ingest/sources";
import { UnreadableBundleError } from "./errors";

function unreadable(target: string, problem: string): UnreadableBundleError {
  return new UnreadableBundleError(`${target}: ${problem}`);
}

/** A path on the command line: a bundle folder, or an archive file. */
export function sourceFromPath(target: string): BundleSource {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) throw unreadable(target, "no such file or folder");
  if (stats.isDirectory()) return { kind: "directory", path: path.resolve(target) };
  try {
    return { kind: "archive", name: path.basename(target), bytes: readFileSync(target) };
  } catch (error) {
    throw unreadable(target, (error as NodeJS.ErrnoException).code === "EACCES" ? "permission denied" : (error as Error).message);
  }
}

/**
 * Runs `work` on the bundle at `target`; an archive or bundle the readers refuse becomes an
 * UnreadableBundleError (exit 3). ArchiveError's message names the archive and entry already;
 * BundleError's names the file inside the bundle and its line, so it gets the bundle's path first.
 */
export async function readingBundle<T>(target: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ArchiveError) throw new UnreadableBundleError(error.message);
    if (error instanceof BundleError) throw unreadable(target, error.message);
    throw error;
  }
}
