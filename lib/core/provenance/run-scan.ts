import { scanInstructions, type InstructionKind } from "./instruction-scan";

/** One span of instruction-like text found in a file a node wrote or a tool returned. */
export interface InstructionHit {
  node: string;
  /** Trace path of the file (an artifact, an output summary or a call's flat text). */
  file: string;
  kind: InstructionKind;
  start: number;
  end: number;
  text: string;
}

/**
 * Scans every agent output and tool output of a run for instruction-like text aimed at a model, so
 * the reviewer sees where injected text entered the pipeline (provenance spec, last paragraph).
 */
export function scanRun(files: readonly { node: string; path: string; text: string }[]): InstructionHit[] {
  return files.flatMap(({ node, path, text }) =>
    scanInstructions(text).map((match) => ({ node, file: path, kind: match.kind, start: match.start, end: match.end, text: match.text })),
  );
}
