import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import type { AuditTask } from "@/lib/core/cascade";
import { AuditThreads, FILE_PART_CHARS } from "./audit-threads";
import { createThreadedMechanicalAuditor } from "./threaded-auditor";

/**
 * A stand-in audit thread: answers each hop at once with the thread's id, how many sessions it was
 * told to close, how many messages of files and file parts it has received, and how many of the
 * hop's files it holds whole for the session, and the paths whose figures it was sent for the session; a
 * hop named "read…" first sends back figures of each of its files; "slow" never answers until
 * cancelled; "crash" ends the thread; "crash part 0" ends it for the hop's part 0 and is slow for
 * the others. A part is answered with one claim naming the thread.
 */
const FAKE_THREAD = `
const { parentPort, threadId } = require("node:worker_threads");
let closed = 0;
let messages = 0;
let parts = 0;
const held = new Map();
const figures = new Map();
parentPort.on("message", (request) => {
  if (request.type === "figures") {
    if (!figures.has(request.session)) figures.set(request.session, []);
    return void figures.get(request.session).push(request.path);
  }
  if (request.type === "files") {
    messages++;
    if (!held.has(request.session)) held.set(request.session, new Set());
    // The tests' texts are ASCII: a part's bytes are its characters.
    for (const { path, at, length, bytes } of request.parts) {
      parts++;
      if (at + bytes === length) held.get(request.session).add(path);
    }
    return;
  }
  if (request.type === "close") return void (held.delete(request.session), closed++);
  if (request.type === "cancel") return parentPort.postMessage({ id: request.id, type: "error", message: "stopped" });
  if (request.task.fence === "crash") process.exit(3);
  if (request.task.fence === "crash part 0") return request.part.index === 0 ? process.exit(3) : undefined;
  if (request.task.fence === "slow") return;
  const files = request.sourcePaths.filter((path) => held.get(request.session)?.has(path)).length;
  if (request.task.fence.startsWith("read")) {
    for (const path of request.sourcePaths) parentPort.postMessage({ type: "figures", session: request.session, path, arrays: {} });
  }
  const received = figures.get(request.session) ?? [];
  const claims = request.part ? [{ id: 1, claim: "part " + request.part.index + " of " + request.part.count + " on " + threadId }] : [];
  parentPort.postMessage({ id: request.id, type: "outcome", outcome: { claims, rejections: [], usage: { thread: threadId, closed, session: request.session, messages, parts, files, figures: received } } });
});`;

