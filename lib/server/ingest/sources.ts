import { createHash } from "node:crypto";
import { collectFolder, openArchive, type ArchiveLimits } from "@/lib/core/archive";
import { bundleFilesFromEntries, type BundleFiles } from "@/lib/core/bundle";
import { readBundleDir, zlibArchiveCodec } from "@/lib/core/node";
import type { IngestProgress } from "./progress";

/** Where a bundle comes from: an uploaded archive, files picked or dropped as a folder, or a folder on disk (CLI). */
export type BundleSource =
  | { kind: "archive"; name: string; bytes: Uint8Array }
  | { kind: "folder"; name: string; files: { path: string; bytes: Uint8Array }[] }
  | { kind: "directory"; path: string };

export interface OpenedBundle {
  files: BundleFiles;
  /** SHA-256 of the archive, or of the folder's sorted paths and contents, to spot re-uploads. */
  sha256: string;
  /** The upload's own name, without archive extensions. */
  label: string;
  /** Reads what parsing did not (an archive's other entries), so damage anywhere in an upload still refuses it. */
  readRest(): void;
}

const ARCHIVE_EXTENSIONS = /\.(zip|tar\.gz|tgz|tar)$/i;

function folderDigest(entries: ReadonlyMap<string, Uint8Array>): string {
  const hash = createHash("sha256");
  for (const path of [...entries.keys()].sort()) {
    const bytes = entries.get(path)!;
    hash.update(`${path}\u0000${bytes.length}\u0000`).update(bytes);
  }
  return hash.digest("hex");
}

export async function openBundle(
  source: BundleSource,
  limits: Partial<ArchiveLimits>,
  onProgress: (progress: IngestProgress) => void,
): Promise<OpenedBundle> {
  if (source.kind === "archive") {
    // Opened, not extracted: a zip's entries are inflated as the bundle reader reads them, so the
    // bytes of one file at a time are live beside the decoded texts, not the bytes of all of them.
    const files = await openArchive(source.bytes, source.name, {
      ...limits,
      codec: zlibArchiveCodec,
      onProgress: (progress) => onProgress({ phase: "extracting", entries: progress.entriesRead, bytesRead: progress.archiveBytesRead, bytesTotal: progress.archiveBytes }),
    });
    return {
      files,
      sha256: createHash("sha256").update(source.bytes).digest("hex"),
      label: source.name.replace(ARCHIVE_EXTENSIONS, ""),
      readRest: () => files.readRest(),
    };
  }
  if (source.kind === "folder") {
    // A dropped folder's files pass the same checks and limits as an archive's entries.
    const entries = collectFolder(source.name, source.files, limits);
    return { files: bundleFilesFromEntries(entries), sha256: folderDigest(entries), label: source.name, readRest: () => undefined };
  }
  const files = await readBundleDir(source.path);
  const entries = new Map(files.list().map((path) => [path, files.read(path)!]));
  return { files, sha256: folderDigest(entries), label: source.path.replace(/\/+$/, "").split("/").pop() || source.path, readRest: () => undefined };
}
