import type { AuditPart } from "@/lib/core/auditors";
import type { AuditOutcome, AuditTask } from "@/lib/core/cascade";
import type { FigureArrays } from "@/lib/core/figure-index";
import type { FileBatch } from "./file-batch";

/**
 * What crosses between the server and an audit thread. A session is one audit run: the thread keeps
 * one mechanical auditor per session, and the session's source files by path, until the session is
 * closed. A file crosses once per session and thread, in parts (`FilePart`, several files' to a
 * message, as bytes: `FileBatch`); a hop then names its files by path (`sourcePaths`, in the
 * task's order) and the thread audits them from its own copies. A thread that reads a file's figures sends them back
 * (`FileFigures`, on SharedArrayBuffers, so no copy crosses), and the server passes them on to its
 * other threads holding that very text, so a file's figures are read once per run, not once per thread.
 * A hop with a `part` is one part of a big hop's sentences (lib/core/auditors' `AuditPart`), the
 * others audited on other threads at once.
 */
export type AuditThreadRequest =
  | ({ type: "files"; session: number } & FileBatch)
  | { type: "audit"; id: number; session: number; task: Omit<AuditTask, "sourceFiles">; sourcePaths: string[]; part?: AuditPart }
  | ({ type: "figures" } & FileFigures)
  | { type: "cancel"; id: number }
  | { type: "close"; session: number };

/** The characters of `path`'s text from `at` on (a part starting at 0 begins the file again); `length` is the whole text's. */
export interface FilePart {
  path: string;
  at: number;
  length: number;
  part: string;
}

/** The figures (lib/core/figure-index) of the text a session holds at `path`. */
export interface FileFigures {
  session: number;
  path: string;
  arrays: FigureArrays;
}

export type AuditThreadReply =
  | { id: number; type: "outcome"; outcome: AuditOutcome }
  | { id: number; type: "error"; message: string }
  | ({ type: "figures" } & FileFigures);
