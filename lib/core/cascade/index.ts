export {
  auditStatusOf,
  worstFinding,
  tallyFindings,
  type FindingTally,
  tallyFences,
  type FenceTally,
  parseFenceName,
  edgeFenceName,
  groundingFenceName,
  PASSING_STATUSES,
  FENCE_STATUSES,
  fenceStatusOf,
  type Finding,
  type FenceStatus,
  type FenceName,
} from "./verdict";
export type { CascadeInput, NodeDocument, AuditTask, AuditKind, AuditOutcome, Auditor, AuditorContext, AuditResult, CascadeResult } from "./types";
export { planCascade } from "./plan";
export { auditCascade, type AuditCascadeOptions, type AuditedCascade } from "./audit-cascade";
export { cascadeInputFromBundle } from "./from-bundle";
export { runCascade, auditResult, summarizeCascade, AUDIT_CONCURRENCY, type RunCascadeOptions } from "./run";
export { sourceChars } from "./order";
export { linkClaims, upstreamOfEvidence } from "./link";
export { traceClaim, indexClaims, type Chain, type ChainHop, type ChainSource } from "./trace";
export { cascadeJson, cascadeClaimsJsonl, cascadeEnforcementLog, type CascadeMeta } from "./files";
