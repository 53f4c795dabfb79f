// An audit thread: mechanical audits of one hop (or one part of a big hop) at a time, off the
// server's event loop, so a run's hops use every core and a long audit never holds up the server's requests.
import { setImmediate as nextTurn } from "node:timers/promises";
import { parentPort, receiveMessageOnPort } from "node:worker_threads";
import { createMechanicalAuditor, type FiguresReader, type MechanicalAuditor } from "@/lib/core/auditors";
import { ownFigureArrays, TextFigures } from "@/lib/core/figure-index";
import { attachNearest } from "@/lib/core/nearest";
import { decodeBatch } from "./file-batch";
import { figureShare } from "./figure-share";
import type { AuditThreadReply, AuditThreadRequest } from "./messages";
import { SessionFiles } from "./session-files";

const port = parentPort!;
const reply = (message: AuditThreadReply) => port.postMessage(message);
const auditors = new Map<number, MechanicalAuditor>();
const files = new SessionFiles();
const running = new Map<number, AbortController>();

/**
 * A file's figures, read once for all the threads: those another thread sent (the messages that
 * came during this hop are taken first, without waiting for a turn: the figure pass of a number
 * index runs through every file in one go), else this thread's own pass onto SharedArrayBuffers,
 * kept and sent on.
 */
function figuresOf(session: number, path: string, text: string): TextFigures {
  let known = files.figures(session, path);
  if (!known) {
    for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) receive(message.message as AuditThreadRequest);
    known = files.figures(session, path);
  }
  if (known) return new TextFigures(known);
  const figures = new TextFigures(text, { shared: true });
  files.addFigures(session, path, figures.arrays);
  reply({ type: "figures", session, path, arrays: figures.arrays });
  return figures;
}

/** A session's auditor's figures, through `figuresOf`. */
class SessionFigures implements FiguresReader {
  constructor(private readonly session: number) {}

  read(path: string, text: string): TextFigures {
    return figuresOf(this.session, path, text);
  }
}

async function audit({ id, session, task: hop, sourcePaths, part }: Extract<AuditThreadRequest, { type: "audit" }>): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    // The same strings each hop of the session, so the auditor's per-run caches of these files hit at once.
    const task = { ...hop, sourceFiles: files.sourceFiles(session, sourcePaths) };
    let auditor = auditors.get(session);
    if (!auditor) auditors.set(session, (auditor = createMechanicalAuditor({ readFigures: new SessionFigures(session) })));
    // A part's share of the files' figures first (figure-share.ts), so its number index takes the rest from the other parts' threads.
    if (part) for (const path of figureShare(sourcePaths, part)) figuresOf(session, path, task.sourceFiles[path]);
    // A turn first, so the figures other threads sent while this hop's files crossed are taken, not read again.
    await nextTurn();
    const context = { signal: controller.signal };
    const outcome = await (part ? auditor.auditPart(task, part, context) : auditor.audit(task, context));
    // Here, where the auditor's figure indexes of these files live (runCascade leaves claims that carry candidates alone).
    attachNearest(outcome.claims, task.sourceFiles);
    reply({ id, type: "outcome", outcome });
  } catch (error) {
    reply({ id, type: "error", message: error instanceof Error ? error.message : String(error) });
  } finally {
    running.delete(id);
  }
}

function receive(request: AuditThreadRequest): void {
  if (request.type === "files") for (const filePart of decodeBatch(request)) files.receive(request.session, filePart);
  else if (request.type === "audit") void audit(request);
  // Rebuilt here, at the boundary: the message's own object has a shape V8 drops between runs (ownFigureArrays).
  else if (request.type === "figures") files.addFigures(request.session, request.path, ownFigureArrays(request.arrays));
  else if (request.type === "cancel") running.get(request.id)?.abort();
  else {
    auditors.delete(request.session);
    files.close(request.session);
  }
}

port.on("message", receive);
