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

/** What was uploaded: an archive, or the files of a dropped folder (checked the same way). */
export type UploadKind = "Archive" | "Folder";

/** The whole archive is refused; nothing from it is kept. */
export class ArchiveError extends Error {
  readonly code: ArchiveErrorCode;
  readonly archiveName: string;
  /** The entry name exactly as stored in the archive, when one entry is to blame. */
  readonly entry: string | undefined;
  /** The problem alone, without the upload and entry that `message` names. */
  readonly problem: string;
  readonly kind: UploadKind;

  constructor(code: ArchiveErrorCode, archiveName: string, problem: string, entry?: string, kind: UploadKind = "Archive") {
    const where = entry === undefined ? `"${archiveName}"` : `"${archiveName}", ${kind === "Archive" ? "entry" : "file"} "${entry}"`;
    super(`${kind} ${where}: ${problem}`);
    this.name = "ArchiveError";
    this.code = code;
    this.archiveName = archiveName;
    this.entry = entry;
    this.problem = problem;
    this.kind = kind;
  }
}
