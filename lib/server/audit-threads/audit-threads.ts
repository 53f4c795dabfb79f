import { setImmediate as nextTurn } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import type { AuditPart } from "@/lib/core/auditors";
import type { AuditOutcome, AuditTask } from "@/lib/core/cascade";
import { typescriptThread } from "../threads";
import type { FigureArrays } from "@/lib/core/figure-index";
import { encodeBatch, partEnd } from "./file-batch";
import type { AuditThreadReply, AuditThreadRequest, FilePart, FileFigures } from "./messages";

interface Job {
  id: number;
  session: number;
  task: AuditTask;
  /** Set when the job is one part of the hop's sentences. */
  part?: AuditPart;
  resolve: (outcome: AuditOutcome) => void;
  reject: (error: Error) => void;
  /** Set once its promise is settled by a cancel: the thread's late answer is then ignored. */
  settled?: boolean;
  /** Stops listening to the hop's signal. */
  done?: () => void;
  /** Set once the hop itself is posted, after its files: a cancel is then the thread's to act on. */
  posted?: boolean;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  /**
   * The files this thread holds, by session and path: the server's own strings, so a file is held
   * only if it is this very text. A session is here once one of its hops came to the thread.
   */
  files: Map<number, Map<string, string>>;
}

/** Files cross in messages of at most this many characters, and the server's event loop runs between them. */
export const FILE_PART_CHARS = 4 * 1024 * 1024;

/** How many characters of the hop's files `thread` already holds for its session. */
function heldChars(thread: Thread, job: Job): number {
  const held = thread.files.get(job.session);
  let chars = 0;
  if (held) for (const [path, text] of Object.entries(job.task.sourceFiles)) if (held.get(path) === text) chars += text.length;
  return chars;
}

/** The free thread holding most of the hop's files, if any holds some. */
function holdingMost(free: readonly Thread[], job: Job): Thread | undefined {
  let best: Thread | undefined;
  let bestChars = 0;
  for (const thread of free) {
    const chars = heldChars(thread, job);
    if (chars > bestChars) [best, bestChars] = [thread, chars];
  }
  return best;
}

/** Next's server build bundles the thread from this exact `new Worker(new URL(…))` form. */
function startWorker(): Worker {
  if (process.env.NEXT_RUNTIME) return new Worker(new URL("./audit-thread.ts", import.meta.url));
  return typescriptThread(new URL("./audit-thread.ts", import.meta.url));
}

/**
 * Long-lived audit threads, up to `size`, one hop each at a time; hops wait in order for a free
 * thread. A hop's files cross to a thread once per session (the hop then names them by path), so a
 * hop goes to the free thread already holding most of its files by size, else to any free one. A
 * thread that dies fails the hop it was auditing and is replaced for the next (holding nothing); an
 * idle one does not keep the process alive.
 */
export class AuditThreads {
  readonly #threads: Thread[] = [];
  readonly #queue: Job[] = [];
  /** The figures a thread read of a session's files, by path, with the text (the server's string) they were read from. */
  readonly #figures = new Map<number, Map<string, { text: string; arrays: FigureArrays }>>();
  #nextId = 0;

  /** `startThread` starts one audit thread (audit-thread.ts unless a test gives its own). */
  constructor(
    readonly size: number,
    private readonly startThread: () => Worker = startWorker,
  ) {}

  /** The hop's outcome, or with `part` that part's (the hop's files cross to the thread all the same). */
  audit(session: number, task: AuditTask, signal?: AbortSignal, part?: AuditPart): Promise<AuditOutcome> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<AuditOutcome>((resolve, reject) => {
      const job: Job = { id: this.#nextId++, session, task, part, resolve, reject };
      const cancel = () => this.#cancel(job, signal?.reason);
      signal?.addEventListener("abort", cancel, { once: true });
      job.done = () => signal?.removeEventListener("abort", cancel);
      this.#queue.push(job);
      this.#dispatch();
    });
  }

