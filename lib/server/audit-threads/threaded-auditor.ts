import { availableParallelism } from "node:os";
import { joinParts } from "@/lib/core/auditors";
import { AUDIT_CONCURRENCY, sourceChars, type AuditOutcome, type AuditTask, type Auditor } from "@/lib/core/cascade";
import { AuditThreads } from "./audit-threads";

const globalForThreads = globalThis as unknown as { cairnAuditThreads?: AuditThreads };
let nextSession = 0;

/**
 * A hop over at least this many characters of source is audited in parts, one per thread, at
 * once: such a hop (a fan-in over every upstream's calls) is most of a run's work, and on one
 * thread it would be the run's critical path while the others finish the small hops and wait.
 */
export const PART_SOURCE_CHARS = 16 * 1024 * 1024;

/** The process's audit threads: as many as a cascade audits hops at once, and no more than the cores. */
function processThreads(): AuditThreads {
  return (globalForThreads.cairnAuditThreads ??= new AuditThreads(Math.max(1, Math.min(AUDIT_CONCURRENCY, availableParallelism()))));
}

/** The hop's parts on the threads, joined; one failing stops the others. */
async function auditInParts(threads: AuditThreads, session: number, task: AuditTask, signal: AbortSignal | undefined): Promise<AuditOutcome> {
  const failed = new AbortController();
  const partSignal = signal ? AbortSignal.any([signal, failed.signal]) : failed.signal;
  const count = threads.size;
  const parts = Array.from({ length: count }, (_, index) =>
    threads.audit(session, task, partSignal, { index, count }).catch((error: unknown) => {
      failed.abort(error);
      throw error;
    }),
  );
  return joinParts(await Promise.all(parts));
}

/**
 * The mechanical auditor on the audit threads: the same claims as `createMechanicalAuditor`'s, for
 * one audit run (made per run, closed when it is done). The threads start now, while the run's
 * input loads, not at its first hop. A hop over `partSourceChars` of source or more is audited in
 * parts, one per thread.
 */
export function createThreadedMechanicalAuditor(threads: AuditThreads = processThreads(), partSourceChars = PART_SOURCE_CHARS): Auditor {
  threads.start();
  const session = nextSession++;
  return {
    kind: "mechanical",
    audit: (task, { signal }) => (threads.size > 1 && sourceChars(task) >= partSourceChars ? auditInParts(threads, session, task, signal) : threads.audit(session, task, signal)),
    close: () => threads.close(session),
  };
}