const started: Worker[] = [];
const fakeThread = () => {
  const worker = new Worker(FAKE_THREAD, { eval: true });
  started.push(worker);
  return worker;
};
const task = (fence: string, sourceFiles: Record<string, string> = {}) => ({ fence, sourceFiles }) as AuditTask;
const big = "4".repeat(2 * FILE_PART_CHARS + 1);

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

  it("sends a file to a thread once per session, in messages of at most FILE_PART_CHARS, and the hop by its paths", async () => {
    const threads = new AuditThreads(1, fakeThread);
    const files = { "a/calls/0000.txt": big, "a_output.txt": "12", "b_output.txt": "" };
    // The large file's three parts in three messages, its last part with the small files.
    expect((await threads.audit(1, task("a+b->c", files))).usage).toMatchObject({ messages: 3, parts: 5, files: 3 });
    expect((await threads.audit(1, task("a/calls->a", { "a/calls/0000.txt": big }))).usage).toMatchObject({ messages: 3, parts: 5, files: 1 });
    expect((await threads.audit(2, task("a+b->c", files))).usage).toMatchObject({ messages: 6, parts: 10, files: 3 });
    // A changed text at a held path crosses again.
    expect((await threads.audit(2, task("a->c", { "a_output.txt": "13" }))).usage).toMatchObject({ messages: 7, parts: 11, files: 1 });
  });

  it("sends a hop to the free thread holding most of its files by size, else to any free one", async () => {
    const threads = new AuditThreads(2, fakeThread);
    const small = "1".repeat(10);
    const [first, second] = await Promise.all([threads.audit(1, task("a->c", { a: big })), threads.audit(1, task("b->c", { b: small }))]);
    expect(first.usage?.thread).not.toBe(second.usage?.thread);
    const onlySmall = await threads.audit(1, task("b/calls->b", { b: small }));
    expect(onlySmall.usage).toMatchObject({ thread: second.usage?.thread, parts: 1 });
    const both = await threads.audit(1, task("a+b->c", { a: big, b: small }));
    expect(both.usage).toMatchObject({ thread: first.usage?.thread, parts: 4, files: 2 });
    // Another session's hop holds nothing on either thread.
    expect((await threads.audit(2, task("a->c", { a: big }))).usage).toMatchObject({ files: 1 });
  });

  it("passes the figures a thread read of a file on to the other threads holding that very text, at once or after it crosses", async () => {
    const threads = new AuditThreads(2, fakeThread);
    const [reader, other] = await Promise.all([threads.audit(1, task("read a+b->c", { a: "1", b: "2" })), threads.audit(1, task("a+c->d", { a: "1", c: "333" }))]);
    expect(reader.usage).toMatchObject({ figures: [] });
    expect(other.usage?.thread).not.toBe(reader.usage?.thread);
    // `b` crosses to the other thread (it holds more of the hop), its figures after it.
    expect((await threads.audit(1, task("b+c->d", { b: "2", c: "333" }))).usage).toMatchObject({ thread: other.usage?.thread, figures: ["a", "b"] });
    // Not for another text at a path, nor for another session.
    expect((await threads.audit(1, task("a+c->e", { a: "9", c: "333" }))).usage).toMatchObject({ thread: other.usage?.thread, figures: ["a", "b"] });
    expect((await threads.audit(2, task("b->c", { b: "2" }))).usage).toMatchObject({ figures: [] });
  });

  it("forgets a closed session's figures", async () => {
    const threads = new AuditThreads(2, fakeThread);
    await threads.audit(1, task("read a->b", { a: "1" }));
    threads.close(1);
    const [first, second] = await Promise.all([threads.audit(1, task("a->c", { a: "1" })), threads.audit(1, task("a->d", { a: "1" }))]);
    expect([first.usage?.figures, second.usage?.figures]).toEqual([[], []]);
  });

  it("sends a closed session's files again", async () => {
    const threads = new AuditThreads(1, fakeThread);
    await threads.audit(1, task("a->b", { a: "1" }));
    threads.close(1);
    expect((await threads.audit(1, task("a->b", { a: "1" }))).usage).toMatchObject({ closed: 1, parts: 2, files: 1 });
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

  it("stops sending a cancelled hop's files, and the thread takes the next hop with those files whole", async () => {
    const threads = new AuditThreads(1, fakeThread);
    const controller = new AbortController();
    const slow = threads.audit(1, task("slow", { a: big }), controller.signal);
    controller.abort(new Error("cancelled while its files crossed"));
    await expect(slow).rejects.toThrow("cancelled while its files crossed");
    // One part of the cancelled hop's file had crossed; the next hop sends all three again.
    await expect(threads.audit(1, task("after", { a: big }))).resolves.toMatchObject({ usage: { parts: 4, files: 1 } });
  });

  it("fails a hop whose session is closed while its files cross", async () => {
    const threads = new AuditThreads(1, fakeThread);
    const hop = threads.audit(1, task("a->b", { a: big }));
    threads.close(1);
    await expect(hop).rejects.toThrow("the audit session was closed");
    await expect(threads.audit(2, task("b->c"))).resolves.toMatchObject({ usage: { closed: 1, session: 2 } });
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

  it("fails the hop of a thread that dies, and audits the next hop on a new thread, sending it the files again", async () => {
    const threads = new AuditThreads(1, fakeThread);
    await expect(threads.audit(1, task("crash", { a: "1" }))).rejects.toThrow("the audit thread stopped (exit code 3)");
    await expect(threads.audit(1, task("after", { a: "1" }))).resolves.toMatchObject({ usage: { session: 1, parts: 1, files: 1 } });
    expect(started).toHaveLength(2);
  });

  it("starts its threads before the first hop when told to, and audits on them", async () => {
    const threads = new AuditThreads(2, fakeThread);
    threads.start();
    expect(started).toHaveLength(2);
    const outcomes = await Promise.all([threads.audit(1, task("a")), threads.audit(1, task("b"))]);
    expect(new Set(outcomes.map((outcome) => outcome.usage?.thread)).size).toBe(2);
    threads.start();
    expect(started).toHaveLength(2);
  });
});

describe("createThreadedMechanicalAuditor", () => {
  it("starts the threads as it is made, and audits its hops as one session", async () => {
    const auditor = createThreadedMechanicalAuditor(new AuditThreads(2, fakeThread));
    expect(started).toHaveLength(2);
    const [first, second] = await Promise.all([auditor.audit(task("a->b"), {}), auditor.audit(task("b->c"), {})]);
    expect(first.usage?.session).toBe(second.usage?.session);
  });

  it("audits a hop over `partSourceChars` of source in parts, one per thread, joined in part order", async () => {
    const auditor = createThreadedMechanicalAuditor(new AuditThreads(2, fakeThread), 4);
    expect((await auditor.audit(task("a->b", { a: "123" }), {})).claims).toEqual([]);
    const large = await auditor.audit(task("a+b->c", { a: "123", b: "4" }), {});
    expect(large.claims.map(({ id, claim }) => [id, claim.replace(/ on \d+$/, "")])).toEqual([
      [1, "part 0 of 2"],
      [2, "part 1 of 2"],
    ]);
    expect(new Set(large.claims.map(({ claim }) => claim.replace(/.* on /, ""))).size).toBe(2);
  });

  it("fails a hop whose part fails, and stops its other parts", async () => {
    const threads = new AuditThreads(2, fakeThread);
    const auditor = createThreadedMechanicalAuditor(threads, 0);
    await expect(auditor.audit(task("crash part 0"), {})).rejects.toThrow("the audit thread stopped (exit code 3)");
    // The slow part was cancelled: both threads (one new) take the next hops.
    const outcomes = await Promise.all([threads.audit(1, task("a")), threads.audit(1, task("b"))]);
    expect(new Set(outcomes.map((outcome) => outcome.usage?.thread)).size).toBe(2);
    expect(started).toHaveLength(3);
  });
});
