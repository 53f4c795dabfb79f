// An audit thread: mechanical audits of one hop at a time, off the server's event loop, so a run's
// hops use every core and a long audit never holds up the server's requests.
import { setImmediate as nextTurn } from "node:timers/promises";
import { parentPort } from "node:worker_threads";
import { createMechanicalAuditor } from "@/lib/core/auditors";
import type { Auditor } from "@/lib/core/cascade";
import { TextFigures } from "@/lib/core/figure-index";
import { attachNearest } from "@/lib/core/nearest";
import type { AuditThreadReply, AuditThreadRequest } from "./messages";
import { SessionFiles } from "./session-files";

const port = parentPort!;
const reply = (message: AuditThreadReply) => port.postMessage(message);
const auditors = new Map<number, Auditor>();
const files = new SessionFiles();
const running = new Map<number, AbortController>();

/**
 * A session's auditor, reading each file's figures once for all the threads: from the figures
 * another thread sent, else by its own pass onto SharedArrayBuffers, which it sends on.
 */
function sessionAuditor(session: number): Auditor {
  return createMechanicalAuditor({
    readFigures: (path, text) => {
      const known = files.figures(session, path);
      if (known) return new TextFigures(known);
      const figures = new TextFigures(text, { shared: true });
      reply({ type: "figures", session, path, arrays: figures.arrays });
      return figures;
    },
  });
}

async function audit({ id, session, task: hop, sourcePaths }: Extract<AuditThreadRequest, { type: "audit" }>): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    // The same strings each hop of the session, so the auditor's per-run caches of these files hit at once.
    const task = { ...hop, sourceFiles: files.sourceFiles(session, sourcePaths) };
    let auditor = auditors.get(session);
    if (!auditor) auditors.set(session, (auditor = sessionAuditor(session)));
    // A turn first, so the figures other threads sent while this hop's files crossed are taken, not read again.
    await nextTurn();
    const outcome = await auditor.audit(task, { signal: controller.signal });
    // Here, where the auditor's figure indexes of these files live (runCascade leaves claims that carry candidates alone).
    attachNearest(outcome.claims, task.sourceFiles);
    reply({ id, type: "outcome", outcome });
  } catch (error) {
    reply({ id, type: "error", message: error instanceof Error ? error.message : String(error) });
  } finally {
    running.delete(id);
  }
}

port.on("message", (request: AuditThreadRequest) => {
  if (request.type === "files") for (const part of request.parts) files.receive(request.session, part);
  else if (request.type === "audit") void audit(request);
  else if (request.type === "figures") files.receiveFigures(request.session, request.path, request.arrays);
  else if (request.type === "cancel") running.get(request.id)?.abort();
  else {
    auditors.delete(request.session);
    files.close(request.session);
  }
});
