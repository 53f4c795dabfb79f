import { Extraction } from "./extraction";
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from "./limits";

/**
 * The files of a dropped folder, held to an archive's rules: safe paths, macOS junk skipped, no
 * path twice (which copy of a `report.md` to trust would be a guess), at most `maxFiles` files and
 * `maxTotalBytes` bytes. Nothing is compressed, so the ratio limit cannot apply.
 */
export function collectFolder(name: string, files: readonly { path: string; bytes: Uint8Array }[], limits: Partial<ArchiveLimits> = {}): Map<string, Uint8Array> {
  const totalBytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
  const extraction = new Extraction(name, totalBytes, { ...DEFAULT_ARCHIVE_LIMITS, ...limits, maxRatio: Number.POSITIVE_INFINITY }, undefined, "Folder");
  for (const file of files) {
    const path = extraction.admitEntry(file.path, "file");
    if (path === undefined) continue;
    extraction.expand(file.bytes.length, file.path);
    extraction.keepFile(path, file.bytes);
  }
  return extraction.files;
}
