import { DEFAULT_ARCHIVE_CODEC, type ArchiveCodec } from "./codec";
import { detectArchiveFormat, type ArchiveFormat } from "./detect";
import { ArchiveError } from "./errors";
import { Extraction, type ProgressCallback } from "./extraction";
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from "./limits";
import { readTar } from "./tar";
import { readZip } from "./zip";

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
  const format = detectArchiveFormat(bytes);
  if (format === undefined) {
    const problem = bytes.length === 0 ? "the file is empty." : "it is not a zip, tar.gz or tar archive.";
    throw new ArchiveError("unknown_format", archiveName, problem);
  }
  const extraction = new Extraction(archiveName, bytes.length, resolveLimits(options), options.onProgress);
  const codec = options.codec ?? DEFAULT_ARCHIVE_CODEC;
  if (format === "zip") await readZip(bytes, extraction, codec);
  else await readTar(bytes, extraction, format === "tar.gz" ? "gzip" : "none", codec);
  extraction.markComplete();
  await extraction.reportProgress();
  const files = extraction.files;
  let totalBytes = 0;
  for (const content of files.values()) totalBytes += content.length;
  return { format, files, fileCount: files.size, totalBytes };
}
