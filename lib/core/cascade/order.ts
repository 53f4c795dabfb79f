import type { AuditTask } from "./types";

/** How many characters of source a task searches. */
export function sourceChars(task: AuditTask): number {
  let chars = 0;
  for (const text of Object.values(task.sourceFiles)) chars += text.length;
  return chars;
}

/**
 * An estimate of what auditing a task costs: its document's length (the sentences and figures to
 * check), weighted by its sources' size (where each is searched), 1 + source MB / 2.
 */
export function auditCost(task: AuditTask): number {
  return task.document.length * (1 + sourceChars(task) / 2_000_000);
}

/**
 * The order `runCascade` takes tasks in, as indexes into `tasks`: those with nothing to audit first
 * (they settle at once), then the ready ones longest first, so the longest hop (a fan-in over every
 * upstream's calls) starts at once and the others share the remaining audit slots beside it, rather
 * than it starting last and running alone. Ties keep the plan's order.
 */
export function auditOrder(tasks: readonly AuditTask[]): number[] {
  const settled: number[] = [];
  const ready: { index: number; cost: number }[] = [];
  tasks.forEach((task, index) => {
    if (task.status === "ready") ready.push({ index, cost: auditCost(task) });
    else settled.push(index);
  });
  ready.sort((a, b) => b.cost - a.cost);
  return [...settled, ...ready.map(({ index }) => index)];
}
