/** Why an archive was refused; callers branch on this, users read the message. */
export type ArchiveErrorCode =
  | "unknown_format"
  | "corrupt"
  | "unsupported"
  | "unsafe_path"
  | "link_entry"
  | "too_large"
  | "too_many_files"
  | "ratio_exceeded";

/** The whole archive is refused; nothing from it is kept. */
export class ArchiveError extends Error {
  readonly code: ArchiveErrorCode;
  readonly archiveName: string;
  /** The entry name exactly as stored in the archive, when one entry is to blame. */
  readonly entry: string | undefined;

  constructor(code: ArchiveErrorCode, archiveName: string, problem: string, entry?: string) {
    const where = entry === undefined ? `"${archiveName}"` : `"${archiveName}", entry "${entry}"`;
    super(`Archive ${where}: ${problem}`);
    this.name = "ArchiveError";
    this.code = code;
    this.archiveName = archiveName;
    this.entry = entry;
  }
}
