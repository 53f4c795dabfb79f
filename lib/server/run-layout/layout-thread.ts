import { Worker } from "node:worker_threads";
import type { ElkNode } from "elkjs/lib/elk-api";
import type { LayoutEngine } from "@/lib/core/graph-layout";

type Reply = { id: number; graph: ElkNode } | { id: number; error: string };
type Pending = { resolve: (graph: ElkNode) => void; reject: (error: Error) => void };

/**
 * ELK on one long-lived worker thread, shared by every request: the thread keeps ELK loaded and
 * its JIT warm, and requests queue on it instead of each paying ELK's start-up. A thread that dies
 * fails what it was working on and is replaced on the next request.
 */
class ThreadLayoutEngine implements LayoutEngine {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  layout(graph: ElkNode): Promise<ElkNode> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    // Held open while it has work, so a CLI or test process waits for its answer.
    worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, graph });
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL("./elk-thread.mjs", import.meta.url));
    worker.on("message", (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      // An idle thread must not keep the CLI or a test process alive.
      if (this.pending.size === 0) worker.unref();
      if ("graph" in reply) waiting?.resolve(reply.graph);
      else waiting?.reject(new Error(reply.error));
    });
    worker.on("error", (error) => this.fail(worker, error));
    worker.on("exit", (code) => this.fail(worker, new Error(`the layout thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

export const layoutThread: LayoutEngine = new ThreadLayoutEngine();
