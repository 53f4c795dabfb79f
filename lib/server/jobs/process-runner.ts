import { createAuditor } from "../audits/auditors";
import { createThreadedMechanicalAuditor } from "../audit-threads";
import { getDb } from "../db";
import { AuditRunner } from "./audit-runner";

const globalForRunner = globalThis as unknown as { cairnAuditRunner?: AuditRunner };

/** The runner of this process (started once, by instrumentation.ts or the worker). */
export function getAuditRunner(): AuditRunner {
  globalForRunner.cairnAuditRunner ??= new AuditRunner(getDb(), {
    // The server audits mechanically on its audit threads, off the event loop that serves requests.
    auditorFor: (kind, context) => (kind === "mechanical" ? createThreadedMechanicalAuditor() : createAuditor(kind, context)),
    log: (message) => console.log(`cairn: ${message}`),
  });
  return globalForRunner.cairnAuditRunner;
}
