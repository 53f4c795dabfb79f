import { Worker } from "node:worker_threads";
import { configOf, type Db } from "../db";
import { typescriptThread } from "../threads";
import type { IngestOptions, IngestResult } from "./ingest";
import type { BundleSource } from "./sources";
import { deserializeError, transferablesOf, type IngestJob, type ThreadReply } from "./thread-messages";

/**
 * `ingestBundle` on the ingest thread: the upload route's way in. One long-lived thread takes one
 * upload at a time (the rest queue), so the server's event loop only ever receives progress events
 * and the answer. A thread that dies fails the upload it was working on and is replaced for the next.
 */

interface Pending {
  job: IngestJob;
  transfer: ArrayBuffer[];
  onProgress: NonNullable<IngestOptions["onProgress"]>;
  resolve: (result: IngestResult) => void;
  reject: (error: Error) => void;
}

/** Next's server build bundles the thread from this exact `new Worker(new URL(…))` form; tsx and vitest run its TypeScript through tsx. */
function startThread(): Worker {
  if (process.env.NEXT_RUNTIME) return new Worker(new URL("./ingest-thread.ts", import.meta.url));
  return typescriptThread(new URL("./ingest-thread.ts", import.meta.url));
}

export class IngestThread {
  private worker: Worker | null = null;
  private readonly queue: Pending[] = [];
  private running: Pending | null = null;
  private nextId = 0;

  run(db: Db, source: BundleSource, options: IngestOptions = {}): Promise<IngestResult> {
    const { onProgress = () => {}, ...rest } = options;
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, database: configOf(db), source, options: rest }, transfer: transferablesOf(source), onProgress, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running || this.queue.length === 0) return;
    const pending = this.queue.shift()!;
    this.running = pending;
    const worker = (this.worker ??= this.start());
    // Held open while it works, so a CLI or test process waits for the answer; idle, it lets them exit.
    worker.ref();
    worker.postMessage(pending.job, pending.transfer);
  }

  private start(): Worker {
    const worker = startThread();
    worker.on("message", (reply: ThreadReply) => {
      const pending = this.running;
      if (!pending || pending.job.id !== reply.id) return;
      if (reply.type === "progress") return pending.onProgress(reply.progress);
      if (reply.type === "result") pending.resolve(reply.result);
      else pending.reject(deserializeError(reply.error));
      this.finish(worker);
    });
    worker.on("error", (error) => this.fail(worker, error));
    worker.on("exit", (code) => this.fail(worker, new Error(`the ingest thread exited with code ${code}`)));
    return worker;
  }

  private finish(worker: Worker): void {
    this.running = null;
    if (this.queue.length === 0) worker.unref();
    this.next();
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    const pending = this.running;
    this.running = null;
    pending?.reject(error);
    this.next();
  }
}

const globalForThread = globalThis as unknown as { cairnIngestThread?: IngestThread };

/** Same contract as ingestBundle (the same errors, rebuilt), on the process's ingest thread. */
export function ingestOffThread(db: Db, source: BundleSource, options: IngestOptions = {}): Promise<IngestResult> {
  return (globalForThread.cairnIngestThread ??= new IngestThread()).run(db, source, options);
}
