// The ingest thread: extraction, parsing, redaction, row building and the storing transaction of
// one upload, off the server's event loop, so a hostile or merely large bundle cannot stall
// every other request (or, by exhausting this thread's heap, the server process).
import { parentPort } from "node:worker_threads";
import { ingestBundle } from "./ingest";
import type { IngestProgress } from "./progress";
import { serializeError, type IngestJob, type ThreadReply } from "./thread-messages";

const port = parentPort!;
const reply = (message: ThreadReply) => port.postMessage(message);

/** Progress sent at most every 50 ms (and at each new phase): thousands of entries would otherwise be thousands of messages for the server to handle. */
const PROGRESS_INTERVAL_MS = 50;

function progressSender(id: number): (progress: IngestProgress) => void {
  let sentAt = 0;
  let phase: IngestProgress["phase"] | null = null;
  return (progress) => {
    const now = performance.now();
    if (progress.phase === phase && now - sentAt < PROGRESS_INTERVAL_MS) return;
    phase = progress.phase;
    sentAt = now;
    reply({ id, type: "progress", progress });
  };
}

port.on("message", async (job: IngestJob) => {
  try {
    const result = await ingestBundle({ config: job.database }, job.source, { ...job.options, onProgress: progressSender(job.id) });
    reply({ id: job.id, type: "result", result });
  } catch (error) {
    reply({ id: job.id, type: "error", error: serializeError(error) });
  }
});
