import { heldFiles, type ArchiveFiles } from "./archive-files";
import { DEFAULT_ARCHIVE_CODEC, type ArchiveCodec } from "./codec";
import { detectArchiveFormat, type ArchiveFormat } from "./detect";
import { ArchiveError } from "./errors";
import { Extraction, type ProgressCallback } from "./extraction";
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from "./limits";
import { readTar } from "./tar";
import { openZip } from "./zip";

export interface ExtractOptions extends Partial<ArchiveLimits> {
  onProgress?: ProgressCallback;
  /** Faster CRC and inflate a host may supply (the server: node:zlib); the pure TypeScript default runs anywhere. */
  codec?: ArchiveCodec;
}

export interface ExtractedArchive {
  format: ArchiveFormat;
  /** Relative POSIX path → content, for every regular file kept (no directories, no macOS junk). */
  files: Map<string, Uint8Array>;
  fileCount: number;
  /** Sum of the kept files' sizes. */
  totalBytes: number;
}

function resolveLimits(options: ExtractOptions): ArchiveLimits {
  return {
    maxTotalBytes: options.maxTotalBytes ?? DEFAULT_ARCHIVE_LIMITS.maxTotalBytes,
    maxFiles: options.maxFiles ?? DEFAULT_ARCHIVE_LIMITS.maxFiles,
    maxRatio: options.maxRatio ?? DEFAULT_ARCHIVE_LIMITS.maxRatio,
    ratioFloorBytes: options.ratioFloorBytes ?? DEFAULT_ARCHIVE_LIMITS.ratioFloorBytes,
  };
}

/** Detects the format and vets every entry; a tar's files are read whole here, a zip's only when asked for. */
async function open(bytes: Uint8Array, archiveName: string, options: ExtractOptions): Promise<{ files: ArchiveFiles; extraction: Extraction }> {
  const format = detectArchiveFormat(bytes);
  if (format === undefined) {
    const problem = bytes.length === 0 ? "the file is empty." : "it is not a zip, tar.gz or tar archive.";
    throw new ArchiveError("unknown_format", archiveName, problem);
  }
  const extraction = new Extraction(archiveName, bytes.length, resolveLimits(options), options.onProgress);
  const codec = options.codec ?? DEFAULT_ARCHIVE_CODEC;
  if (format === "zip") return { files: openZip(bytes, extraction, codec), extraction };
  await readTar(bytes, extraction, format === "tar.gz" ? "gzip" : "none", codec);
  return { files: heldFiles(format, extraction.files), extraction };
}

/**
 * Opens an uploaded .zip, .tar.gz/.tgz or .tar in memory for reading file by file (ArchiveFiles):
 * a zip's entries are inflated as they are read, so its files need not all be in memory at once.
 * An ArchiveError refuses the archive, at opening or at any read; nothing is ever written anywhere.
 * Progress is reported while opening; reads report none.
 */
export async function openArchive(bytes: Uint8Array, archiveName: string, options: ExtractOptions = {}): Promise<ArchiveFiles> {
  const { files, extraction } = await open(bytes, archiveName, options);
  extraction.markComplete();
  await extraction.reportProgress();
  return files;
}

/**
 * Extracts an uploaded .zip, .tar.gz/.tgz or .tar in memory. Either every file comes back or an
 * ArchiveError refuses the whole archive; nothing is ever written anywhere.
 * `archiveName` (the upload's name) only labels errors: the format comes from the bytes.
 */
export async function extractArchive(
  bytes: Uint8Array,
  archiveName: string,
  options: ExtractOptions = {},
): Promise<ExtractedArchive> {
  const { files: archive, extraction } = await open(bytes, archiveName, options);
  const files = new Map<string, Uint8Array>();
  for (const path of archive.list()) {
    files.set(path, archive.read(path)!);
    // A tar's files were read with its stream, which reported as it went; a zip's are inflated here.
    if (archive.format === "zip") await extraction.reportProgress();
  }
  extraction.markComplete();
  await extraction.reportProgress();
  let totalBytes = 0;
  for (const content of files.values()) totalBytes += content.length;
  return { format: archive.format, files, fileCount: files.size, totalBytes };
}
