import type { AuditOutcome, AuditTask, Auditor, AuditorContext } from "../../cascade";
import type { AuditPart } from "./audit-parts";
import { SourceFiles, type FiguresReader } from "./source-corpus";
import { TaskAudit, type AuditLimits } from "./task-audit";

export type MechanicalAuditorOptions = Partial<AuditLimits> & {
  /** Where the run's source files' figures come from (by default each file's own pass): the audit threads share theirs. */
  readFigures?: FiguresReader;
};

export interface MechanicalAuditor extends Auditor {
  /** One part of the task's sentences (audit-parts.ts): `joinParts` of every part's outcome is `audit`'s. */
  auditPart(task: AuditTask, part: AuditPart, context: AuditorContext): Promise<AuditOutcome>;
}

const DEFAULT_LIMITS: AuditLimits = { candidateLines: 1000, supportingLines: 8, attemptsPerFact: 3 };

/**
 * The default auditor: deterministic, offline, no model. Each sentence's facts are searched for
 * in the task's source and recorded as `found` (with verbatim evidence) or `not-found`; a
 * sentence without a checkable fact is one `unchecked` claim. See README.md.
 */
export function createMechanicalAuditor({ readFigures, ...options }: MechanicalAuditorOptions = {}): MechanicalAuditor {
  const limits: AuditLimits = { ...DEFAULT_LIMITS, ...options };
  // Create one auditor per audit run: the files it keeps are that run's.
  const known = new SourceFiles(readFigures);
  return {
    kind: "mechanical",
    audit: (task, { signal }) => new TaskAudit(task, limits, known).run(signal),
    auditPart: (task, part, { signal }) => new TaskAudit(task, limits, known, part).run(signal),
  };
}
