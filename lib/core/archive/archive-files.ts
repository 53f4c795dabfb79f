import type { ArchiveFormat } from "./detect";

/**
 * An opened archive's files, every entry vetted (paths, links, file count, declared sizes) before
 * the first read. A zip's files are inflated and checked (size, CRC) each time they are read and
 * nothing keeps them, so a reader that decodes one file at a time never holds every file's bytes
 * at once. A tar's are read with the stream and held (a gzip cannot be read out of order).
 * Every read throws ArchiveError for damage; the limits hold whatever the order of reads.
 */
export interface ArchiveFiles {
  readonly format: ArchiveFormat;
  /** Paths of the kept files (no directories, no macOS junk), in archive order. */
  list(): readonly string[];
  /** A file's bytes; undefined for a path the archive does not hold. */
  read(path: string): Uint8Array | undefined;
  /** Reads, and drops, every file not read yet: damage in a file the caller never needed still refuses the archive. */
  readRest(): void;
}

/** Files already read whole (a tar, or a tar.gz inflated with its limits checked): nothing is left to check. */
export function heldFiles(format: ArchiveFormat, files: ReadonlyMap<string, Uint8Array>): ArchiveFiles {
  const paths = [...files.keys()];
  return { format, list: () => paths, read: (path) => files.get(path), readRest: () => undefined };
}
