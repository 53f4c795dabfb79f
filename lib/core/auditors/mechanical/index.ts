export { createMechanicalAuditor, type MechanicalAuditorOptions } from "./mechanical-auditor";
export { sentenceVerdicts, type SentenceVerdict } from "./sentence-verdicts";
export { EXCERPT_TOOL_NAME } from "./excerpt";
