export { normalize } from "./normalize";
export { NUM_PATTERN, normalizeNumber, extractNumbers, numbersOverlap } from "./numbers";
export { numberMatch } from "./number-match";
export { verifySearchMatch, EVIDENCE_EMPTY_REASON, EVIDENCE_MISMATCH_REASON, type EvidenceVerdict } from "./evidence";
