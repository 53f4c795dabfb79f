import type { AuditSummary } from "@/lib/api";
import type { Db } from "../db";
import { ApiError, notFound } from "../http";
import { createQueuedAudit } from "../repos";
import { auditorAvailability, type AuditorKind } from "./auditors";

/** Refuses, with the reason, an auditor this server cannot run. */
function assertAuditorAvailable(kind: AuditorKind): void {
  const availability = auditorAvailability().find((entry) => entry.kind === kind);
  if (!availability?.available) throw new ApiError(400, "auditor_unavailable", `The ${kind} auditor is not available: ${availability?.reason}.`);
}

/** Queues an audit of a run; a runner (this process's or a worker's) picks it up. */
export async function queueAudit(db: Db, runId: string, auditor: AuditorKind): Promise<AuditSummary> {
  assertAuditorAvailable(auditor);
  const audit = await createQueuedAudit(db, runId, auditor);
  if (!audit) throw notFound("Run");
  return audit;
}
