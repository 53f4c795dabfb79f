import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * A worker thread running a TypeScript entry through tsx, for the processes that run the sources
 * (tsx, vitest). Next's server build bundles a thread's entry only from a literal
 * `new Worker(new URL("./x.ts", import.meta.url))` in the file that starts it, so each starter
 * keeps that branch itself and calls this one otherwise.
 */
export function typescriptThread(entry: URL): Worker {
  return new Worker(`require("tsx/cjs/api").register(); require(${JSON.stringify(fileURLToPath(entry))});`, { eval: true });
}
