// ELK's layered layout, on a worker thread: a run of hundreds of agents keeps ELK busy for
// seconds, which must not stall every other request the server is answering.
import { parentPort } from "node:worker_threads";
import ELK from "elkjs/lib/elk.bundled.js";

const engine = new ELK();

parentPort.on("message", async ({ id, graph }) => {
  try {
    parentPort.postMessage({ id, graph: await engine.layout(graph) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
