import type { AuditOutcome, AuditTask } from "@/lib/core/cascade";

/**
 * What crosses between the server and an audit thread. A session is one audit run: the thread keeps
 * one mechanical auditor per session, and the session's source files by path, until the session is
 * closed. A file crosses once per session and thread, in parts (`FilePart`, several files' to a
 * message); a hop then names its files by path (`sourcePaths`, in the task's order) and the thread
 * audits them from its own copies.
 */
export type AuditThreadRequest =
  | { type: "files"; session: number; parts: FilePart[] }
  | { type: "audit"; id: number; session: number; task: Omit<AuditTask, "sourceFiles">; sourcePaths: string[] }
  | { type: "cancel"; id: number }
  | { type: "close"; session: number };

/** The characters of `path`'s text from `at` on (a part starting at 0 begins the file again); `length` is the whole text's. */
export interface FilePart {
  path: string;
  at: number;
  length: number;
  part: string;
}

export type AuditThreadReply = { id: number; type: "outcome"; outcome: AuditOutcome } | { id: number; type: "error"; message: string };
