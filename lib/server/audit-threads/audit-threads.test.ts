import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import type { AuditTask } from "@/lib/core/cascade";
import { AuditThreads } from "./audit-threads";

/**
 * A stand-in audit thread: answers each hop at once with the thread's id and how many sessions it
 * was told to close; "slow" never answers until cancelled; "crash" ends the thread.
 */
const FAKE_THREAD = `
const { parentPort, threadId } = require("node:worker_threads");
let closed = 0;
parentPort.on("message", (request) => {
  if (request.type === "close") return void closed++;
  if (request.type === "cancel") return parentPort.postMessage({ id: request.id, type: "error", message: "stopped" });
  if (request.task.fence === "crash") process.exit(3);
  if (request.task.fence === "slow") return;
  parentPort.postMessage({ id: request.id, type: "outcome", outcome: { claims: [], rejections: [], usage: { thread: threadId, closed, session: request.session } } });
});`;

const started: Worker[] = [];
const fakeThread = () => {
  const worker = new Worker(FAKE_THREAD, { eval: true });
  started.push(worker);
  return worker;
};
const task = (fence: string) => ({ fence }) as AuditTask;

afterEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.terminate()));
});

describe("AuditThreads", () => {
  it("audits hops on at most `size` threads, each hop answered with its own outcome", async () => {
    const threads = new AuditThreads(2, fakeThread);
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map((session) => threads.audit(session, task(`A${session}->B`))));
    expect(outcomes.map((outcome) => outcome.usage?.session)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(outcomes.map((outcome) => outcome.usage?.thread)).size).toBe(2);
    expect(started).toHaveLength(2);
  });

  it("sends a session's hop to the free thread that already holds that session", async () => {
    const threads = new AuditThreads(2, fakeThread);
    const [first, second] = await Promise.all([threads.audit(1, task("a")), threads.audit(2, task("b"))]);
    expect(first.usage?.thread).not.toBe(second.usage?.thread);
    expect((await threads.audit(2, task("c"))).usage?.thread).toBe(second.usage?.thread);
    expect((await threads.audit(1, task("d"))).usage?.thread).toBe(first.usage?.thread);
  });

  it("tells only the threads holding a session to drop it", async () => {
    const threads = new AuditThreads(2, fakeThread);
    const [first, second] = await Promise.all([threads.audit(1, task("a")), threads.audit(2, task("b"))]);
    threads.close(1);
    const [again1, again2] = await Promise.all([threads.audit(3, task("c")), threads.audit(4, task("d"))]);
    const closedOn = (thread: number | undefined) => [again1, again2].find((outcome) => outcome.usage?.thread === thread)?.usage?.closed;
    expect(closedOn(first.usage?.thread)).toBe(1);
    expect(closedOn(second.usage?.thread)).toBe(0);
  });

  it("rejects a cancelled hop with the signal's reason, and the thread takes the next hop once it has stopped", async () => {
    const threads = new AuditThreads(1, fakeThread);
    const controller = new AbortController();
    const slow = threads.audit(1, task("slow"), controller.signal);
    const next = threads.audit(1, task("after"));
    controller.abort(new Error("cancelled by the reviewer"));
    await expect(slow).rejects.toThrow("cancelled by the reviewer");
    await expect(next).resolves.toMatchObject({ usage: { session: 1 } });
    expect(started).toHaveLength(1);
  });

  it("never sends a hop whose signal was aborted while it waited", async () => {
    const threads = new AuditThreads(1, fakeThread);
    const controller = new AbortController();
    const slow = threads.audit(1, task("slow"), controller.signal);
    const waiting = threads.audit(2, task("waiting"), controller.signal);
    controller.abort(new Error("stop"));
    await expect(waiting).rejects.toThrow("stop");
    await expect(slow).rejects.toThrow("stop");
    await expect(threads.audit(3, task("late"), controller.signal)).rejects.toThrow("stop");
  });

  it("fails the hop of a thread that dies, and audits the next hop on a new thread", async () => {
    const threads = new AuditThreads(1, fakeThread);
    await expect(threads.audit(1, task("crash"))).rejects.toThrow("the audit thread stopped (exit code 3)");
    await expect(threads.audit(1, task("after"))).resolves.toMatchObject({ usage: { session: 1 } });
    expect(started).toHaveLength(2);
  });
});
