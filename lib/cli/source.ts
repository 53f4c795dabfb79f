import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { BundleSource } from "@/lib/server/ingest";

/** A path on the command line: a bundle folder, or an archive file. */
export function sourceFromPath(target: string): BundleSource {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) throw new Error(`${target}: no such file or folder`);
  if (stats.isDirectory()) return { kind: "directory", path: path.resolve(target) };
  return { kind: "archive", name: path.basename(target), bytes: readFileSync(target) };
}
