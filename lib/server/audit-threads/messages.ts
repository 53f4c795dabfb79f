import type { AuditOutcome, AuditTask } from "@/lib/core/cascade";

/**
 * What crosses between the server and an audit thread. A session is one audit run: the thread keeps
 * one mechanical auditor per session, so the run's hops share the files it has read, until the
 * session is closed.
 */
export type AuditThreadRequest =
  | { type: "audit"; id: number; session: number; task: AuditTask }
  | { type: "cancel"; id: number }
  | { type: "close"; session: number };

export type AuditThreadReply = { id: number; type: "outcome"; outcome: AuditOutcome } | { id: number; type: "error"; message: string };
