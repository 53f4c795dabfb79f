import { Worker } from "node:worker_threads";
import type { AuditOutcome, AuditTask } from "@/lib/core/cascade";
import { typescriptThread } from "../threads";
import type { AuditThreadReply, AuditThreadRequest } from "./messages";

interface Job {
  id: number;
  session: number;
  task: AuditTask;
  resolve: (outcome: AuditOutcome) => void;
  reject: (error: Error) => void;
  /** Set once its promise is settled by a cancel: the thread's late answer is then ignored. */
  settled?: boolean;
  /** Stops listening to the hop's signal. */
  done?: () => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  /** Sessions whose auditor this thread keeps. */
  sessions: Set<number>;
}

/** Next's server build bundles the thread from this exact `new Worker(new URL(…))` form. */
function startWorker(): Worker {
  if (process.env.NEXT_RUNTIME) return new Worker(new URL("./audit-thread.ts", import.meta.url));
  return typescriptThread(new URL("./audit-thread.ts", import.meta.url));
}

/**
 * Long-lived audit threads, up to `size`, one hop each at a time; hops wait in order for a free
 * thread. A session's hop goes to a thread already holding that session's auditor when one is free
 * (its files are read there), else to any free one. A thread that dies fails the hop it was
 * auditing and is replaced for the next; an idle one does not keep the process alive.
 */
export class AuditThreads {
  readonly #threads: Thread[] = [];
  readonly #queue: Job[] = [];
  #nextId = 0;

  /** `startThread` starts one audit thread (audit-thread.ts unless a test gives its own). */
  constructor(
    readonly size: number,
    private readonly startThread: () => Worker = startWorker,
  ) {}

  audit(session: number, task: AuditTask, signal?: AbortSignal): Promise<AuditOutcome> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<AuditOutcome>((resolve, reject) => {
      const job: Job = { id: this.#nextId++, session, task, resolve, reject };
      const cancel = () => this.#cancel(job, signal?.reason);
      signal?.addEventListener("abort", cancel, { once: true });
      job.done = () => signal?.removeEventListener("abort", cancel);
      this.#queue.push(job);
      this.#dispatch();
    });
  }

  /** Drops the session's auditors (and the files they keep) from every thread. */
  close(session: number): void {
    for (const thread of this.#threads) if (thread.sessions.delete(session)) this.#post(thread, { type: "close", session });
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const free = this.#threads.filter((thread) => thread.job === null);
      if (free.length === 0 && this.#threads.length >= this.size) return;
      const job = this.#queue.shift()!;
      const thread = free.find((candidate) => candidate.sessions.has(job.session)) ?? free[0] ?? this.#start();
      thread.job = job;
      thread.sessions.add(job.session);
      // Held open while it audits, so a CLI or test process waits for the answer.
      thread.worker.ref();
      this.#post(thread, { type: "audit", id: job.id, session: job.session, task: job.task });
    }
  }

  #start(): Thread {
    const thread: Thread = { worker: this.startThread(), job: null, sessions: new Set() };
    thread.worker.on("message", (reply: AuditThreadReply) => this.#answer(thread, reply));
    thread.worker.on("error", (error) => this.#lose(thread, error));
    thread.worker.on("exit", (code) => this.#lose(thread, new Error(`the audit thread stopped (exit code ${code})`)));
    this.#threads.push(thread);
    return thread;
  }

  #post(thread: Thread, request: AuditThreadRequest): void {
    thread.worker.postMessage(request);
  }

  #answer(thread: Thread, reply: AuditThreadReply): void {
    const job = thread.job;
    if (!job || job.id !== reply.id) return;
    thread.job = null;
    thread.worker.unref();
    job.done?.();
    if (!job.settled) {
      if (reply.type === "outcome") job.resolve(reply.outcome);
      else job.reject(new Error(reply.message));
    }
    this.#dispatch();
  }

  #cancel(job: Job, reason: unknown): void {
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) this.#queue.splice(queued, 1);
    const thread = this.#threads.find((candidate) => candidate.job === job);
    // The thread stays busy until it has stopped: it answers within one of the auditor's yields.
    if (thread) this.#post(thread, { type: "cancel", id: job.id });
    job.settled = true;
    job.reject(reason instanceof Error ? reason : new Error(String(reason)));
  }

  #lose(thread: Thread, error: Error): void {
    const at = this.#threads.indexOf(thread);
    if (at < 0) return;
    this.#threads.splice(at, 1);
    thread.job?.done?.();
    if (thread.job && !thread.job.settled) thread.job.reject(error);
    this.#dispatch();
  }
}
