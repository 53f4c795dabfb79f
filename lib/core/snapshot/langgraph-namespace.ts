/**
 * One level of a LangGraph checkpoint namespace (`checkpoint_ns` in the callback metadata): a
 * node's task and, when that task invokes several subgraphs, which invocation the next level
 * belongs to.
 *
 * LangGraph.js 1.x writes a task as `node:task_id` and joins levels with `|`
 * (`researcher:4e28…|search:2cbe…`). A task that invokes a second, third… subgraph inserts that
 * invocation's counter as a bare segment after its own (`supervisor:b942…|1|search:673e…`); the
 * first invocation has none. Node names cannot hold `|` or `:` (LangGraph refuses them).
 */
export interface NamespaceFrame {
  node: string;
  /** The task id; "" when a segment carries none. */
  task: string;
  /** Which subgraph invocation inside this task the next frame belongs to: 0 for the first. */
  call: number;
}

const CALL_COUNTER = /^\d+$/;

/**
 * The frames of a checkpoint namespace, outermost first; [] for the root (""). A counter segment
 * with no task before it (not something LangGraph writes) makes the namespace unreadable: null.
 */
export function parseCheckpointNs(ns: string): NamespaceFrame[] | null {
  if (ns === "") return [];
  const frames: NamespaceFrame[] = [];
  for (const segment of ns.split("|")) {
    if (CALL_COUNTER.test(segment)) {
      const last = frames.at(-1);
      if (!last) return null;
      last.call = Number(segment);
      continue;
    }
    const colon = segment.indexOf(":");
    const node = colon === -1 ? segment : segment.slice(0, colon);
    if (node === "") return null;
    frames.push({ node, task: colon === -1 ? "" : segment.slice(colon + 1), call: 0 });
  }
  return frames;
}
