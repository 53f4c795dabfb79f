export { scanInstructions, type InstructionMatch, type InstructionKind } from "./instruction-scan";
export { edgeProvenance, type EdgeProvenance, type EdgeProvenanceInput, type EdgeProvenanceKind } from "./edge-provenance";
export { scanRun, type InstructionHit } from "./run-scan";
