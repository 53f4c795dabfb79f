export { extractArchive, type ExtractOptions, type ExtractedArchive } from "./extract";
export { detectArchiveFormat, type ArchiveFormat } from "./detect";
export { ArchiveError, type ArchiveErrorCode, type UploadKind } from "./errors";
export { DEFAULT_ARCHIVE_LIMITS, MiB, formatByteCount, type ArchiveLimits } from "./limits";
export type { ExtractProgress, ProgressCallback } from "./extraction";
export { checkEntryPath, isMacJunk, type EntryPathCheck } from "./entry-path";
export { crc32 } from "./crc32";
export { InflateError, type ArchiveCodec } from "./codec";
export { collectFolder } from "./folder";
