import { availableParallelism } from "node:os";
import { AUDIT_CONCURRENCY, type Auditor } from "@/lib/core/cascade";
import { AuditThreads } from "./audit-threads";

const globalForThreads = globalThis as unknown as { cairnAuditThreads?: AuditThreads };
let nextSession = 0;

/** The process's audit threads: as many as a cascade audits hops at once, and no more than the cores. */
function processThreads(): AuditThreads {
  return (globalForThreads.cairnAuditThreads ??= new AuditThreads(Math.max(1, Math.min(AUDIT_CONCURRENCY, availableParallelism()))));
}

/**
 * The mechanical auditor on the audit threads: the same claims as `createMechanicalAuditor`'s, for
 * one audit run (made per run, closed when it is done). The threads start now, while the run's
 * input loads, not at its first hop.
 */
export function createThreadedMechanicalAuditor(threads: AuditThreads = processThreads()): Auditor {
  threads.start();
  const session = nextSession++;
  return {
    kind: "mechanical",
    audit: (task, { signal }) => threads.audit(session, task, signal),
    close: () => threads.close(session),
  };
}
