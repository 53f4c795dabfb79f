import { ClaimLinker } from "./link";
import { planCascade } from "./plan";
import { runCascade, type RunCascadeOptions } from "./run";
import type { AuditResult, AuditTask, Auditor, CascadeInput, CascadeResult } from "./types";

export interface AuditCascadeOptions extends RunCascadeOptions {
  /** Called with the plan before any task runs, so a caller can record every fence as pending. */
  onPlan?: (tasks: readonly AuditTask[]) => void | Promise<void>;
  /**
   * Called once an audit's claims are linked (every audit of the outputs they cite has finished),
   * after its `onResult`, so a caller can make its rows while later hops are still audited.
   */
  onLinked?: (result: AuditResult) => void;
}

export interface AuditedCascade extends CascadeResult {
  tasks: AuditTask[];
  /** What each audited node wrote, by node: the text every claim's quote is located in. */
  documents: Record<string, string>;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The whole cascade audit of one run: plan every hop, audit each through `auditor`, link the claims across hops as the hops finish. */
export async function auditCascade(input: CascadeInput, auditor: Auditor, options: AuditCascadeOptions = {}): Promise<AuditedCascade> {
  const tasks = planCascade(input);
  await options.onPlan?.(tasks);
  const documents = Object.fromEntries(tasks.map((task) => [task.target, task.document]));
  const linker = new ClaimLinker(tasks, documents);
  let linking = Promise.resolve();
  const cascade = await runCascade(tasks, auditor, {
    ...options,
    onResult: async (result, done, total) => {
      await options.onResult?.(result, done, total);
      // On a later turn, once runCascade has handed this audit's slot its next task: linking never holds up an audit.
      linking = linking.then(nextTurn).then(() => linker.add(result).forEach((linked) => options.onLinked?.(linked)));
      // Failures surface when the cascade has run (below), not as an unhandled rejection meanwhile.
      linking.catch(() => undefined);
    },
  });
  await linking;
  return { ...cascade, tasks, documents };
}
