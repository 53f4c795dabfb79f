import { MessageOrigin, wrapInterAgent } from "@/lib/core/envelope";
import { MemoryFileSink, Snapshot } from "@/lib/core/snapshot";
import { fundamentalCalls, macroCalls, synthesizerCalls, technicalCalls, writerCalls, type DemoCall } from "./equity-research-data";
import { fundamentalAnalysis, macroAnalysis, report, synthesisSummary, technicalAnalysis } from "./equity-research-documents";

export const DEMO_SESSION_ID = "20251120_140000_de3a1b07";
const START = Date.UTC(2025, 10, 20, 14, 0, 0) / 1000;

/**
 * Writes the demo bundle with lib/core's Snapshot writer, as the pipeline itself would have:
 * `trace/` is the snapshot, `report.md` the final report beside it. Deterministic: a scripted
 * clock, a fixed session id. Returns every file as path → bytes.
 */
export function buildEquityResearchBundle(): Map<string, Uint8Array> {
  const sink = new MemoryFileSink();
  let clock = START;
  const snapshot = new Snapshot("trace", sink, {
    sessionId: DEMO_SESSION_ID,
    now: () => {
      clock += 1.25;
      return clock;
    },
  });
  const play = (agent: string, calls: DemoCall[]) => {
    for (const call of calls) {
      if (call.error) snapshot.record(agent, call.tool, call.input, null, call.durationMs, "error", call.error);
      else snapshot.record(agent, call.tool, call.input, call.output, call.durationMs);
    }
  };

  play("fundamental", fundamentalCalls);
  snapshot.saveArtifact("fundamental", fundamentalAnalysis, "analysis.md");
  play("technical", technicalCalls);
  snapshot.saveArtifact("technical", technicalAnalysis, "analysis.md");
  play("macro", macroCalls);
  snapshot.saveArtifact("macro", macroAnalysis, "analysis.md");
  // The hand-offs into the synthesizer, recorded as messages.jsonl so the run view can show each
  // edge's provenance: fundamental's notes arrive enveloped, technical's raw from a source the run
  // trusts, macro's raw (and carrying the injected newswire line). The writer records no messages.
  snapshot.recordMessage("synthesizer", { origin: MessageOrigin.INTERNAL_SYSTEM, source: "", content: "Combine the specialists' notes into one summary." });
  snapshot.recordMessage("synthesizer", { origin: MessageOrigin.INTER_AGENT, source: "fundamental", content: wrapInterAgent(fundamentalAnalysis, { source: "fundamental" }) });
  snapshot.recordMessage("synthesizer", { origin: MessageOrigin.INTER_AGENT, source: "technical", content: technicalAnalysis });
  snapshot.recordMessage("synthesizer", { origin: MessageOrigin.INTER_AGENT, source: "macro", content: macroAnalysis });
  play("synthesizer", synthesizerCalls);
  snapshot.saveArtifact("synthesizer", synthesisSummary, "summary.md");
  play("writer", writerCalls);
  snapshot.saveArtifact("writer", report, "draft.md");

  snapshot.declareDependency("synthesizer", ["fundamental", "technical", "macro"]);
  snapshot.declareDependency("writer", "synthesizer");
  snapshot.finalize();
  sink.writeFile("report.md", report);
  return new Map(sink.paths().map((path) => [path, sink.read(path)!]));
}
