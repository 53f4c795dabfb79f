import { MemoryFileSink, Snapshot } from "@/lib/core/snapshot";
import { deepResearchGraph } from "./graph";
import { ScriptedChatModel } from "./model";
import { QUESTION, SCRIPT } from "./script";

export const DEEP_RESEARCH_SESSION_ID = "20251118_093000_d3e9a1c4";
/** When the run started: the Snapshot's clock starts here (and the zip's entries carry it). */
export const DEEP_RESEARCH_CREATED = new Date(Date.UTC(2025, 10, 18, 9, 30, 0));
/** Seconds between clock readings, in turn: tool calls take different times, deterministically. */
const TICKS = [0.184, 0.611, 0.093, 1.247, 0.352, 0.768, 0.129, 0.945, 0.417];

/**
 * Runs the deep-research graph on the scripted model with `Snapshot.config()` capturing it, as
 * a TypeScript pipeline would: `trace/` is the snapshot, `report.md` (the writer's report) sits
 * beside it. Deterministic: a scripted clock, a fixed session id. Returns every file as path → bytes.
 */
export async function buildDeepResearchBundle(): Promise<Map<string, Uint8Array>> {
  const sink = new MemoryFileSink();
  let clock = DEEP_RESEARCH_CREATED.getTime() / 1000;
  let tick = 0;
  const snapshot = new Snapshot("trace", sink, {
    sessionId: DEEP_RESEARCH_SESSION_ID,
    now: () => (clock += TICKS[tick++ % TICKS.length]),
  });
  const graph = deepResearchGraph(new ScriptedChatModel(SCRIPT));
  const final = await snapshot.runAndFinalize(() => graph.invoke({ question: QUESTION }, snapshot.config()));
  sink.writeFile("report.md", final.report);
  return new Map(sink.paths().map((path) => [path, sink.read(path)!]));
}
