import { ArchiveError, type ArchiveErrorCode, type UploadKind } from "./errors";
import { checkEntryPath, isMacJunk } from "./entry-path";
import { formatByteCount, type ArchiveLimits } from "./limits";

export interface ExtractProgress {
  /** Archive bytes consumed so far, out of `archiveBytes`. */
  archiveBytesRead: number;
  archiveBytes: number;
  /** Bytes produced by decompression so far (what the size and ratio limits count). */
  uncompressedBytes: number;
  /** Archive entries examined so far, including skipped directories and junk. */
  entriesRead: number;
}

/** May return a promise: extraction waits for it, which lets a server yield to send progress out. */
export type ProgressCallback = (progress: ExtractProgress) => void | Promise<void>;

export type EntryKind = "file" | "directory" | "symlink" | "hardlink";

/**
 * The state of one extraction, shared by the zip and tar readers: the files kept so far,
 * the counters every limit is checked against, and progress reporting.
 */
export class Extraction {
  readonly files = new Map<string, Uint8Array>();
  private readonly admittedPaths = new Set<string>();
  private uncompressedBytes = 0;
  private archiveBytesRead = 0;
  private entriesRead = 0;

  constructor(
    readonly archiveName: string,
    private readonly archiveBytes: number,
    private readonly limits: ArchiveLimits,
    private readonly onProgress: ProgressCallback | undefined,
    private readonly kind: UploadKind = "Archive",
  ) {}

  error(code: ArchiveErrorCode, problem: string, entry?: string): ArchiveError {
    return new ArchiveError(code, this.archiveName, problem, entry, this.kind);
  }

  /**
   * Decides an entry's fate before any of its data is read: its safe relative path when it is a
   * file to keep, undefined when it is skipped (directory, macOS junk). Unsafe entries throw,
   * refusing the whole archive.
   */
  admitEntry(rawName: string, kind: EntryKind): string | undefined {
    this.entriesRead++;
    const check = checkEntryPath(rawName);
    if (!check.safe) throw this.error("unsafe_path", `its path ${check.problem}; the ${this.kind.toLowerCase()} is refused.`, rawName);
    if (kind === "symlink" || kind === "hardlink") {
      const linkKind = kind === "symlink" ? "a symbolic" : "a hard";
      throw this.error("link_entry", `is ${linkKind} link; archives containing links are refused.`, rawName);
    }
    if (kind === "directory" || isMacJunk(check.path)) return undefined;
    if (check.path === "") throw this.error("corrupt", "is a file with an empty name.", rawName);
    if (this.admittedPaths.has(check.path)) {
      throw this.error("corrupt", `is stored twice (as "${check.path}"); which copy to trust is ambiguous.`, rawName);
    }
    if (this.admittedPaths.size >= this.limits.maxFiles) {
      throw this.error("too_many_files", `the ${this.kind.toLowerCase()} holds more files than the limit of ${this.limits.maxFiles}.`, rawName);
    }
    this.admittedPaths.add(check.path);
    return check.path;
  }

  keepFile(path: string, content: Uint8Array): void {
    this.files.set(path, content);
  }

  /** Refuses, before anything is allocated, an entry whose declared size would break a limit. */
  ensureRoom(declaredBytes: number, entry: string): void {
    this.checkLimits(this.uncompressedBytes + declaredBytes, entry, "its declared size would take the archive");
  }

  /**
   * Refuses, before anything is inflated, an archive whose headers already declare more than the
   * limits allow in all (`what` says which headers): many entries that each fit can still add up.
   */
  ensureDeclaredTotal(declaredBytes: number, what: string): void {
    this.checkLimits(declaredBytes, undefined, `${what} declares ${formatByteCount(declaredBytes)} uncompressed, which takes the archive`);
  }

  /** Counts bytes as decompression produces them; throws as soon as a limit is crossed. */
  expand(byteCount: number, entry: string | undefined): void {
    this.uncompressedBytes += byteCount;
    this.checkLimits(this.uncompressedBytes, entry, entry === undefined ? "the archive expands" : "expanding it takes the archive");
  }

  /** How many more bytes may be produced before some limit is crossed. */
  remainingBytes(): number {
    const ratioCeiling = Math.max(this.limits.ratioFloorBytes, this.limits.maxRatio * this.archiveBytes);
    return Math.max(0, Math.min(this.limits.maxTotalBytes, ratioCeiling) - this.uncompressedBytes);
  }

  consumeArchiveBytes(byteCount: number): void {
    this.archiveBytesRead += byteCount;
  }

  /** Zip headers and tar padding are never "consumed" chunk by chunk; the last report says all was read. */
  markComplete(): void {
    this.archiveBytesRead = this.archiveBytes;
  }

  async reportProgress(): Promise<void> {
    await this.onProgress?.({
      archiveBytesRead: this.archiveBytesRead,
      archiveBytes: this.archiveBytes,
      uncompressedBytes: this.uncompressedBytes,
      entriesRead: this.entriesRead,
    });
  }

  private checkLimits(total: number, entry: string | undefined, cause: string): void {
    const { maxTotalBytes, maxRatio, ratioFloorBytes } = this.limits;
    if (total > maxTotalBytes) {
      throw this.error("too_large", `${cause} past the ${formatByteCount(maxTotalBytes)} limit on uncompressed size.`, entry);
    }
    if (total > ratioFloorBytes && total > maxRatio * this.archiveBytes) {
      const sizes = `${formatByteCount(total)} from ${formatByteCount(this.archiveBytes)}`;
      throw this.error("ratio_exceeded", `${cause} past ${maxRatio}:1 compression (${sizes}); it looks like a compression bomb.`, entry);
    }
  }
}