  /** Starts the threads not running yet, up to `size`, so their start overlaps what the caller does before its first hop. */
  start(): void {
    while (this.#threads.length < this.size) this.#start().worker.unref();
  }

  /** Drops the session's auditors and files from every thread. */
  close(session: number): void {
    this.#figures.delete(session);
    for (const thread of this.#threads) if (thread.files.delete(session)) this.#post(thread, { type: "close", session });
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const free = this.#threads.filter((thread) => thread.job === null);
      if (free.length === 0 && this.#threads.length >= this.size) return;
      const job = this.#queue.shift()!;
      const thread = holdingMost(free, job) ?? free[0] ?? this.#start();
      thread.job = job;
      // Held open while it audits, so a CLI or test process waits for the answer.
      thread.worker.ref();
      void this.#send(thread, job);
    }
  }

  /**
   * Posts the files of the hop the thread does not hold yet, then the hop itself. Files go in
   * batches of up to FILE_PART_CHARS characters (a large file split across batches), each its own
   * message with a turn of the event loop before the next: one message per file would pay a
   * message's overhead hundreds of times, one for them all would hold the loop for as long as it
   * takes to clone them.
   */
  async #send(thread: Thread, job: Job): Promise<void> {
    let held = thread.files.get(job.session);
    if (!held) thread.files.set(job.session, (held = new Map()));
    let batch: FilePart[] = [];
    let batchChars = 0;
    /** The files whose last part is in the batch: held once it is posted. */
    let completed: [string, string][] = [];
    const post = () => {
      const encoded = encodeBatch(batch);
      this.#post(thread, { type: "files", session: job.session, ...encoded }, [encoded.bytes.buffer]);
      for (const [path, text] of completed) {
        held.set(path, text);
        this.#sendFigures(thread, job.session, path, text);
      }
      [batch, batchChars, completed] = [[], 0, []];
    };
    for (const [path, text] of Object.entries(job.task.sourceFiles)) {
      if (held.get(path) === text) continue;
      let at = 0;
      do {
        if (batchChars >= FILE_PART_CHARS) {
          post();
          await nextTurn();
          if (!this.#stillSending(thread, job, held)) return;
        }
        const part = text.slice(at, partEnd(text, at, FILE_PART_CHARS - batchChars));
        batch.push({ path, at, length: text.length, part });
        batchChars += part.length;
        at += part.length;
      } while (at < text.length);
      completed.push([path, text]);
    }
    if (batch.length > 0) post();
    const { sourceFiles, ...task } = job.task;
    this.#post(thread, { type: "audit", id: job.id, session: job.session, task, sourcePaths: Object.keys(sourceFiles), part: job.part });
    job.posted = true;
  }

  /** Whether to go on sending the hop's files after a turn of the event loop; if not, the thread is let go or gone. */
  #stillSending(thread: Thread, job: Job, held: Map<string, string>): boolean {
    if (!this.#threads.includes(thread)) return false;
    const closed = thread.files.get(job.session) !== held;
    if (!job.settled && !closed) return true;
    job.done?.();
    if (!job.settled) {
      job.settled = true;
      job.reject(new Error("the audit session was closed"));
    }
    this.#release(thread);
    return false;
  }

  #release(thread: Thread): void {
    thread.job = null;
    thread.worker.unref();
    this.#dispatch();
  }

  #start(): Thread {
    const thread: Thread = { worker: this.startThread(), job: null, files: new Map() };
    thread.worker.on("message", (reply: AuditThreadReply) => this.#answer(thread, reply));
    thread.worker.on("error", (error) => this.#lose(thread, error));
    thread.worker.on("exit", (code) => this.#lose(thread, new Error(`the audit thread stopped (exit code ${code})`)));
    this.#threads.push(thread);
    return thread;
  }

  #post(thread: Thread, request: AuditThreadRequest, transfer: ArrayBuffer[] = []): void {
    thread.worker.postMessage(request, transfer);
  }

  /**
   * Keeps the figures a thread read, and passes them on to the other threads holding the very text
   * they were read from. The text is the one the thread holds at `path` now: a thread reads figures
   * only during a hop and sends them before the hop's answer, and no other text crosses to it before that.
   */
  #share(from: Thread, { session, path, arrays }: FileFigures): void {
    const text = from.files.get(session)?.get(path);
    if (text === undefined) return;
    let figures = this.#figures.get(session);
    if (!figures) this.#figures.set(session, (figures = new Map()));
    figures.set(path, { text, arrays });
    for (const thread of this.#threads) if (thread !== from) this.#sendFigures(thread, session, path, text);
  }

  /** Sends the thread the figures known of `text`, if it holds that text at `path` (a message after the text's, so it has it). */
  #sendFigures(thread: Thread, session: number, path: string, text: string): void {
    const known = this.#figures.get(session)?.get(path);
    if (known?.text === text && thread.files.get(session)?.get(path) === text) this.#post(thread, { type: "figures", session, path, arrays: known.arrays });
  }

  #answer(thread: Thread, reply: AuditThreadReply): void {
    if (reply.type === "figures") return this.#share(thread, reply);
    const job = thread.job;
    if (!job || job.id !== reply.id) return;
    job.done?.();
    if (!job.settled) {
      if (reply.type === "outcome") job.resolve(reply.outcome);
      else job.reject(new Error(reply.message));
    }
    this.#release(thread);
  }

  #cancel(job: Job, reason: unknown): void {
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) this.#queue.splice(queued, 1);
    const thread = this.#threads.find((candidate) => candidate.job === job);
    // Once the hop is posted, the thread stays busy until it has stopped: it answers within one of the
    // auditor's yields. Before, #send lets the thread go at its next turn.
    if (thread && job.posted) this.#post(thread, { type: "cancel", id: job.id });
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
