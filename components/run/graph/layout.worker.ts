/// <reference lib="webworker" />
import ELK from "elkjs/lib/elk.bundled.js";
import { layoutGraph, type GraphLayout, type LayoutInput } from "./layout";

/** Runs ELK off the main thread: a layout input in, its layout (or an error message) out. */

export type LayoutResponse = { layout: GraphLayout } | { error: string };

const engine = new ELK();
const scope = self as unknown as DedicatedWorkerGlobalScope;

// Assigned (not added) so it replaces the message handler elk.bundled installs when loaded in a worker.
scope.onmessage = async (event: MessageEvent<LayoutInput>) => {
  try {
    scope.postMessage({ layout: await layoutGraph(engine, event.data) } satisfies LayoutResponse);
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies LayoutResponse);
  }
};
