import { linkClaims } from "./link";
import { planCascade } from "./plan";
import { runCascade, type RunCascadeOptions } from "./run";
import type { AuditTask, Auditor, CascadeInput, CascadeResult } from "./types";

export interface AuditCascadeOptions extends RunCascadeOptions {
  /** Called with the plan before any task runs, so a caller can record every fence as pending. */
  onPlan?: (tasks: readonly AuditTask[]) => void | Promise<void>;
}

export interface AuditedCascade extends CascadeResult {
  tasks: AuditTask[];
  /** What each audited node wrote, by node: the text every claim's quote is located in. */
  documents: Record<string, string>;
}

/** The whole cascade audit of one run: plan every hop, audit each through `auditor`, link the claims across hops. */
export async function auditCascade(input: CascadeInput, auditor: Auditor, options: AuditCascadeOptions = {}): Promise<AuditedCascade> {
  const tasks = planCascade(input);
  await options.onPlan?.(tasks);
  const cascade = await runCascade(tasks, auditor, options);
  const documents = Object.fromEntries(tasks.map((task) => [task.target, task.document]));
  linkClaims(cascade.results, documents);
  return { ...cascade, tasks, documents };
}
