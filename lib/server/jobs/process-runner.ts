import { createAuditor } from "../audits/auditors";
import { getDb } from "../db";
import { AuditRunner } from "./audit-runner";

const globalForRunner = globalThis as unknown as { cairnAuditRunner?: AuditRunner };

/** The runner of this process (started once, by instrumentation.ts or the worker). */
export function getAuditRunner(): AuditRunner {
  globalForRunner.cairnAuditRunner ??= new AuditRunner(getDb(), {
    auditorFor: createAuditor,
    log: (message) => console.log(`cairn: ${message}`),
  });
  return globalForRunner.cairnAuditRunner;
}
